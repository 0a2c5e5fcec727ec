import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { HOUSE } from "./house.ts";
import { type HouseTable, houseFaults, moduleCircles, partOf } from "./parts.ts";

/** A small table, read downwards: a tool, a core with an entry, and the bottom. */
const table: HouseTable = {
  "qa/soak": { imports: ["qa/results", "qa/basics"] },
  "qa/results": { imports: ["qa/basics"], entries: ["index.ts", "site.ts"] },
  "qa/basics": { imports: [] },
  "qa/settings.ts": { imports: [] },
  src: { imports: [] },
};

describe("the house table", () => {
  it("puts a module in its folder's part, a file at qa/'s top in its own, and the site in src", () => {
    expect(partOf("qa/soak/tally.ts", table)).toBe("qa/soak");
    expect(partOf("qa/settings.ts", table)).toBe("qa/settings.ts");
    expect(partOf("src/lib/paths.ts", table)).toBe("src");
    expect(partOf("qa/coverage/main.ts", table)).toBeUndefined();
    expect(partOf("srcs/lib/paths.ts", table)).toBeUndefined();
  });

  it("lets a part import what its line names, through the entry of a part that has one", () => {
    const sources = new Map([
      [
        "qa/soak/tally.ts",
        'import { fails } from "#qa/results/index.ts";\nimport { median } from "#qa/basics/median.ts";',
      ],
      ["qa/results/index.ts", 'export { fails } from "./tests.ts";'],
      ["qa/results/tests.ts", 'import { hashOf } from "../basics/hash.ts";'],
      ["qa/soak/tally.test.ts", 'import { readRun } from "#qa/results/run.ts";'],
      ["qa/soak/page.ts", 'import { RUN } from "#qa/results/fixtures/run.ts";'],
      ["qa/soak/site-runs.ts", 'import { SITE_RUNS } from "#qa/results/site.ts";'],
      ["qa/results/site.ts", 'export const SITE_RUNS = "runs";'],
    ]);
    expect(houseFaults(sources, table)).toEqual([]);
  });

  it("finds an import back up, an import of a part not named, an entry passed by and a module in no part", () => {
    const sources = new Map([
      ["qa/results/tests.ts", 'import { tally } from "#qa/soak/tally.ts";'],
      ["qa/basics/hash.ts", 'import { REPORTS } from "#qa/settings.ts";'],
      ["qa/soak/tally.ts", 'import { fails } from "#qa/results/tests.ts";'],
      ["qa/coverage/main.ts", 'import { fails } from "#qa/results/index.ts";'],
    ]);
    expect(houseFaults(sources, table)).toEqual([
      "qa/results/tests.ts imports qa/soak/tally.ts: qa/results may not import qa/soak (qa/house/parts.ts)",
      "qa/basics/hash.ts imports qa/settings.ts: qa/basics may not import qa/settings.ts (qa/house/parts.ts)",
      "qa/soak/tally.ts imports qa/results/tests.ts: the other parts import qa/results through qa/results/index.ts or qa/results/site.ts",
      "qa/coverage/main.ts is in no part of the house table (qa/house/parts.ts)",
      // The import back up closes a circle.
      "modules import each other in a circle: qa/results/tests.ts, qa/soak/tally.ts",
    ]);
  });

  it("names an import of a file in no part, and reads only the modules: not tests, fixtures or other files", () => {
    const sources = new Map([
      ["qa/soak/load.ts", 'import { handlers } from "#mocks/handlers.ts";'],
      ["qa/soak/rows.tsv", 'from "#qa/coverage/main.ts"'],
      ["qa/soak/load.test.tsx.ts", 'import { handlers } from "#qa/visual/collect.ts";'],
      ["qa/soak/load.test.tsx", 'import { handlers } from "#qa/visual/collect.ts";'],
      ["qa/soak/fixtures/run.ts", 'import { handlers } from "#qa/visual/collect.ts";'],
      // The site and the specs are not the tools: other rules hold them (arrows.ts).
      ["src/lib/paths.ts", 'import { tally } from "#qa/soak/tally.ts";'],
      ["specs/home.spec.ts", 'import { tally } from "#qa/soak/tally.ts";'],
      [".ci/recorded-review.ts", 'import { tally } from "#qa/soak/tally.ts";'],
    ]);
    expect(houseFaults(sources, table)).toEqual([
      "qa/soak/load.ts imports mocks/handlers.ts: qa/soak may not import it (qa/house/parts.ts)",
      "qa/soak/load.test.tsx.ts imports qa/visual/collect.ts: qa/soak may not import it (qa/house/parts.ts)",
      ".ci/recorded-review.ts is in no part of the house table (qa/house/parts.ts)",
    ]);
  });

  it("finds a table whose arrows go round, and a part named that the table does not have", () => {
    const round: HouseTable = {
      "qa/visual": { imports: ["qa/engines"] },
      "qa/engines": { imports: ["qa/visual", "qa/nowhere"] },
    };
    // A circle in the table needs an arrow that goes up, so it is found as that arrow.
    expect(houseFaults(new Map(), round)).toEqual([
      "qa/engines may import qa/visual, which is not below it in the house table",
      "qa/engines may import qa/nowhere, which is no part of the house table",
    ]);
  });

  it("finds a part that may import one listed above it: the table reads downwards", () => {
    const upwards: HouseTable = {
      "qa/basics": { imports: [] },
      "qa/results": { imports: ["qa/basics", "qa/results"] },
    };
    expect(houseFaults(new Map(), upwards)).toEqual([
      "qa/results may import qa/basics, which is not below it in the house table",
      "qa/results may import qa/results, which is not below it in the house table",
    ]);
  });

  it("finds no circle where two paths meet again, or where modules import what is outside them", () => {
    const diamond = new Map([
      ["qa/soak/main.ts", ["qa/soak/tally.ts", "qa/soak/page.ts", "src/lib/paths.ts"]],
      ["qa/soak/tally.ts", ["qa/soak/runs.ts"]],
      ["qa/soak/page.ts", ["qa/soak/runs.ts", "qa/soak/tally.ts"]],
      ["qa/soak/runs.ts", []],
    ]);
    expect(moduleCircles(diamond)).toEqual([]);
    expect(moduleCircles(new Map([...diamond].reverse()))).toEqual([]);
  });

  it("finds modules that import each other round in a circle, a type import too, and each circle once", () => {
    const arrows = new Map([
      ["qa/plan/journeys.ts", ["qa/plan/stories-in-place.ts", "qa/engines/driver.ts"]],
      ["qa/plan/stories-in-place.ts", ["qa/plan/journeys.ts"]],
      ["qa/engines/driver.ts", []],
      ["qa/engines/a.ts", ["qa/engines/b.ts"]],
      ["qa/engines/b.ts", ["qa/engines/c.ts"]],
      ["qa/engines/c.ts", ["qa/engines/a.ts"]],
    ]);
    expect(moduleCircles(arrows)).toEqual([
      ["qa/plan/journeys.ts", "qa/plan/stories-in-place.ts"],
      ["qa/engines/a.ts", "qa/engines/b.ts", "qa/engines/c.ts"],
    ]);
    const sources = new Map([
      ["qa/soak/a.ts", 'import type { B } from "./b.ts";'],
      ["qa/soak/b.ts", 'import { a } from "./a.ts";'],
    ]);
    expect(houseFaults(sources, table)).toEqual(["modules import each other in a circle: qa/soak/a.ts, qa/soak/b.ts"]);
  });

  it("holds for every module of the tools in this tree", () => {
    // Read from the folders, not from git: Stryker runs the unit specs in a copy that is no repository.
    const files = ["qa", ".ci"].flatMap((folder) =>
      readdirSync(folder, { recursive: true, encoding: "utf8" })
        .map((file) => join(folder, file))
        .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && statSync(file).isFile()),
    );
    expect(files.length).toBeGreaterThan(200);
    expect(houseFaults(new Map(files.map((file) => [file, readFileSync(file, "utf8")])), HOUSE)).toEqual([]);
  });
});
