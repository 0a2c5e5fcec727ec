import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { answers, choosePorts } from "#qa/support/ports.ts";
import { writeStamp } from "#src/build/build-stamp.ts";
import { currentInputs, ensureBuilt, siteBuild } from "#src/build/builds.ts";
import { writeBuiltSite } from "#src/server/built-site.test-fixture.ts";
import { type SiteServer, startSiteServer } from "./site-server.ts";

vi.mock("#src/build/builds.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("#src/build/builds.ts")>()),
  ensureBuilt: vi.fn(),
}));

/** A stand-in for `npm start`'s server (fixtures/stand-in-site.mjs says what it does). */
const STAND_IN = new URL("fixtures/stand-in-site.mjs", import.meta.url).pathname;

let started: SiteServer | undefined;
let printed: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.mocked(ensureBuilt).mockReset();
  printed = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(async () => {
  await started?.stop();
  started = undefined;
});

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

  it("is this tree's build, brought up to date, served on a free port with the tool's environment once it answers", async () => {
    const env = { STAND_IN: "serve", CONTACT_INBOX_FILE: "/tmp/vormis-inbox.jsonl" };
    const log = vi.fn();
    started = await startSiteServer({ portVariable: "ENGINES_SITE_PORT", env, log, script: STAND_IN });
    expect(ensureBuilt).toHaveBeenCalledWith(siteBuild(env), env, log);
    expect(started.origin).toBe(`http://localhost:${started.port}`);
    expect(await (await fetch(started.origin)).text()).toBe("inbox /tmp/vormis-inbox.jsonl");
  });

  it("gives up on a server that does not answer well in time, naming it, and ends it", async () => {
    const { ENGINES_SITE_PORT: port } = await choosePorts(["ENGINES_SITE_PORT"], {});
    const starting = startSiteServer({
      portVariable: "ENGINES_SITE_PORT",
      env: { STAND_IN: "unwell", ENGINES_SITE_PORT: String(port) },
      script: STAND_IN,
      startTimeoutMs: 300,
    });
    await expect(starting).rejects.toThrow(`waited 300 ms for the site on http://localhost:${port}; last saw false`);
    await vi.waitFor(async () => expect(await answers(port)).toBe(false), { timeout: 4_000 });
  });

  it("ends, quietly, when the tool stops it", async () => {
    started = await startSiteServer({
      portVariable: "ENGINES_SITE_PORT",
      env: { STAND_IN: "serve" },
      script: STAND_IN,
    });
    await started.stop();
    expect(await answers(started.port)).toBe(false);
    expect(printed).not.toHaveBeenCalled();
  });

  it("fails, saying how the server ended, when it ends before it answers", async () => {
    const starting = startSiteServer({
      portVariable: "ENGINES_SITE_PORT",
      env: { STAND_IN: "exit" },
      script: STAND_IN,
    });
    await expect(starting).rejects.toThrow("the site's server ended (exit 3) before it answered");
    expect(printed).toHaveBeenCalledWith(
      expect.stringMatching(/^the site's server on http:\/\/localhost:\d+ stopped unexpectedly \(exit 3\)$/),
    );
  });

  it("is npm start's own server unless a test gives a stand-in: the build in BUILD_DIR, sent with its stamp", async () => {
    const buildDir = mkdtempSync(join(tmpdir(), "vormis-site-server-"));
    try {
      // A build of the current tree as far as npm start's own check goes: its stamp is the tree's inputs now.
      const env = { BUILD_DIR: buildDir, PATH: process.env.PATH };
      writeBuiltSite(join(buildDir, "client"));
      const inputs = currentInputs(siteBuild(env), env);
      writeStamp(join(buildDir, "build-stamp.json"), inputs);
      started = await startSiteServer({ portVariable: "ENGINES_SITE_PORT", env, log: vi.fn() });
      const home = await fetch(started.origin);
      expect(home.status).toBe(200);
      expect(home.headers.get("x-vormis-build")).toBe(inputs.stamp);
      expect(await home.text()).toContain("<h1>Avaleht</h1>");
    } finally {
      await started?.stop();
      rmSync(buildDir, { recursive: true, force: true });
    }
  });

  it("keeps answering however much the server logs: its log is not the tool's output, and nobody waits to read it", async () => {
    started = await startSiteServer({
      portVariable: "ENGINES_SITE_PORT",
      env: { STAND_IN: "chatty" },
      script: STAND_IN,
      // Long enough for a slow start on a busy machine; a server whose log nobody reads never listens at all.
      startTimeoutMs: 8_000,
    });
    expect((await fetch(started.origin)).ok).toBe(true);
  }, 10_000);

  it("ends the server when the tool's process exits without stopping it", async () => {
    const before = new Set(process.listeners("exit"));
    started = await startSiteServer({
      portVariable: "ENGINES_SITE_PORT",
      env: { STAND_IN: "serve" },
      script: STAND_IN,
    });
    const { port } = started;
    // The process's exit, as its listeners hear it (a real one would end the test run).
    for (const listener of process.listeners("exit").filter((listener) => !before.has(listener))) listener(0);
    await vi.waitFor(async () => expect(await answers(port)).toBe(false), { timeout: 4_000 });
    expect(printed).not.toHaveBeenCalled();
  });

  it("says where it happens when the server ends after it answered, without being asked to", async () => {
    started = await startSiteServer({
      portVariable: "ENGINES_SITE_PORT",
      env: { STAND_IN: "serve" },
      script: STAND_IN,
    });
    await fetch(`${started.origin}/crash`).catch(() => undefined);
    await vi.waitFor(
      () =>
        expect(printed).toHaveBeenCalledWith(`the site's server on ${started?.origin} stopped unexpectedly (SIGKILL)`),
      { timeout: 4_000 },
    );
  });
});
