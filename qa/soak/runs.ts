/**
 * One run of the soak, read back from its folder (reports/soak/runs/<i>/): how `npm test` ended (run.json, written
 * by the soak), its stages (stages.json, written by npm test as it went) and every test the run's reports name,
 * from Vitest, Playwright, the engine journeys and pictures and the HTML check, each with its verdict, first
 * error and the restarts of a browser that stopped answering.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { type PictureResult, readPictureRun } from "#qa/results/engine-pictures.ts";
import { type JourneyResult, readEngineResults } from "#qa/results/journeys.ts";
import {
  type JSONReport,
  type JSONReportTestResult,
  readPlaywrightReport,
  reportedTests,
} from "#qa/results/playwright.ts";
import { readStageRecord, type StageEntry } from "#qa/results/stages.ts";
import { readHtmlResults } from "#qa/results/valid-html.ts";

/** What the soak writes beside the run's reports: how `npm test` ended. */
export interface RunInfo {
  /** Counted from 1. */
  run: number;
  command: string;
  /** null when it was ended by a signal. */
  exitCode: number | null;
  signal: string | null;
  seconds: number;
  startedAt: string;
}

export const RUN_FILE = "run.json";
export const OUTPUT_LOG = "output.log";
/** The files of reports/last-run/ the soak reads, as kept in each run's folder. */
export const RESULT_FILES = {
  stages: "stages.json",
  vitest: "vitest.json",
  playwright: "playwright.json",
  engines: "engines.json",
  enginePictures: "engine-pictures.json",
  validHtml: "valid-html.json",
} as const;

export type TestKind = "unit" | "browser" | "engine journey" | "engine picture" | "valid HTML";

/** One test's result in one run. */
export interface TestResult {
  kind: TestKind;
  /** Unique within its kind: file and title, with the project or engine in brackets where there is one. */
  test: string;
  status: "passed" | "failed";
  /** The first error, without terminal colours, shortened. */
  error?: string;
  /** The browser stopped answering and was restarted: one sentence each. A test may pass after one. */
  restarts?: string[];
}

/**
 * - passed: `npm test` exited 0 and its record says every stage passed;
 * - failed: it ended with a verdict (its record's `passed` is false, or it exited non-zero);
 * - cut short: it left no record of its stages, or one without a verdict (stopped, crashed): never clean.
 */
export type RunVerdict = "passed" | "failed" | "cut short";

export interface RunRecord extends RunInfo {
  verdict: RunVerdict;
  /** Its stages as npm test recorded them; null when it left no record. */
  stages: StageEntry[] | null;
  tests: TestResult[];
  /** Every restart of the run, with the test it happened in. */
  restarts: { test: string; restart: string }[];
  /** Reports that were there but could not be read. */
  problems: string[];
}

/** A failure's message is kept up to this many characters: enough for its first lines and a stack frame or two. */
export const ERROR_LENGTH = 1500;

/** Without terminal colours, trimmed, and shortened to ERROR_LENGTH. */
export function cleanError(message: string): string {
  const clean = stripVTControlCharacters(message).trim();
  return clean.length > ERROR_LENGTH ? `${clean.slice(0, ERROR_LENGTH - 1)}…` : clean;
}

/** Vitest's JSON report (reporter "json"), the little of it the soak reads. */
interface VitestReport {
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages?: string[] | null }[];
  }[];
}

/**
 * Every unit test that passed or failed (skipped and todo ones did not run), file relative to `root`; a file
 * that failed without a failing test (it did not load) counts as a failed test of its own.
 */
export function unitTests(report: VitestReport, root: string): TestResult[] {
  return report.testResults.flatMap(({ name, status, message, assertionResults }) => {
    const file = relative(root, name);
    const tests: TestResult[] = assertionResults
      .filter((result) => result.status === "passed" || result.status === "failed")
      .map((result) => ({
        kind: "unit",
        test: `${file} › ${result.fullName}`,
        status: result.status as TestResult["status"],
        ...(result.status === "failed" && { error: cleanError(result.failureMessages?.[0] || "failed") }),
      }));
    if (status === "failed" && !tests.some((test) => test.status === "failed")) {
      tests.push({
        kind: "unit",
        test: `${file} (the file itself)`,
        status: "failed",
        error: cleanError(message || "failed"),
      });
    }
    return tests;
  });
}

const firstError = (results: JSONReportTestResult[]) => {
  const failed = results.find((result) => result.error?.message || result.errors?.[0]?.message);
  return failed?.error?.message ?? failed?.errors[0]?.message;
};

/**
 * Every browser test that ran, once per project. Passed only when its outcome is "expected": one that passed on a
 * retry (flaky) failed, as CI fails it.
 */
export function browserTests(report: JSONReport, root: string): TestResult[] {
  return reportedTests(report, root)
    .filter(({ test }) => test.status !== "skipped")
    .map(({ title, file, test }) => {
      const passed = test.status === "expected";
      const error = firstError(test.results) ?? `${test.status}: ${test.results.at(-1)?.status ?? "no result"}`;
      return {
        kind: "browser",
        test: `[${test.projectName}] ${file} › ${title}`,
        status: passed ? "passed" : "failed",
        ...(!passed && { error: cleanError(error) }),
      };
    });
}

const withRestarts = (restarts: string[] | undefined) => (restarts?.length ? { restarts } : {});

export function journeyTests(journeys: readonly JourneyResult[]): TestResult[] {
  return journeys.map(({ engine, title, status, error, restarts }) => ({
    kind: "engine journey",
    test: `[${engine}] ${title}`,
    status,
    ...(status === "failed" && { error: cleanError(error || "failed") }),
    ...withRestarts(restarts),
  }));
}

/** What a picture that did not pass came to, as the engines' run says it. */
const PICTURE_OUTCOME: Record<PictureResult["status"], string> = {
  unchanged: "unchanged",
  updated: "written as the baseline",
  changed: "changed",
  new: "new: no baseline yet",
  "not-compared": "not compared",
};

/** A picture passed when it matched its baseline (or was remade as one). */
export function pictureTests(pictures: readonly PictureResult[]): TestResult[] {
  return pictures.map(({ engine, file, status, reason, restarts }) => {
    const passed = status === "unchanged" || status === "updated";
    return {
      kind: "engine picture",
      test: `[${engine}] ${file}`,
      status: passed ? "passed" : "failed",
      ...(!passed && { error: cleanError(reason ? `${PICTURE_OUTCOME[status]}: ${reason}` : PICTURE_OUTCOME[status]) }),
      ...withRestarts(restarts),
    };
  });
}

export function htmlTests(pages: readonly { page: string; errors: string[] }[]): TestResult[] {
  return pages.map(({ page, errors }) => ({
    kind: "valid HTML",
    test: page,
    status: errors.length > 0 ? "failed" : "passed",
    ...(errors.length > 0 && { error: cleanError(errors.join("\n")) }),
  }));
}

function verdictOf(info: RunInfo, stages: { passed: boolean | null } | undefined): RunVerdict {
  if (!stages || stages.passed === null) return "cut short";
  return info.exitCode === 0 && stages.passed ? "passed" : "failed";
}

/**
 * The run kept in `dir`. `root` is the checkout the run's reports name their files in (Vitest and Playwright
 * write absolute paths). A report that is missing means its stage did not run, and its tests did not either.
 */
export function readRun(dir: string, root: string): RunRecord {
  const info = JSON.parse(readFileSync(join(dir, RUN_FILE), "utf8")) as RunInfo;
  const problems: string[] = [];
  const read = <T>(name: string, reader: (file: string) => T): T | undefined => {
    const file = join(dir, name);
    if (!existsSync(file)) return undefined;
    try {
      return reader(file);
    } catch (error) {
      problems.push(`${name}: ${(error as Error).message}`);
      return undefined;
    }
  };
  const stages = read(RESULT_FILES.stages, readStageRecord);
  const vitest = read(RESULT_FILES.vitest, (file) => JSON.parse(readFileSync(file, "utf8")) as VitestReport);
  const playwright = read(RESULT_FILES.playwright, readPlaywrightReport);
  const engines = read(RESULT_FILES.engines, readEngineResults);
  const pictures = read(RESULT_FILES.enginePictures, readPictureRun);
  const html = read(RESULT_FILES.validHtml, readHtmlResults);
  if (html?.problem) problems.push(`${RESULT_FILES.validHtml}: the HTML check gave no verdict: ${html.problem}`);
  const tests = [
    ...(vitest ? unitTests(vitest, root) : []),
    ...(playwright ? browserTests(playwright, root) : []),
    ...(engines ? journeyTests(engines.journeys) : []),
    ...(pictures ? pictureTests(pictures.pictures) : []),
    ...(html ? htmlTests(html.pages) : []),
  ];
  return {
    ...info,
    verdict: verdictOf(info, stages),
    stages: stages?.stages ?? null,
    tests,
    restarts: tests.flatMap(({ kind, test, restarts }) =>
      (restarts ?? []).map((restart) => ({ test: `${kind}: ${test}`, restart })),
    ),
    problems,
  };
}
