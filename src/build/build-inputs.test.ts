import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildEnv, isCatalogueInput, isSiteInput, readInputs } from "./build-inputs.ts";

let root: string;
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "vormis-inputs-"));
  execFileSync("git", ["init", "--quiet"], { cwd: root });
  write(".gitignore", "build/\n");
  write("package-lock.json", "{}");
  write("src/components/Header.tsx", "export const Header = 1;");
  write("src/components/Header.stories.tsx", "export default {};");
  write("specs/home.spec.ts", "test();");
  write("build/client/index.html", "<h1>built</h1>");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("a build's inputs", () => {
  it("are the content of every file git tracks or would track, less what cannot change the output", () => {
    execFileSync("git", ["add", "src/components/Header.tsx"], { cwd: root });
    const { files } = readInputs(root, isSiteInput, {});
    expect(Object.keys(files)).toEqual([".gitignore", "package-lock.json", "src/components/Header.tsx"]);
  });

  it("change their stamp when a file's content changes, and only then", () => {
    const before = readInputs(root, isSiteInput, {});
    expect(readInputs(root, isSiteInput, {}).stamp).toBe(before.stamp);
    write("src/components/Header.tsx", "export const Header = 2;");
    expect(readInputs(root, isSiteInput, {}).stamp).not.toBe(before.stamp);
  });

  it("change their stamp when a file appears or goes, ignored ones aside", () => {
    const before = readInputs(root, isSiteInput, {}).stamp;
    write("build/client/other.html", "<h1>ignored</h1>");
    expect(readInputs(root, isSiteInput, {}).stamp).toBe(before);
    write("src/lib/new.ts", "export {};");
    expect(readInputs(root, isSiteInput, {}).stamp).not.toBe(before);
  });

  it("change their stamp with the environment that changes the output", () => {
    const before = readInputs(root, isSiteInput, buildEnv({ PATH: "/bin" })).stamp;
    expect(readInputs(root, isSiteInput, buildEnv({ PATH: "/usr/bin", CI: "1" })).stamp).toBe(before);
    expect(readInputs(root, isSiteInput, buildEnv({ VITE_IMAGE_HOST: "http://127.0.0.1:1" })).stamp).not.toBe(before);
  });
});

describe("which files are inputs", () => {
  it("of the site: the app and its configuration, not stories, tests, specs, baselines or docs", () => {
    for (const path of [
      "src/root.tsx",
      "vite.config.ts",
      "package-lock.json",
      "public/og-image.png",
      "src/build/bundle-composition.ts",
      "src/build/builds.ts",
    ]) {
      expect(isSiteInput(path), path).toBe(true);
    }
    for (const path of [
      "src/components/Header.stories.tsx",
      ".storybook/preview.tsx",
      "src/components/Header.test.tsx",
      "src/lib/scroll.test.ts",
      "specs/home.spec.ts",
      "snapshots/home.spec.ts/home-desktop.png",
      "qa/visual/fixtures/run.json",
      "qa/bench/fixtures/first-load/a.json",
      "qa/plan/journeys.ts",
      "qa/plan/take-picture.ts",
      "qa/plan/test-engines.ts",
      "qa/soak/main.ts",
      "qa/coverage/main.ts",
      "qa/mutation/changed-files.ts",
      ".github/workflows/ci.yml",
      "qa/stages/main.ts",
      "qa/stages/runner.ts",
      "qa/results/run.ts",
      "qa/changed/main.ts",
      "qa/house/tool-start.ts",
      "README.md",
    ]) {
      expect(isSiteInput(path), path).toBe(false);
    }
  });

  it("of the catalogue: the same, with the stories and the catalogue's setup", () => {
    expect(isCatalogueInput("src/components/Header.stories.tsx")).toBe(true);
    expect(isCatalogueInput(".storybook/preview.tsx")).toBe(true);
    expect(isCatalogueInput("src/components/Header.tsx")).toBe(true);
    expect(isCatalogueInput("specs/stories.spec.ts")).toBe(false);
  });
});

describe("the environment that changes a build's output", () => {
  it("is BUILD_DIR (build by default), NODE_ENV and every VITE_ and STORYBOOK_ variable", () => {
    expect(
      buildEnv({
        PATH: "/bin",
        HOME: "/root",
        VITE_SITE_ORIGIN: "https://example.ee",
        STORYBOOK_X: "1",
        NODE_ENV: "production",
      }),
    ).toEqual({ BUILD_DIR: "build", NODE_ENV: "production", STORYBOOK_X: "1", VITE_SITE_ORIGIN: "https://example.ee" });
    expect(buildEnv({ BUILD_DIR: "build-bench" })).toEqual({ BUILD_DIR: "build-bench" });
  });
});
