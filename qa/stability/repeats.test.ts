import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type JSONReport, type JSONReportTestResult, reportedTests } from "#qa/results/index.ts";
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
    const [repeated] = repeatedTests(missReport, "/work/wt-qa-coverage");
    expect(repeated.runs.map((run) => run.status)).toEqual(["failed", "failed", "failed"]);
    for (const run of repeated.runs) {
      expect(run.pictures.map((picture) => `${picture.screenshot} ${picture.role}`)).toEqual([
        "header-menu-open expected",
        "header-menu-open actual",
        "header-menu-open diff",
      ]);
    }
    // Each repeat keeps its own pictures; the approved one is the baseline itself.
    expect(new Set(repeated.runs.map((run) => run.pictures[1].path)).size).toBe(3);
    expect(repeated.runs[0].pictures[0].path).toMatch(
      /snapshots\/navigation\.spec\.ts\/header-menu-open-desktop\.png$/,
    );
  });
});

// Recorded from a real visual run (qa/visual's fixture): two stories in two projects, one of them without an
// approved picture yet, which keeps its accessibility tree as an attachment held in the report itself.
const storiesReport = JSON.parse(
  readFileSync(new URL("../visual/fixtures/two-shard-run/run-report.json", import.meta.url), "utf8"),
) as JSONReport;

describe("the tests of a run with several", () => {
  it("are each test in each project apart, with only the pictures among their attachments", () => {
    const tests = repeatedTests(storiesReport, "<fixture>");
    expect(tests.map((test) => [test.project, test.title, test.runs.length])).toEqual([
      ["desktop", "PackageCard › premium", 1],
      ["mobile", "PackageCard › premium", 1],
      ["desktop", "ThankYouPanel › shown", 1],
      ["mobile", "ThankYouPanel › shown", 1],
    ]);
    expect(tests[2].file).toBe("specs/stories.spec.ts");
    expect(tests[2].runs[0].pictures.map((picture) => `${picture.screenshot} ${picture.role}`)).toEqual([
      "thankyoupanel--shown actual",
    ]);
  });
});

/** The recorded miss report with each repeat's result changed by `edit`. */
function editedMissReport(edit: (results: JSONReportTestResult[], repeat: number) => void): JSONReport {
  const copy = structuredClone(missReport);
  reportedTests(copy).forEach(({ test }, repeat) => {
    edit(test.results, repeat);
  });
  return copy;
}

describe("a repeat's run", () => {
  it("is its first try: a retry (should retries be asked for) is no run of its own", () => {
    const retried = editedMissReport((results) => {
      results.push({ ...results[0], status: "passed", retry: 1, attachments: [] });
    });
    const [repeated] = repeatedTests(retried, "/work/wt-qa-coverage");
    expect(repeated.runs.map((run) => run.status)).toEqual(["failed", "failed", "failed"]);
  });

  it("is skipped when its result has no status: it never ran", () => {
    const unrun = editedMissReport((results, repeat) => {
      if (repeat === 1) delete (results[0] as { status?: string }).status;
    });
    const [repeated] = repeatedTests(unrun, "/work/wt-qa-coverage");
    expect(repeated.runs.map((run) => run.status)).toEqual(["failed", "skipped", "failed"]);
  });

  it("keeps no picture held in the report rather than in a file: the page could not show it", () => {
    const inline = editedMissReport((results, repeat) => {
      if (repeat === 0) {
        const actual = results[0].attachments[1];
        delete actual.path;
        actual.body = "iVBORw0KGgo=";
      }
    });
    const [repeated] = repeatedTests(inline, "/work/wt-qa-coverage");
    expect(repeated.runs.map((run) => run.pictures.map((picture) => picture.role))).toEqual([
      ["expected", "diff"],
      ["expected", "actual", "diff"],
      ["expected", "actual", "diff"],
    ]);
  });
});
