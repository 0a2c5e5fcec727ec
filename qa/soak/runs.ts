/**
 * One run of the soak, read back from its folder (reports/soak/runs/<i>/): how `npm test` ended (run.json, written
 * by the soak), and its results as qa/results/ reads them: its stages (stages.json, written by npm test as it went)
 * and every test its reports name, from Vitest, Playwright, the engine journeys and pictures and the HTML check,
 * each with its status, first error and the restarts of a browser that stopped answering.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { readResults, type StageEntry, type TestRecord, testName } from "#qa/results/index.ts";

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
  /** Every test that ran (a skipped one did not). */
  tests: TestRecord[];
  /** Every restart of the run, with the test it happened in. */
  restarts: { test: string; restart: string }[];
  /** Reports that were there but could not be read. */
  problems: string[];
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
  const { stages, tests: all, problems } = readResults(dir, root);
  const tests = all.filter((test) => test.status !== "skipped");
  return {
    ...info,
    verdict: verdictOf(info, stages),
    stages: stages?.stages ?? null,
    tests,
    restarts: tests.flatMap((test) =>
      (test.restarts ?? []).map((restart) => ({ test: `${test.layer}: ${testName(test)}`, restart })),
    ),
    problems,
  };
}
