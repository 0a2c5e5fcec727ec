// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type RepeatReport, repeatedTests } from "./repeats";

// Recorded from a real `playwright test --repeat-each=3` of one build spec (reporter "json").
const report = JSON.parse(
  readFileSync(new URL("fixtures/repeat-report.json", import.meta.url), "utf8"),
) as RepeatReport;

describe("the repeats of each test in Playwright's JSON report", () => {
  it("gathers the three repeats Playwright reports as separate tests into one test with three runs", () => {
    const tests = repeatedTests(report, "/work/wt-qa-coverage");
    expect(tests).toHaveLength(1);
    expect(tests[0]).toMatchObject({
      title:
        "search and sharing › sitemap.xml lists exactly the public pages, robots.txt points at it, icons and manifest are there",
      file: "specs/build-output.spec.ts",
      project: "build",
    });
    expect(tests[0].runs).toEqual([
      { status: "passed", pictures: [] },
      { status: "passed", pictures: [] },
      { status: "passed", pictures: [] },
    ]);
  });
});
