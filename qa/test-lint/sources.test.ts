import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { testLintFiles, testLintReads } from "./sources.ts";

describe("the files the test lint reads", () => {
  it("are the specs and their support, the unit specs and the browser and timing tools; no component, no other tool", () => {
    const read = ["specs/home.spec.ts", "src/components/FeatureGrid.test.tsx", "qa/changed/select.test.ts"];
    const support = ["qa/support/wait.ts", "qa/engines/webkit.ts", "qa/soak/main.ts", "qa/bench/main.ts"];
    const notRead = [
      ...["src/components/FeatureGrid.tsx", "qa/changed/select.ts", "qa/visual/review-page.ts", "README.md"],
      // Files named like sources, which are not: a snapshot, a backup, a fixture's data.
      ...["specs/home.spec.ts.md", "src/components/Header.test.tsx.snap", "qa/visual/load-run.test.ts.orig"],
      "qa/support/fixtures/recorded.tsx.json",
    ];
    expect([...read, ...support].filter(testLintReads)).toEqual([...read, ...support]);
    expect(notRead.filter(testLintReads)).toEqual([]);
  });

  it("are exactly those of the checkout it says it reads, file by file", () => {
    const tracked = execFileSync("git", ["ls-files"], { encoding: "utf8" }).trim().split("\n");
    const files = testLintFiles();
    // Each once (a spec of qa/support/ is in two of its folders), in the order the findings are said.
    expect(files).toEqual([...new Set(files)].sort());
    const listed = new Set(files);
    expect(tracked.filter((file) => testLintReads(file) !== listed.has(file))).toEqual([]);
    expect(listed.size).toBeGreaterThan(250);
  });
});
