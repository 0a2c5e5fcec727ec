import { spawnSync } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ensureBuilt } from "#src/build/builds.ts";
import { e2ePorts, prepareE2eServers } from "./e2e-servers.ts";

// Building is builds.test.ts's subject; here only which builds are asked for, and when.
vi.mock("#src/build/builds.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("#src/build/builds.ts")>()),
  ensureBuilt: vi.fn(),
}));

let foreign: Server | undefined;
let requestsToForeign: number;
beforeEach(() => {
  vi.mocked(ensureBuilt).mockReset();
  requestsToForeign = 0;
});
afterEach(() => new Promise((closed) => (foreign ? foreign.close(closed) : closed(undefined))));

/** Another checkout's site, left running. */
async function foreignServer() {
  foreign = createServer((_, response) => {
    requestsToForeign++;
    response.end("another checkout's build");
  });
  await new Promise<void>((listening) => foreign?.listen(0, listening));
  return (foreign.address() as AddressInfo).port;
}

const builtFolders = () => vi.mocked(ensureBuilt).mock.calls.map(([kind]) => kind.folder);

describe("before a Playwright run", () => {
  it("takes free ports for the site and the catalogue, brings both builds up to date, and hands the ports to the workers", async () => {
    const env: NodeJS.ProcessEnv = {};
    await prepareE2eServers(env, ["test"]);
    expect(Number(env.E2E_SITE_PORT)).toBeGreaterThan(0);
    expect(Number(env.E2E_CATALOGUE_PORT)).toBeGreaterThan(0);
    expect(env.E2E_SITE_PORT).not.toBe(env.E2E_CATALOGUE_PORT);
    expect(builtFolders()).toEqual(["storybook-static", "build"]);
    expect(env.E2E_SERVERS_PREPARED).toBe("1");

    // A worker evaluates the config again, with the main process's environment: the same ports, no second check.
    const worker = { ...env };
    await prepareE2eServers(worker, ["test"]);
    expect(worker).toEqual(env);
    expect(ensureBuilt).toHaveBeenCalledTimes(2);
  });

  it("leaves a run the main process prepared as it is, in a worker's own environment", async () => {
    const worker: NodeJS.ProcessEnv = { E2E_SERVERS_PREPARED: "1", E2E_SITE_PORT: "4173", E2E_CATALOGUE_PORT: "6006" };
    await prepareE2eServers(worker, ["test"]);
    expect(worker).toEqual({ E2E_SERVERS_PREPARED: "1", E2E_SITE_PORT: "4173", E2E_CATALOGUE_PORT: "6006" });
    expect(ensureBuilt).not.toHaveBeenCalled();
    expect(e2ePorts(worker)).toEqual({ site: 4173, catalogue: 6006 });
  });

  it("knows no ports before the main process has chosen them", () => {
    expect(e2ePorts({})).toEqual({ site: 0, catalogue: 0 });
  });

  it("only listing the tests brings the catalogue up to date (its story list names the story tests) and starts no server", async () => {
    const env: NodeJS.ProcessEnv = {};
    await prepareE2eServers(env, ["test", "--list"]);
    expect(builtFolders()).toEqual(["storybook-static"]);
    expect(env.E2E_SITE_PORT).toBeUndefined();
  });

  it("refuses a given port that a server already answers on, naming the variable, before building anything", async () => {
    const port = await foreignServer();
    await expect(prepareE2eServers({ E2E_CATALOGUE_PORT: String(port) }, ["test"])).rejects.toThrow(
      `E2E_CATALOGUE_PORT=${port}: something already answers on that port`,
    );
    expect(ensureBuilt).not.toHaveBeenCalled();
  });

  it("so `playwright test` stops there rather than testing another checkout's site", async () => {
    const port = await foreignServer();
    // Playwright's own command, without npx's extra Node process (0.6 s of CPU) in front of it.
    const run = spawnSync("node_modules/.bin/playwright", ["test", "--project=build", "specs/build-output.spec.ts"], {
      env: { ...process.env, E2E_SITE_PORT: String(port) },
      encoding: "utf8",
    });
    expect(run.status).not.toBe(0);
    expect(run.stdout + run.stderr).toContain(`E2E_SITE_PORT=${port}: something already answers on that port`);
    expect(requestsToForeign).toBe(0);
  }, 30_000);
});
