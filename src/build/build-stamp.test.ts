import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { BuildInputs } from "./build-inputs.ts";
import { changedSince, freshness, readStamp, writeStamp } from "./build-stamp.ts";

const inputs = (files: Record<string, string>, env: Record<string, string> = {}): BuildInputs => ({
  stamp: JSON.stringify({ files, env }),
  files,
  env,
});
const built = inputs({ "src/a.ts": "1", "src/b.ts": "1", "src/c.ts": "1", "src/d.ts": "1" }, { BUILD_DIR: "build" });

describe("whether a build is current, in one line", () => {
  it("reuses a build made from the same inputs", () => {
    expect(freshness("build", built, { ...built })).toEqual({ current: true, line: "build/ is up to date (reused)" });
  });

  it("names the first changed input and counts the others", () => {
    const now = inputs({ "src/a.ts": "2", "src/b.ts": "1", "src/d.ts": "2", "src/e.ts": "1" }, { BUILD_DIR: "build" });
    expect(freshness("build", built, now)).toEqual({
      current: false,
      line: "build/ is out of date (src/a.ts and 3 more changed): rebuilding",
    });
  });

  it("names a changed variable of the environment, and a single changed file alone", () => {
    const env = { ...built, env: { BUILD_DIR: "build", VITE_IMAGE_HOST: "http://127.0.0.1:4380" }, stamp: "other" };
    expect(freshness("build-bench", built, env).line).toBe(
      "build-bench/ is out of date (VITE_IMAGE_HOST changed): rebuilding",
    );
    const one = inputs({ ...built.files, "src/c.ts": "2" }, built.env);
    expect(freshness("build", built, one).line).toBe("build/ is out of date (src/c.ts changed): rebuilding");
  });

  it("builds what was never built, and rebuilds a build that does not say what it was made from", () => {
    expect(freshness("storybook-static", undefined, built, false)).toEqual({
      current: false,
      line: "storybook-static/ is not built yet: building",
    });
    expect(freshness("build", undefined, built, true)).toEqual({
      current: false,
      line: "build/ does not record what it was built from (an older or unfinished build): rebuilding",
    });
  });
});

describe("the stamp file", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "vormis-stamp-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("keeps the inputs a build was made from", () => {
    writeStamp(join(dir, "build-stamp.json"), built);
    expect(readStamp(join(dir, "build-stamp.json"))).toEqual(built);
  });

  it("is no record when missing or unreadable", () => {
    expect(readStamp(join(dir, "build-stamp.json"))).toBeUndefined();
    writeFileSync(join(dir, "build-stamp.json"), "{ half");
    expect(readStamp(join(dir, "build-stamp.json"))).toBeUndefined();
  });
});

describe("what changed since results were made from a stamp", () => {
  const now = inputs({ ...built.files, "src/c.ts": "2", "src/e.ts": "1" }, built.env);

  it("names the changed files where the inputs of the tree the results were made of are known", () => {
    expect(changedSince(built.stamp, built, now)).toBe("src/c.ts and 1 more changed");
    expect(changedSince(built.stamp, built, inputs({ ...built.files, "src/d.ts": "2" }, built.env))).toBe(
      "src/d.ts changed",
    );
  });

  it("names no file where the inputs known are of another tree or none are", () => {
    expect(changedSince("an older stamp", built, now)).toBeUndefined();
    expect(changedSince(undefined, built, now)).toBeUndefined();
    expect(changedSince(built.stamp, undefined, now)).toBeUndefined();
  });
});
