import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type JSONReport, type JSONReportTestResult, reportedTests } from "#qa/results/index.ts";
import { type RepeatedTest, repeatedTests, repeatRuns } from "./repeats";
import { tallyTests } from "./tally";

// Recorded from a real `playwright test --repeat-each=3` of one build spec (reporter "json").
const report = JSON.parse(readFileSync(new URL("fixtures/repeat-report.json", import.meta.url), "utf8")) as JSONReport;

describe("the repeats of each test in Playwright's JSON report", () => {
  it("gathers the three repeats Playwright reports as separate tests into one test with three repeats", () => {
    const tests = repeatedTests(report, "/work/wt-qa-coverage");
    expect(tests.map((test) => test.name)).toEqual([
      "[build] specs/build-output.spec.ts › search and sharing › sitemap.xml lists exactly the public pages, robots.txt points at it, icons and manifest are there",
    ]);
    expect(
      tests[0].repeats.map(({ record, pictures }) => [record.layer, record.place, record.status, pictures]),
    ).toEqual([
      ["browser", "build", "passed", []],
      ["browser", "build", "passed", []],
      ["browser", "build", "passed", []],
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
    expect(statuses(repeated)).toEqual(["failed", "failed", "failed"]);
    expect(repeated.repeats[0].record.error).toMatch(/^Error: expect\(page\)\.toHaveScreenshot\(expected\) failed/);
    for (const repeat of repeated.repeats) {
      expect(repeat.pictures.map((picture) => `${picture.screenshot} ${picture.role}`)).toEqual([
        "header-menu-open expected",
        "header-menu-open actual",
        "header-menu-open diff",
      ]);
    }
    // Each repeat keeps its own pictures; the approved one is the baseline itself.
    expect(new Set(repeated.repeats.map((repeat) => repeat.pictures[1].path)).size).toBe(3);
    expect(repeated.repeats[0].pictures[0].path).toMatch(
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
    expect(tests.map((test) => [test.name, test.repeats.length])).toEqual([
      ["[desktop] specs/stories.spec.ts › PackageCard › premium", 1],
      ["[mobile] specs/stories.spec.ts › PackageCard › premium", 1],
      ["[desktop] specs/stories.spec.ts › ThankYouPanel › shown", 1],
      ["[mobile] specs/stories.spec.ts › ThankYouPanel › shown", 1],
    ]);
    expect(tests[2].repeats[0].pictures.map((picture) => `${picture.screenshot} ${picture.role}`)).toEqual([
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

const statuses = ({ repeats }: RepeatedTest) => repeats.map((repeat) => repeat.record.status);

describe("a repeat", () => {
  it("is its first try: a retry (should retries be asked for) is no run of its own", () => {
    const retried = editedMissReport((results) => {
      results.push({ ...results[0], status: "passed", retry: 1, attachments: [] });
    });
    const [repeated] = repeatedTests(retried, "/work/wt-qa-coverage");
    expect(statuses(repeated)).toEqual(["failed", "failed", "failed"]);
  });

  it("did not run when its result has no status", () => {
    const unrun = editedMissReport((results, repeat) => {
      if (repeat === 1) delete (results[0] as { status?: string }).status;
    });
    const [repeated] = repeatedTests(unrun, "/work/wt-qa-coverage");
    expect(statuses(repeated)).toEqual(["failed", "not run", "failed"]);
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
    expect(repeated.repeats.map((repeat) => repeat.pictures.map((picture) => picture.role))).toEqual([
      ["expected", "diff"],
      ["expected", "actual", "diff"],
      ["expected", "actual", "diff"],
    ]);
  });
});

describe("the repeats as the tally's runs", () => {
  it("are run i of the i-th repeat of every test, which the soak's tally sorts into failing and flaky", () => {
    const runs = repeatRuns([
      ...repeatedTests(report, "/work/wt-qa-coverage"),
      ...repeatedTests(missReport, "/work/wt-qa-coverage"),
    ]);
    expect(runs.map(({ run, tests }) => [run, tests.map((test) => test.status)])).toEqual([
      [1, ["passed", "failed"]],
      [2, ["passed", "failed"]],
      [3, ["passed", "failed"]],
    ]);
    const flaky = editedMissReport((results, repeat) => {
      if (repeat === 1) results[0] = { ...results[0], status: "passed", error: undefined, errors: [], attachments: [] };
    });
    const tallied = (edited: JSONReport) => tallyTests(repeatRuns(repeatedTests(edited, "/work/wt-qa-coverage")));
    expect(tallied(missReport).map((test) => [test.verdict, test.runs])).toEqual([
      ["failing", ["failed", "failed", "failed"]],
    ]);
    expect(tallied(flaky).map((test) => [test.verdict, test.runs, test.errors[0].runs])).toEqual([
      ["flaky", ["failed", "passed", "failed"], [1, 3]],
    ]);
  });

  it("leave out a repeat that did not run, so that the tally counts it not run: neither passed nor failed", () => {
    const unrun = editedMissReport((results, repeat) => {
      if (repeat === 0) results[0].status = "skipped";
      if (repeat === 1) results[0].status = "interrupted";
    });
    const runs = repeatRuns(repeatedTests(unrun, "/work/wt-qa-coverage"));
    expect(runs.map((run) => run.tests.length)).toEqual([0, 0, 1]);
    expect(tallyTests(runs).map((test) => [test.verdict, test.runs])).toEqual([
      ["failing", ["not run", "not run", "failed"]],
    ]);
  });

  it("are none when no test was listed", () => {
    expect(repeatRuns([])).toEqual([]);
  });
});
