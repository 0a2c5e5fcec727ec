import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { TestRecord } from "#qa/results/index.ts";
import { type RunRecord, readRun } from "./runs";
import { type TestTally, tallySoak, tallyTests } from "./tally";

// The recorded runs (qa/soak/fixtures/README.md), read as the soak reads them.
const ROOT = "/work/wt-qa-coverage";
const runs = (...numbers: number[]) =>
  numbers.map((run) => readRun(join(import.meta.dirname, "fixtures", "runs", String(run)), ROOT));
const find = (tests: TestTally[], start: string) => tests.find((test) => test.test.startsWith(start)) as TestTally;

/** A test record to vary. */
const unit: TestRecord = { layer: "unit", place: "unit", file: "a", title: "b", status: "passed", tags: [] };

const CLEAN_REPORT_TEST = "qa/valid-html/vnu-report.test.ts › the Nu HTML Checker's report a clean report has no error";
const HERO = "[desktop] specs/home.spec.ts › home page › shows hero";

describe("the soak's tally across runs", () => {
  it("lists a test that passed in one run and failed in another with its counts and its error", () => {
    const { tests } = tallySoak(runs(1, 2));
    expect(tests[0]).toEqual({
      layer: "unit",
      test: CLEAN_REPORT_TEST,
      verdict: "flaky",
      passed: 1,
      failed: 1,
      notRun: 0,
      runs: ["passed", "failed"],
      errors: [
        {
          firstLine: "AssertionError: expected 'index.html:2:5 Bad value.\\n    ' to be '' // Object.is equality",
          message: expect.stringContaining("at /work/wt-qa-coverage/qa/valid-html/vnu-report.test.ts:72:58"),
          runs: [2],
        },
      ],
      restarts: [],
    });
    expect(tests.filter((test) => test.failed > 0)).toHaveLength(1);
  });

  it("counts a run whose reports lack a test (its stage did not run) as not run for it, never as passed", () => {
    const { tests } = tallySoak(runs(1, 2));
    const journey = find(tests, "[Firefox] page / @axe-clean");
    expect([journey.passed, journey.failed, journey.notRun, journey.runs]).toEqual([1, 0, 1, ["passed", "not run"]]);
    const browser = tests.filter((test) => test.layer === "browser");
    expect(browser.map((test) => test.runs)).toEqual(Array(7).fill(["passed", "not run"]));
  });

  it("makes a run that failed at a stage red, with the stages after it not run and no time", () => {
    const tally = tallySoak(runs(1, 2));
    expect(tally.red).toBe(1);
    expect(tally.runs.map((run) => [run.verdict, run.failedStages])).toEqual([
      ["passed", []],
      ["failed", ["unit specs (Vitest)"]],
    ]);
    const browser = tally.stages.find((stage) => stage.script === "test:e2e");
    expect(browser?.runs).toEqual([
      { status: "passed", seconds: 338.2 },
      { status: "not run", seconds: null },
    ]);
    expect([browser?.median, browser?.slowest]).toEqual([338.2, { seconds: 338.2, run: 1 }]);
  });

  it("counts each restart in its run and lists it with its test, which passed all the same", () => {
    const tally = tallySoak(runs(1, 4));
    expect(tally.runs.map((run) => run.restarts)).toEqual([2, 1]);
    expect(tally.restarts).toEqual([
      {
        run: 1,
        test: "engine journey: [WebKit] page / @axe-clean",
        restart:
          "WebKit stopped answering during `page / @axe-clean` (no answer to evaluate within 20 s); restarted; passed on the second go",
      },
      {
        run: 1,
        test: "engine picture: [Firefox] engines/firefox/contact-form-mobile.png",
        restart: expect.stringMatching(/^Firefox stopped answering while picturing/),
      },
      {
        run: 4,
        test: expect.stringMatching(/^engine journey: \[Firefox\] contact: a message/),
        restart: expect.stringMatching(/^Firefox stopped answering during `contact: a message/),
      },
    ]);
    const restarted = find(tally.tests, "[WebKit] page / @axe-clean");
    expect([restarted.passed, restarted.failed, restarted.restarts.map((restart) => restart.run)]).toEqual([2, 0, [1]]);
  });

  it("keeps one error per distinct first line, with every run it came in and the first run's whole message", () => {
    const { tests } = tallySoak(runs(1, 3, 4));
    const journey = find(tests, "[WebKit] page /contact");
    expect(journey.errors).toEqual([
      {
        firstLine: "title of /contact",
        message: expect.stringContaining("(no answer to evaluate within 20 s)"),
        runs: [3, 4],
      },
    ]);
    const hero = find(tests, HERO);
    expect(hero.errors.map((error) => [error.firstLine, error.runs])).toEqual([
      ["Error: expect(page).toHaveScreenshot(expected) failed", [3]],
      ["Error: expect(locator).toBeVisible() failed", [4]],
    ]);
  });

  it("lists the tests that failed in some run first, and the rest after them, each in the runs' order", () => {
    const { tests } = tallySoak(runs(1, 3));
    const failedFirst = tests.findIndex((test) => test.failed === 0);
    expect(tests.slice(0, failedFirst).map((test) => [test.layer, test.failed])).toEqual([
      ["browser", 1],
      ["browser", 1],
      ["engine journey", 1],
      ["engine picture", 1],
      ["engine picture", 1],
      ["engine picture", 1],
    ]);
    expect(tests.slice(failedFirst).every((test) => test.failed === 0)).toBe(true);
    expect(tests).toHaveLength(29);
  });

  it("makes a run cut short red, and one that left no record of its stages unrecorded too", () => {
    const tally = tallySoak(runs(1, 5, 6));
    expect([tally.red, tally.unrecorded]).toEqual([2, 1]);
    expect(tally.runs.map((run) => [run.verdict, run.recorded])).toEqual([
      ["passed", true],
      ["cut short", true],
      ["cut short", false],
    ]);
    expect(tally.stages.find((stage) => stage.name === "lint")?.runs).toEqual([
      { status: "passed", seconds: 4.1 },
      { status: "passed", seconds: 4.2 },
      null,
    ]);
  });

  it("takes each stage's median and slowest time over the runs in which it ran, failed ones included", () => {
    const { stages } = tallySoak(runs(1, 2, 3, 4));
    const unit = stages.find((stage) => stage.script === "test:unit");
    expect([unit?.median, unit?.slowest]).toEqual([(214.9 + 220.5) / 2, { seconds: 230.4, run: 4 }]);
    const engines = stages.find((stage) => stage.script === "test:engines");
    expect([engines?.median, engines?.slowest]).toEqual([402.7, { seconds: 411.6, run: 3 }]);
    const coverage = stages.find((stage) => stage.script === "spec:coverage");
    expect([coverage?.median, coverage?.slowest]).toEqual([1.2, { seconds: 1.2, run: 1 }]);
  });

  it("gives a stage that never ran no time", () => {
    const { stages } = tallySoak(runs(5));
    expect(stages.find((stage) => stage.name === "build")).toEqual({
      name: "build",
      script: "build",
      runs: [{ status: "not run", seconds: null }],
      median: null,
      slowest: null,
    });
  });

  it("counts each run's tests by kind", () => {
    const tally = tallySoak(runs(3));
    expect(tally.runs[0].tests).toEqual({
      unit: { passed: 8, failed: 0 },
      browser: { passed: 5, failed: 2 },
      "engine journey": { passed: 5, failed: 1 },
      "engine picture": { passed: 1, failed: 3 },
      "valid HTML": { passed: 4, failed: 0 },
    });
  });

  it("counts a test listed twice in one run once, failed if either failed, with both restarts", () => {
    const [run] = runs(1);
    const twice: RunRecord = {
      ...run,
      tests: [
        { ...unit, status: "passed", restarts: ["first"] },
        { ...unit, status: "failed", error: "Error: two", restarts: ["second"] },
        { ...unit, layer: "browser", place: "desktop", status: "passed" },
      ],
    };
    const { tests } = tallySoak([twice]);
    expect(
      tests.map((test) => [test.layer, test.passed, test.failed, test.errors.length, test.restarts.length]),
    ).toEqual([
      ["unit", 0, 1, 1, 2],
      ["browser", 1, 0, 0, 0],
    ]);
  });

  it("gives a failure without a message one all the same", () => {
    const [run] = runs(1);
    const { tests } = tallySoak([
      { ...run, tests: [{ ...unit, layer: "engine journey", place: "WebKit", status: "failed" }] },
    ]);
    expect(tests[0].errors).toEqual([{ firstLine: "(no error message)", message: "(no error message)", runs: [1] }]);
  });
});

describe("each test's verdict across runs", () => {
  const runOf = (run: number, ...tests: TestRecord[]) => ({ run, tests });
  const as = (title: string, status: TestRecord["status"]): TestRecord => ({ ...unit, title, status });

  it("is flaky when it failed in some runs and passed in others, failing when it failed in every run, passed else", () => {
    const tests = tallyTests([
      runOf(1, as("flaky", "passed"), as("failing", "failed"), as("steady", "passed")),
      runOf(2, as("flaky", "failed"), as("failing", "failed"), as("steady", "passed")),
      runOf(3, as("flaky", "passed"), as("failing", "failed"), as("steady", "passed")),
    ]);
    expect(tests.map((test) => [test.test, test.verdict, test.runs])).toEqual([
      ["a › flaky", "flaky", ["passed", "failed", "passed"]],
      ["a › failing", "failing", ["failed", "failed", "failed"]],
      ["a › steady", "passed", ["passed", "passed", "passed"]],
    ]);
  });

  it("is failing when it failed in every run it ran, and passed when it passed in every run it ran", () => {
    const tests = tallyTests([
      runOf(1, as("failing", "failed"), as("steady", "passed")),
      runOf(2),
      runOf(3, as("failing", "failed")),
    ]);
    expect(tests.map((test) => [test.test, test.verdict, test.notRun])).toEqual([
      ["a › failing", "failing", 1],
      ["a › steady", "passed", 2],
    ]);
  });

  it("is flaky, not failing, when it passed only on a retry in every run: it did pass", () => {
    const [test] = tallyTests([runOf(1, as("retried", "flaky")), runOf(2, as("retried", "flaky"))]);
    expect([test.verdict, test.failed]).toEqual(["flaky", 2]);
  });

  it("counts a pass on a retry as a pass across runs: failed, then flaky, is flaky; failed twice is failing", () => {
    const [test] = tallyTests([runOf(1, as("broken", "failed")), runOf(2, as("broken", "flaky"))]);
    expect(test.verdict).toBe("flaky");
    const [always] = tallyTests([runOf(1, as("broken", "failed")), runOf(2, as("broken", "failed"))]);
    expect(always.verdict).toBe("failing");
  });

  it("tallies the runs of any run numbers, each error under its own run", () => {
    const [test] = tallyTests([runOf(7, { ...as("x", "failed"), error: "Error: seven" }), runOf(9, as("x", "passed"))]);
    expect(test.errors).toEqual([{ firstLine: "Error: seven", message: "Error: seven", runs: [7] }]);
  });
});
