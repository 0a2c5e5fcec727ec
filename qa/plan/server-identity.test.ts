import { afterEach, describe, expect, it } from "vitest";
import { BUILD_HEADER } from "#src/build/build-stamp.ts";
import { listenOnFreePort } from "#src/server/built-site.test-fixture.ts";
import { identityProblem } from "./server-identity.ts";

let close: (() => Promise<unknown>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** The requests the server of a test was sent, as `METHOD path`. */
let requests: string[] = [];

/** A server that names `stamp` as its build, or no build at all. */
async function serverNaming(stamp?: string) {
  requests = [];
  const server = await listenOnFreePort((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    if (stamp) response.setHeader(BUILD_HEADER, stamp);
    response.end("<h1>Avaleht</h1>");
  });
  close = server.close;
  return `http://localhost:${server.port}`;
}

const CURRENT = "a".repeat(64);

describe("the server a run tests", () => {
  it("passes when it serves the build of the tree's current files, asked with one HEAD request (no page sent)", async () => {
    expect(await identityProblem("The site", await serverNaming(CURRENT), "build", CURRENT)).toBeUndefined();
    expect(requests).toEqual(["HEAD /"]);
  });

  it("is refused when it serves another build: another checkout's, or files changed since", async () => {
    const origin = await serverNaming("b".repeat(64));
    expect(await identityProblem("The site", origin, "build", CURRENT)).toBe(
      `The site on ${origin} serves another build (bbbbbbbbbbbb) than the one this tree's current files make ` +
        "(aaaaaaaaaaaa, build/): another checkout's server, or files changed since the run began. Run again.",
    );
  });

  it("is refused when it does not say which build it serves: not a server of ours", async () => {
    const origin = await serverNaming();
    expect(await identityProblem("The catalogue", origin, "storybook-static", CURRENT)).toBe(
      `The catalogue on ${origin} does not say which build it serves (no ${BUILD_HEADER} header): ` +
        "it is not a server this run started. Stop whatever listens there and run again.",
    );
  });

  it("is refused when nothing answers", async () => {
    const origin = await serverNaming(CURRENT);
    await close?.();
    close = undefined;
    expect(await identityProblem("The site", origin, "build", CURRENT)).toMatch(
      new RegExp(`^The site on ${origin} does not answer \\(`),
    );
  });
});
