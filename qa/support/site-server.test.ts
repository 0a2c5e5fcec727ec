import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ensureBuilt } from "#src/build/builds.ts";
import { startSiteServer } from "./site-server.ts";

vi.mock("#src/build/builds.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("#src/build/builds.ts")>()),
  ensureBuilt: vi.fn(),
}));

describe("the site a tool serves", () => {
  let other: Server | undefined;
  afterEach(() => new Promise((resolve) => (other ? other.close(resolve) : resolve(undefined))));

  it("refuses a port something else already answers on, rather than testing that (a stale build, another inbox)", async () => {
    other = createServer((_, response) => response.end("an older site"));
    await new Promise<void>((resolve) => other?.listen(0, resolve));
    const { port } = other.address() as AddressInfo;
    await expect(
      startSiteServer({ portVariable: "ENGINES_SITE_PORT", env: { ENGINES_SITE_PORT: String(port) } }),
    ).rejects.toThrow(`ENGINES_SITE_PORT=${port}: something already answers on that port`);
    expect(ensureBuilt).not.toHaveBeenCalled();
  });
});
