import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importedPath, modulesReached, wrongArrows } from "./arrows";

const SOURCE = /\.(ts|tsx|mjs)$/;
const SOURCE_FOLDERS = ["src", "qa", "specs", "mocks", ".storybook", ".ci"];
const sourceFilesIn = (folder: string) =>
  readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => SOURCE.test(file))
    .map((file) => join(folder, file));

describe("which way imports point", () => {
  it("resolves relative imports and the #qa/ and #src/ aliases to repository paths, and leaves packages alone", () => {
    expect(importedPath("src/server/start.ts", "../build/builds.ts")).toBe("src/build/builds.ts");
    expect(importedPath("specs/home.spec.ts", "#qa/support/scrolling.ts")).toBe("qa/support/scrolling.ts");
    expect(importedPath("qa/bench/main.ts", "#src/lib/paths.ts")).toBe("src/lib/paths.ts");
    expect(importedPath("src/components/Header.stories.tsx", "#catalogue/states.tsx")).toBe(".storybook/states.tsx");
    expect(importedPath("src/server/built-site.test-fixture.ts", "#mocks/node.ts")).toBe("mocks/node.ts");
    expect(importedPath("src/root.tsx", "react-router")).toBeUndefined();
  });

  it("finds a site module importing a tool, a config importing a mock, and a tool importing a spec", () => {
    const sources = new Map([
      ["src/server/start.ts", 'import { BUILD_HEADER } from "#qa/plan/server-identity.ts";'],
      ["vite.config.ts", 'import { handlers } from "./mocks/handlers.ts";'],
      ["qa/bench/main.ts", 'const raw = await import("../../specs/fixtures.ts");'],
      ["src/components/Header.test.tsx", 'import { server } from "../../mocks/node";'],
      ["src/components/Header.stories.tsx", 'import { inBox } from "../../.storybook/decorators";'],
      ["specs/home.spec.ts", 'import { test } from "#qa/plan/playwright-fixtures.ts";'],
      ["specs/blog.spec.ts", 'import { settle } from "./home.spec.ts";'],
    ]);
    expect(wrongArrows(sources)).toEqual([
      {
        from: "src/server/start.ts",
        to: "qa/plan/server-identity.ts",
        rule: "the site and its build import nothing of the tests, mocks, catalogue or tools",
      },
      {
        from: "vite.config.ts",
        to: "mocks/handlers.ts",
        rule: "the site and its build import nothing of the tests, mocks, catalogue or tools",
      },
      {
        from: "qa/bench/main.ts",
        to: "specs/fixtures.ts",
        rule: "nothing imports from specs/: it holds specs only, their support is in qa/support/",
      },
      {
        from: "specs/blog.spec.ts",
        to: "specs/home.spec.ts",
        rule: "nothing imports from specs/: it holds specs only, their support is in qa/support/",
      },
    ]);
  });

  it("takes only a test's, story's or fixture's ending, not those words inside a name, for the mark of a file outside the site", () => {
    const sources = new Map([["src/lib/scores.test.tsv.ts", 'import { h } from "#qa/support/report-page.ts";']]);
    expect(wrongArrows(sources)).toEqual([
      {
        from: "src/lib/scores.test.tsv.ts",
        to: "qa/support/report-page.ts",
        rule: "the site and its build import nothing of the tests, mocks, catalogue or tools",
      },
    ]);
  });

  it("holds for every source file of this tree", () => {
    // Read from the folders, not from git: Stryker runs the unit specs in a copy that is no repository.
    const files = [...SOURCE_FOLDERS.flatMap(sourceFilesIn), ...readdirSync(".").filter((file) => SOURCE.test(file))]
      // Recorded fixtures, and this file's own examples of wrong arrows, are not code of the tree.
      .filter((file) => !file.includes("/fixtures/") && file !== "qa/house/arrows.test.ts");
    expect(files.length).toBeGreaterThan(200);
    expect(wrongArrows(new Map(files.map((file) => [file, readFileSync(file, "utf8")])))).toEqual([]);
  });
});

describe("the modules a module reaches", () => {
  const sources = new Map([
    [
      "qa/proof/a.test.ts",
      'import { b } from "./b";\nimport type { C } from "#qa/c/index.ts";\nimport { x } from "vitest";',
    ],
    ["qa/proof/b.ts", 'export const b = async () => (await import("../d/d.tsx")).d;'],
    ["qa/c/index.ts", 'export type { C } from "./c.ts";\nexport { b } from "../proof/b.ts";'],
    ["qa/c/c.ts", "export type C = string;"],
    ["qa/d/d.tsx", 'import { a } from "#qa/proof/a.test.ts";'],
    ["qa/e/e.ts", 'import { b } from "#qa/proof/b.ts";'],
  ]);
  const read = (file: string) => sources.get(file);

  it("are those its imports reach, types and dynamic imports too, each once, found with or without its ending", () => {
    expect(modulesReached(["qa/proof/a.test.ts"], read)).toEqual([
      "qa/c/c.ts",
      "qa/c/index.ts",
      "qa/d/d.tsx",
      "qa/proof/a.test.ts",
      "qa/proof/b.ts",
    ]);
  });

  it("are none for a file that does not exist, and only the module itself for one that imports nothing", () => {
    expect(modulesReached(["qa/nowhere.ts"], read)).toEqual([]);
    expect(modulesReached(["qa/c/c.ts"], read)).toEqual(["qa/c/c.ts"]);
    expect(modulesReached(["qa/c"], read)).toEqual([
      "qa/c/c.ts",
      "qa/c/index.ts",
      "qa/d/d.tsx",
      "qa/proof/a.test.ts",
      "qa/proof/b.ts",
    ]);
  });
});
