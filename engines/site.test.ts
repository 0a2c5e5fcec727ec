// @vitest-environment node
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { startSite } from "./site.ts";

describe("the site the journeys visit", () => {
  let other: Server | undefined;
  afterEach(() => new Promise((resolve) => (other ? other.close(resolve) : resolve(undefined))));

  it("refuses a port something else already answers on, rather than testing that (a stale build, another inbox)", async () => {
    other = createServer((_, response) => response.end("an older site"));
    await new Promise<void>((resolve) => other?.listen(0, resolve));
    const { port } = other.address() as AddressInfo;
    await expect(startSite(port)).rejects.toThrow(
      `port ${port} already answers (a site left running?): stop it, or choose another with ENGINES_SITE_PORT`,
    );
  });
});
