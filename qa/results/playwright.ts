/**
 * The one reader of Playwright's JSON report (reporter "json"), typed by Playwright's own
 * reporter types: the spec coverage, the soak (each test's repeats) and the visual review all read through it.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import type {
  JSONReport,
  JSONReportSpec,
  JSONReportSuite,
  JSONReportTest,
  JSONReportTestResult,
} from "@playwright/test/reporter";
import { REPORTS } from "#qa/settings.ts";
import { type ExpectedOrigin, MADE_BEFORE, type RunOrigin, staleBecause } from "./origin.ts";
import { cleanError, fails, type TestRecord, type TestStatus, tagNames } from "./tests.ts";

export type { JSONReport, JSONReportTestResult } from "@playwright/test/reporter";

/** One test of the report in one project: Playwright lists a test once per project it ran in. */
export interface ReportedTest {
  /** The groups' titles and the test's own, joined as Playwright shows them. */
  title: string;
  /** The spec file, relative to `root`. */
  file: string;
  spec: JSONReportSpec;
  test: JSONReportTest;
}

export function parsePlaywrightReport(text: string): JSONReport {
  return JSON.parse(text) as JSONReport;
}

export function readPlaywrightReport(file: string): JSONReport {
  // Stryker disable next-line StringLiteral: without an encoding the file comes as a Buffer, which JSON.parse reads as UTF-8 text all the same
  return parsePlaywrightReport(readFileSync(file, "utf8"));
}

/** Every test of the report, in the order Playwright lists them. */
export function reportedTests(report: JSONReport, root = report.config.rootDir): ReportedTest[] {
  const tests: ReportedTest[] = [];
  const walk = (suite: JSONReportSuite, groups: string[]) => {
    for (const spec of suite.specs) {
      const title = [...groups, spec.title].join(" › ");
      const file = relative(root, join(report.config.rootDir, spec.file));
      for (const test of spec.tests) tests.push({ title, file, spec, test });
    }
    for (const child of suite.suites ?? []) walk(child, [...groups, child.title]);
  };
  // The top-level suites are the files themselves; their title is no group.
  for (const file of report.suites) walk(file, []);
  return tests;
}

/** Playwright's outcome of a test over its tries: a pass on a retry is a flake, not a pass. */
const STATUS: Record<JSONReportTest["status"], TestStatus> = {
  expected: "passed",
  unexpected: "failed",
  flaky: "flaky",
  skipped: "skipped",
};

const firstError = (test: JSONReportTest) => {
  const failed = test.results.find((result) => result.error?.message || result.errors?.[0]?.message);
  return failed?.error?.message ?? failed?.errors[0]?.message;
};

/** A test of the report as a record: a browser (or build) test, its project its place. */
function browserRecord({ title, file, spec, test }: ReportedTest, status: TestStatus, error: string): TestRecord {
  return {
    layer: "browser",
    place: test.projectName,
    file,
    title,
    status,
    tags: tagNames(spec.tags),
    ...(fails(status) && { error: cleanError(error) }),
  };
}

/** Every browser (and build) test of the run, once per project it ran in: the project is its place. */
export function playwrightTests(report: JSONReport, root: string): TestRecord[] {
  return reportedTests(report, root).map((reported) => {
    const { test } = reported;
    const error = firstError(test) ?? `${test.status}: ${test.results.at(-1)?.status ?? "no result"}`;
    return browserRecord(reported, STATUS[test.status], error);
  });
}

/** Playwright's status of one try: a try the run stopped before it ended proves nothing, as one never begun. */
const TRY_STATUS: Record<NonNullable<JSONReportTestResult["status"]>, TestStatus> = {
  passed: "passed",
  failed: "failed",
  timedOut: "failed",
  skipped: "skipped",
  interrupted: "not run",
};

/** One try of a test as a record of its own, with the files it kept (a screenshot's pictures among them). */
export interface TryRecord {
  record: TestRecord;
  attachments: JSONReportTestResult["attachments"];
}

/**
 * The first try of every test of the report, in the order Playwright lists them. A run with `--repeat-each`
 * lists each repeat as a test of its own, and its first try is that repeat: a retry would hide the very
 * difference between repeats. A test with no try, or a try without a status, did not run.
 */
export function firstTries(report: JSONReport, root: string): TryRecord[] {
  return reportedTests(report, root).map((reported) => {
    const [first] = reported.test.results;
    const status = first?.status ? TRY_STATUS[first.status] : "not run";
    const error = first?.error?.message ?? first?.errors[0]?.message ?? first?.status ?? "no result";
    return { record: browserRecord(reported, status, error), attachments: first?.attachments ?? [] };
  });
}

/** Playwright's JSON report of the last run (see playwright.config.ts), which the review reads. */
export const RUN_REPORT_FILE = `${REPORTS.playwrightOutput}/run-report.json`;

/**
 * The run's report, or why it cannot be reviewed: no run yet, a run of another commit, or a run of
 * files that have changed since (its pictures would be compared with the wrong baselines, or show
 * what the code no longer draws).
 */
export function readRunReport(file: string, expected: ExpectedOrigin): { report: JSONReport } | { stale: string } {
  if (!existsSync(file)) return { stale: `there are no Chromium results to review (${file} does not exist)` };
  const report = readPlaywrightReport(file);
  const stale = staleBecause(
    `the Chromium results in ${file}`,
    report.config.metadata as Partial<RunOrigin>,
    expected,
    MADE_BEFORE,
  );
  return stale ? { stale } : { report };
}
