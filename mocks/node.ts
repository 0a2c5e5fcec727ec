import { setupServer } from "msw/node";
import { handlers } from "./handlers";

/** Vitest's network: every request must match a handler. */
export const server = setupServer(...handlers);
