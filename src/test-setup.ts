import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, beforeAll } from "vitest";
import { receivedSubmissions } from "../mocks/handlers";
import { server } from "../mocks/node";

// findBy… and waitFor give up after 1 s by default. An article's route loads its text on demand, and on two
// cores shared with the engine journeys that first load has taken longer (a blog-post spec failed so in a
// fresh clone's npm test). Only a failing wait lasts longer, and still ends inside Vitest's 5 s per test, so it
// fails with what it looked for; a passing one ends as soon as the page shows it.
configure({ asyncUtilTimeout: 4000 });

beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  receivedSubmissions.length = 0;
});
afterAll(() => server.close());
