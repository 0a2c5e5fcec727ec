import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { JSONReport } from "#qa/support/playwright-report.ts";
import { repeatedTests } from "./repeats";

// Recorded from a real `playwright test --repeat-each=3` of one build spec (reporter "json").
const report = JSON.parse(readFileSync(new URL("fixtures/repeat-report.json", import.meta.url), "utf8")) as JSONReport;

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

// Recorded from a real `npm run test:stability` of one screenshot test against a baseline replaced on purpose.
const missReport = JSON.parse(
  readFileSync(new URL("fixtures/screenshot-miss-report.json", import.meta.url), "utf8"),
) as JSONReport;

describe("the pictures a repeated screenshot test kept", () => {
  it("are each run's approved, actual and diff pictures of the named screenshot", () => {
    const [test] = repeatedTests(missReport, "/work/wt-qa-coverage");
    expect(test.runs.map((run) => run.status)).toEqual(["failed", "failed", "failed"]);
    for (const run of test.runs) {
      expect(run.pictures.map((picture) => `${picture.screenshot} ${picture.role}`)).toEqual([
        "header-menu-open expected",
        "header-menu-open actual",
        "header-menu-open diff",
      ]);
    }
    // Each repeat keeps its own pictures; the approved one is the baseline itself.
    expect(new Set(test.runs.map((run) => run.pictures[1].path)).size).toBe(3);
    expect(test.runs[0].pictures[0].path).toMatch(/snapshots\/navigation\.spec\.ts\/header-menu-open-desktop\.png$/);
  });
});
