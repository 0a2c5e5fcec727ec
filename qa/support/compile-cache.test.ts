import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { shareCompileCache } from "./compile-cache.ts";

/** The checkout's own cache, unless the run's caller names one. */
const CHECKOUT_CACHE = resolve("node_modules/.cache/node-compile-cache");

/** What a fresh Node process that shares the cache says of it: the folder it names to its children, the one it uses. */
function sharedIn(env: NodeJS.ProcessEnv) {
  const script = [
    'import { getCompileCacheDir } from "node:module";',
    'import { shareCompileCache } from "./qa/support/compile-cache.ts";',
    "const named = shareCompileCache();",
    "console.log(JSON.stringify({ named, env: process.env.NODE_COMPILE_CACHE, used: getCompileCacheDir() }));",
  ].join("\n");
  const { NODE_COMPILE_CACHE: _, ...without } = process.env;
  const child = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
    encoding: "utf8",
    env: { ...without, ...env },
  });
  return JSON.parse(child.stdout) as { named: string; env: string; used: string };
}

describe("the compile cache a run shares with the processes it starts", () => {
  it("is the checkout's own, used by the run and named to what it starts", () => {
    const shared = sharedIn({});
    expect(shared.named).toBe(CHECKOUT_CACHE);
    expect(shared.env).toBe(CHECKOUT_CACHE);
    expect(shared.used.startsWith(`${shared.named}/`)).toBe(true);
  });

  it("is named in the environment given, in this process too, unless one is named there already", () => {
    // A folder of its own: this worker's modules from now on go to it, and nothing else does.
    const named = join(mkdtempSync(join(tmpdir(), "compile-cache-")), "cache");
    const given: NodeJS.ProcessEnv = { NODE_COMPILE_CACHE: named };
    expect(shareCompileCache(given)).toBe(named);
    expect(given.NODE_COMPILE_CACHE).toBe(named);
    const unnamed: NodeJS.ProcessEnv = {};
    expect(shareCompileCache(unnamed)).toBe(CHECKOUT_CACHE);
    expect(unnamed.NODE_COMPILE_CACHE).toBe(CHECKOUT_CACHE);
  });

  it("is the one the run's caller named, if it named one", () => {
    const named = join(mkdtempSync(join(tmpdir(), "compile-cache-")), "cache");
    const shared = sharedIn({ NODE_COMPILE_CACHE: named });
    expect(shared).toEqual({ named, env: named, used: expect.stringMatching(new RegExp(`^${named}/`)) });
  });
});
