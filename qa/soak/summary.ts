/**
 * The soak's lines in the console: each run's verdict and time, each test that failed in some run, each restart,
 * each stage's median and slowest time, and last `N runs, K red`.
 */
import type { RunSummary, SoakTally, TestTally } from "./tally.ts";

/** A first line longer than this is cut in the console (the page and soak.json keep the message). */
const LINE_LENGTH = 200;

export const seconds = (value: number) => `${value.toFixed(1)} s`;
const cut = (line: string) => (line.length > LINE_LENGTH ? `${line.slice(0, LINE_LENGTH - 1)}…` : line);
const runList = (runs: readonly number[]) => `${runs.length === 1 ? "run" : "runs"} ${runs.join(", ")}`;

/** A run's verdict in a few words: what ended it and how long it took. */
export function runVerdict(run: RunSummary): string {
  const ended = run.signal ? `ended by ${run.signal}` : `exit ${run.exitCode}`;
  if (run.verdict === "passed") return `passed in ${seconds(run.seconds)}`;
  if (run.verdict === "failed") {
    const why = run.failedStages.length > 0 ? run.failedStages.join("; ") : ended;
    return `failed in ${seconds(run.seconds)}: ${why}`;
  }
  const record = run.recorded ? "its record of stages has no verdict" : "no record of its stages";
  return `cut short after ${seconds(run.seconds)} (${ended}; ${record})`;
}

/** How often a test passed, failed and did not run. */
export function testCounts({ passed, failed, notRun }: TestTally): string {
  return `passed ${passed}, failed ${failed}${notRun > 0 ? `, not run ${notRun}` : ""}`;
}

export const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? "" : "s"}`;

/** How the soak ran: the command, and whether one core was kept busy beside it. */
export interface SoakSetting {
  command: string;
  load: boolean;
}

export function soakSummary(tally: SoakTally, { command, load }: SoakSetting): string[] {
  const lines = [
    `Soak: ${plural(tally.runs.length, "run")} of ${command}${load ? ", under load (one core kept busy)" : ""}`,
  ];
  for (const run of tally.runs) {
    const restarts = run.restarts > 0 ? `, ${plural(run.restarts, "restart")}` : "";
    lines.push(`  ${run.verdict === "passed" ? "✓" : "✗"} run ${run.run}: ${runVerdict(run)}${restarts}`);
  }
  const failing = tally.tests.filter((test) => test.failed > 0);
  if (failing.length > 0) {
    lines.push(`Failed in some run (${plural(failing.length, "test")}):`);
    for (const test of failing) {
      lines.push(`  ✗ ${test.layer}: ${test.test} — ${testCounts(test)}`);
      for (const error of test.errors) lines.push(`      ${runList(error.runs)}: ${cut(error.firstLine)}`);
    }
  } else if (tally.tests.length > 0) {
    lines.push(`Every test passed in every run it ran (${plural(tally.tests.length, "test")}).`);
  } else {
    lines.push("No run left results of any test.");
  }
  if (tally.restarts.length > 0) {
    lines.push(`Restarts (${tally.restarts.length}):`);
    for (const { run, restart } of tally.restarts) lines.push(`  ↻ run ${run}: ${restart}`);
  }
  if (tally.stages.length > 0) lines.push("Stages, median and slowest time over the runs in which each ran:");
  for (const stage of tally.stages) {
    const ran = stage.runs.filter((run) => run && run.status !== "not run").length;
    const times =
      stage.median === null || stage.slowest === null
        ? "did not run"
        : `median ${seconds(stage.median)}, slowest ${seconds(stage.slowest.seconds)} (run ${stage.slowest.run})`;
    const some = ran > 0 && ran < tally.runs.length ? `; ran in ${ran} of ${tally.runs.length}` : "";
    lines.push(`  ${stage.name}: ${times}${some}`);
  }
  const problems = tally.runs.flatMap((run) => run.problems.map((problem) => `  ! run ${run.run}: ${problem}`));
  if (problems.length > 0) lines.push("Reports the soak could not read:", ...problems);
  lines.push(`${tally.runs.length} runs, ${tally.red} red`);
  return lines;
}
