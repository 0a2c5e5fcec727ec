/**
 * The soak across its runs: each test's status in every run, its verdict across them (flaky or failing) and each
 * distinct failure's first message; each stage's times; which runs were red and which left no record of their
 * stages. A run is a whole `npm test`, or in the each mode one repeat of every browser test.
 */
import { median } from "#qa/basics/index.ts";

import {
  fails,
  type StageStatus,
  type TestLayer,
  type TestRecord,
  type TestStatus,
  testName,
} from "#qa/results/index.ts";
import type { RunRecord, RunVerdict } from "./runs.ts";

/** Failures whose messages start with the same line, trimmed, are one failure. */
export interface DistinctError {
  firstLine: string;
  /** The first run's whole message (shortened when the run was read). */
  message: string;
  runs: number[];
}

/**
 * A test across the runs it ran in: passed in every one; flaky, failed in some and passed in others (a pass on a
 * retry counts as one); failing, failed in every one at every try.
 */
export type TestVerdict = "passed" | "flaky" | "failing";

export interface TestTally {
  layer: TestLayer;
  /** Its name across runs (qa/results/tests.ts' testName). */
  test: string;
  verdict: TestVerdict;
  passed: number;
  /** Runs in which it failed or was flaky. */
  failed: number;
  notRun: number;
  /** Its verdict in each run, in order: a test absent from a run's reports did not run in it. */
  runs: TestStatus[];
  errors: DistinctError[];
  restarts: { run: number; restart: string }[];
}

export interface StageTally {
  name: string;
  script: string;
  /** Per run; null for a run that left no record of its stages. */
  runs: ({ status: StageStatus; seconds: number | null } | null)[];
  /** Over the runs in which it ran (passed or failed). */
  median: number | null;
  slowest: { seconds: number; run: number } | null;
}

export interface RunSummary {
  run: number;
  verdict: RunVerdict;
  seconds: number;
  exitCode: number | null;
  signal: string | null;
  /** Whether npm test left a record of its stages. */
  recorded: boolean;
  /** The stages that failed, in the order npm test lists them. */
  failedStages: string[];
  restarts: number;
  /** Tests that ran in it, by layer: `failed` counts the flaky ones too. */
  tests: Partial<Record<TestLayer, { passed: number; failed: number }>>;
  problems: string[];
}

export interface SoakTally {
  runs: RunSummary[];
  /** Runs that were not clean: npm test exited non-zero, or left no verdict. */
  red: number;
  /** Runs that left no record of their stages at all. */
  unrecorded: number;
  stages: StageTally[];
  /** Tests that failed in some run first, then the rest, each group in the order the runs list them (tallyTests). */
  tests: TestTally[];
  restarts: { run: number; test: string; restart: string }[];
}

const firstLineOf = (message: string) => message.trim().split("\n")[0].trim();
const NO_MESSAGE = "(no error message)";

/** A test listed twice in one run (two tests of the same title) counts once: failed if either failed. */
function merged(a: TestRecord, b: TestRecord): TestRecord {
  const failed = fails(a.status) ? a : b;
  const restarts = [...(a.restarts ?? []), ...(b.restarts ?? [])];
  return { ...a, status: failed.status, error: failed.error, ...(restarts.length && { restarts }) };
}

/** The tests of one run, which the tally reads: a whole run's (RunRecord) or one repeat's of each test. */
export interface TestRun {
  /** Counted from 1. */
  run: number;
  /** Every test that ran in it. */
  tests: readonly TestRecord[];
}

function verdictOf(runs: readonly TestStatus[]): TestVerdict {
  if (!runs.some(fails)) return "passed";
  return runs.every((status) => status === "failed" || status === "not run") ? "failing" : "flaky";
}

/** Each test across the runs: tests that failed in some run first, then the rest, each group in the runs' order. */
export function tallyTests(records: readonly TestRun[]): TestTally[] {
  const tallies = new Map<string, TestTally>();
  records.forEach((record, index) => {
    const inRun = new Map<string, TestRecord>();
    for (const result of record.tests) {
      const key = `${result.layer}\n${testName(result)}`;
      const before = inRun.get(key);
      inRun.set(key, before ? merged(before, result) : result);
    }
    for (const [key, result] of inRun) {
      const tally = tallies.get(key) ?? {
        layer: result.layer,
        test: testName(result),
        verdict: "passed",
        passed: 0,
        failed: 0,
        notRun: 0,
        runs: records.map((): TestStatus => "not run"),
        errors: [],
        restarts: [],
      };
      tallies.set(key, tally);
      tally.runs[index] = result.status;
      for (const restart of result.restarts ?? []) tally.restarts.push({ run: record.run, restart });
      if (!fails(result.status)) continue;
      const message = result.error || NO_MESSAGE;
      const firstLine = firstLineOf(message);
      const known = tally.errors.find((error) => error.firstLine === firstLine);
      if (known) known.runs.push(record.run);
      else tally.errors.push({ firstLine, message, runs: [record.run] });
    }
  });
  const all = [...tallies.values()];
  for (const tally of all) {
    tally.passed = tally.runs.filter((status) => status === "passed").length;
    tally.failed = tally.runs.filter(fails).length;
    tally.notRun = tally.runs.filter((status) => status === "not run").length;
    tally.verdict = verdictOf(tally.runs);
  }
  return [...all.filter((tally) => tally.failed > 0), ...all.filter((tally) => tally.failed === 0)];
}

function tallyStages(records: readonly RunRecord[]): StageTally[] {
  const names = new Map<string, string>();
  for (const stage of records.flatMap((record) => record.stages ?? [])) names.set(stage.name, stage.script);
  return [...names].map(([name, script]) => {
    const runs = records.map((record) => {
      if (!record.stages) return null;
      const stage = record.stages.find((entry) => entry.name === name);
      return stage ? { status: stage.status, seconds: stage.seconds } : { status: "not run" as const, seconds: null };
    });
    const timed = runs.flatMap((run, index) =>
      run && run.status !== "not run" && run.seconds !== null
        ? [{ seconds: run.seconds, run: records[index].run }]
        : [],
    );
    const slowest = timed.reduce<StageTally["slowest"]>(
      (most, time) => (!most || time.seconds > most.seconds ? time : most),
      null,
    );
    return { name, script, runs, median: median(timed.map((time) => time.seconds)), slowest };
  });
}

function summaryOf(record: RunRecord): RunSummary {
  const tests: RunSummary["tests"] = {};
  for (const { layer, status } of record.tests) {
    const counts = tests[layer] ?? { passed: 0, failed: 0 };
    if (fails(status)) counts.failed += 1;
    else counts.passed += 1;
    tests[layer] = counts;
  }
  return {
    run: record.run,
    verdict: record.verdict,
    seconds: record.seconds,
    exitCode: record.exitCode,
    signal: record.signal,
    recorded: record.stages !== null,
    failedStages: (record.stages ?? []).filter((stage) => stage.status === "failed").map((stage) => stage.name),
    restarts: record.restarts.length,
    tests,
    problems: record.problems,
  };
}

export function tallySoak(records: readonly RunRecord[]): SoakTally {
  return {
    runs: records.map(summaryOf),
    red: records.filter((record) => record.verdict !== "passed").length,
    unrecorded: records.filter((record) => record.stages === null).length,
    stages: tallyStages(records),
    tests: tallyTests(records),
    restarts: records.flatMap((record) => record.restarts.map((restart) => ({ run: record.run, ...restart }))),
  };
}
