import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { answers, choosePorts } from "./ports.ts";

let foreign: Server | undefined;
afterEach(() => new Promise((closed) => (foreign ? foreign.close(closed) : closed(undefined))));

/** A server that is not ours (another checkout's, left running), on a port of its own. */
async function foreignServer() {
  foreign = createServer((_, response) => response.end("another checkout's site"));
  await new Promise<void>((listening) => foreign?.listen(0, listening));
  return (foreign.address() as AddressInfo).port;
}

describe("the ports a run's servers take", () => {
  it("are free ones, one for each, when none is given", async () => {
    const ports = await choosePorts(["E2E_SITE_PORT", "E2E_CATALOGUE_PORT"], {});
    expect(ports.E2E_SITE_PORT).not.toBe(ports.E2E_CATALOGUE_PORT);
    for (const port of Object.values(ports)) {
      expect(port).toBeGreaterThan(0);
      expect(await answers(port)).toBe(false);
    }
  });

  it("are the ones given, when nothing answers there", async () => {
    const [free] = Object.values(await choosePorts(["BENCH_IMAGE_PORT"], {}));
    expect(await choosePorts(["E2E_SITE_PORT", "E2E_CATALOGUE_PORT"], { E2E_SITE_PORT: String(free) })).toMatchObject({
      E2E_SITE_PORT: free,
    });
  });

  it("give an unset variable a free port that is not the one given to another, even if the system offers that one", async () => {
    const [given] = Object.values(await choosePorts(["BENCH_IMAGE_PORT"], {}));
    const offered = async (count: number) => [given, 54_321].slice(0, count);
    expect(
      await choosePorts(["E2E_SITE_PORT", "E2E_CATALOGUE_PORT"], { E2E_SITE_PORT: String(given) }, offered),
    ).toEqual({
      E2E_SITE_PORT: given,
      E2E_CATALOGUE_PORT: 54_321,
    });
  });

  it("refuse a given port that a server already answers on, naming the variable, rather than using that server", async () => {
    const port = await foreignServer();
    await expect(choosePorts(["E2E_SITE_PORT"], { E2E_SITE_PORT: String(port) })).rejects.toThrow(
      `E2E_SITE_PORT=${port}: something already answers on that port (a server left running, another checkout's?). ` +
        "A run only talks to servers it started itself: stop that one, or leave E2E_SITE_PORT unset for a free port.",
    );
  });

  it.each(["0", "-1", "65536", "80.5"])("refuse %s, which is no TCP port", async (value) => {
    await expect(choosePorts(["E2E_SITE_PORT"], { E2E_SITE_PORT: value })).rejects.toThrow(
      `E2E_SITE_PORT=${value} is not a port number`,
    );
  });

  it("refuse a value that is no port", async () => {
    await expect(choosePorts(["BENCH_SITE_PORT"], { BENCH_SITE_PORT: "http://localhost:1" })).rejects.toThrow(
      "BENCH_SITE_PORT=http://localhost:1 is not a port number",
    );
  });
});
