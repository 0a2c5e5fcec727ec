import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isSiteInput } from "./build-inputs.ts";
import { type BuildKind, buildNow, catalogueBuild, ensureBuilt, siteBuild } from "./builds.ts";

let root: string;
let lines: string[];
const log = (line: string) => void lines.push(line);
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
/** A stand-in build: counts its runs in out/runs, so a test sees whether it ran. */
const kind = (script = "mkdir -p out && echo run >> out/runs"): BuildKind => ({
  root,
  folder: "out",
  stampFile: "out/stamp.json",
  command: ["sh", "-c", script],
  isInput: isSiteInput,
});
/** What the runs of the project see, and `extra`. */
const env = (extra: Record<string, string> = {}) => ({ PATH: process.env.PATH, ...extra });
const runs = () =>
  existsSync(join(root, "out/runs")) ? readFileSync(join(root, "out/runs"), "utf8").split("\n").length - 1 : 0;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "vormis-builds-"));
  execFileSync("git", ["init", "--quiet"], { cwd: root });
  write(".gitignore", "out/\n");
  write("src/components/Header.tsx", "export const Header = 1;");
  write("specs/home.spec.ts", "test();");
  lines = [];
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("a build brought up to date", () => {
  it("is built when missing, then reused while nothing it is made from changes", () => {
    ensureBuilt(kind(), env(), log);
    ensureBuilt(kind(), env(), log);
    write("specs/home.spec.ts", 'test("changed", () => {});'); // not an input of the build
    ensureBuilt(kind(), env(), log);
    expect(lines).toEqual([
      "out/ is not built yet: building",
      "out/ is up to date (reused)",
      "out/ is up to date (reused)",
    ]);
    expect(runs()).toBe(1);
  });

  it("is rebuilt once a source file changed, naming it", () => {
    ensureBuilt(kind(), env(), log);
    write("src/components/Header.tsx", "export const Header = 2;");
    const { stamp } = ensureBuilt(kind(), env(), log);
    expect(lines.at(-1)).toBe("out/ is out of date (src/components/Header.tsx changed): rebuilding");
    expect(runs()).toBe(2);
    expect(JSON.parse(readFileSync(join(root, "out/stamp.json"), "utf8")).stamp).toBe(stamp);
  });

  it("is rebuilt when the environment that shapes it changed", () => {
    ensureBuilt(kind(), env({ VITE_IMAGE_HOST: "http://127.0.0.1:4380" }), log);
    ensureBuilt(kind(), env({ VITE_IMAGE_HOST: "http://127.0.0.1:4390" }), log);
    expect(lines.at(-1)).toBe("out/ is out of date (VITE_IMAGE_HOST changed): rebuilding");
  });

  it("records nothing when the build fails, so the next run builds again", () => {
    expect(() => ensureBuilt(kind("mkdir -p out && exit 3"), env(), log)).toThrow(
      "sh -c mkdir -p out && exit 3 failed (exit 3)",
    );
    expect(existsSync(join(root, "out/stamp.json"))).toBe(false);
    ensureBuilt(kind(), env(), log);
    expect(lines.at(-1)).toBe("out/ does not record what it was built from (an older or unfinished build): rebuilding");
  });

  it("stays out of date when a source changes while it builds: its stamp is of the inputs it started from", () => {
    ensureBuilt(kind("mkdir -p out && echo changed > src/components/Header.tsx"), env(), log);
    ensureBuilt(kind(), env(), log);
    expect(lines.at(-1)).toBe("out/ is out of date (src/components/Header.tsx changed): rebuilding");
  });
});

describe("a build asked for (npm run build)", () => {
  it("builds even when current, and records its inputs for the runs after it", () => {
    ensureBuilt(kind(), env(), log);
    buildNow(kind(), env());
    ensureBuilt(kind(), env(), log);
    expect(runs()).toBe(2);
    expect(lines.at(-1)).toBe("out/ is up to date (reused)");
  });
});

describe("the builds", () => {
  it("of the site go where BUILD_DIR says, their stamp beside what is published, never in it", () => {
    expect(siteBuild({}, root)).toMatchObject({ folder: "build", stampFile: "build/build-stamp.json" });
    expect(siteBuild({ BUILD_DIR: "build-bench" }, root)).toMatchObject({
      folder: "build-bench",
      stampFile: "build-bench/build-stamp.json",
    });
  });

  it("of the catalogue keep their stamp as a dot-file, which its server never sends", () => {
    expect(catalogueBuild(root)).toMatchObject({
      folder: "storybook-static",
      stampFile: "storybook-static/.build-stamp.json",
    });
  });
});
