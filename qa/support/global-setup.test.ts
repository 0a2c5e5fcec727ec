import type { FullConfig } from "@playwright/test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BUILD_HEADER } from "#src/build/build-stamp.ts";
import { currentInputs, siteBuild } from "#src/build/builds.ts";
import { listenOnFreePort } from "#src/server/built-site.test-fixture.ts";

const servers: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** A server naming `stamp` as the build it serves. */
async function serverNaming(stamp: string) {
  const server = await listenOnFreePort((_, response) => {
    response.setHeader(BUILD_HEADER, stamp);
    response.end("{}");
  });
  servers.push(server);
  return server.port;
}

describe("Playwright's global setup", () => {
  it("stops the run, before any browser starts, when a server serves another build than this tree's", async () => {
    const sitePort = await serverNaming(currentInputs(siteBuild()).stamp);
    const cataloguePort = await serverNaming("0123456789ab".repeat(5));
    // As the main process leaves it for the setup: ports chosen, builds brought up to date (not here: a stand-in).
    vi.stubEnv("E2E_SERVERS_PREPARED", "1");
    vi.stubEnv("E2E_SITE_PORT", String(sitePort));
    vi.stubEnv("E2E_CATALOGUE_PORT", String(cataloguePort));
    const { default: globalSetup } = await import("./global-setup.ts");
    await expect(globalSetup({ updateSnapshots: "missing" } as FullConfig)).rejects.toThrow(
      `The component catalogue on http://localhost:${cataloguePort}/index.json serves another build (0123456789ab)`,
    );
  });
});
