/**
 * The soak's lines in the console, and the words its page shares with them. Of `npm test` run N times: each run's
 * verdict and time, each test that failed in some run (flaky, then failing), each restart, each stage's median and
 * slowest time, and last `N runs, K red`. Of each browser test run N times: the flaky and failing tests, the
 * pictures that changed and the unstable ones, and last the counts of each.
 */
import type { PictureVerdict } from "./pictures.ts";
import type { RunSummary, SoakTally, TestTally, TestVerdict } from "./tally.ts";

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

/**
 * What a soak found, in either mode: `runs`, the whole `npm test` run N times, each run tallied; `each`, every
 * browser test run N times in one Playwright run, its repeats tallied as runs and its screenshots judged.
 */
export type Soak =
  | { mode: "runs"; setting: SoakSetting; tally: SoakTally }
  | { mode: "each"; setting: SoakSetting & { each: number }; tests: TestTally[]; pictures: PictureVerdict };

export type EachSoak = Extract<Soak, { mode: "each" }>;

/** Whether, of each browser test repeated, every test passed every time it ran and every picture came out the same. */
export function sameEachTime({ tests, pictures }: EachSoak): boolean {
  const differing = pictures.unstable.length + pictures.changed.length;
  return tests.every((test) => test.verdict === "passed") && differing === 0;
}

/** The headings of the tests that failed in some run, by their verdict across the runs. */
export const FAILED_HEADINGS: Record<Exclude<TestVerdict, "passed">, string> = {
  flaky: "Flaky: passed in some runs, failed in others",
  failing: "Failing in every run it ran",
};
export const CHANGED_HEADING = "Differing from the approved picture in every run, the same way each time";
export const UNSTABLE_HEADING = "Unstable pictures";

const underLoad = (load: boolean) => (load ? ", under load (one core kept busy)" : "");

/** The tests that failed in some run, flaky ones then failing ones, each with its counts and distinct errors. */
function failedTestLines(tests: readonly TestTally[]): string[] {
  const lines: string[] = [];
  for (const [verdict, heading] of Object.entries(FAILED_HEADINGS)) {
    const listed = tests.filter((test) => test.verdict === verdict);
    if (listed.length > 0) lines.push(`${heading} (${plural(listed.length, "test")}):`);
    for (const test of listed) {
      lines.push(`  ✗ ${test.layer}: ${test.test} — ${testCounts(test)}`);
      for (const error of test.errors) lines.push(`      ${runList(error.runs)}: ${cut(error.firstLine)}`);
    }
  }
  if (lines.length > 0) return lines;
  if (tests.length > 0) return [`Every test passed in every run it ran (${plural(tests.length, "test")}).`];
  return ["No run left results of any test."];
}

/** The soak's lines in the console, the last one its count. */
export function soakSummary(soak: Soak): string[] {
  return soak.mode === "runs" ? runsSummary(soak.tally, soak.setting) : eachSummary(soak);
}

function eachSummary({ setting, tests, pictures }: EachSoak): string[] {
  const { changed, unstable } = pictures;
  const count = (verdict: TestVerdict) => tests.filter((test) => test.verdict === verdict).length;
  const lines = [
    `Soak: each test ${setting.each} times in one run of ${setting.command}${underLoad(setting.load)}`,
    ...failedTestLines(tests),
  ];
  if (changed.length > 0) lines.push(`${CHANGED_HEADING} (${plural(changed.length, "screenshot")}):`);
  for (const screenshot of changed) lines.push(`  ≠ ${screenshot}`);
  if (unstable.length > 0) lines.push(`${UNSTABLE_HEADING} (${unstable.length}):`);
  for (const { test, screenshot, why, pictures } of unstable) {
    lines.push(`  ✗ ${screenshot}: ${test} — ${why} (${pictures.join(", ")})`);
  }
  if (changed.length + unstable.length === 0 && tests.length > 0) lines.push("Every picture came out the same.");
  lines.push(
    `${plural(tests.length, "test")}, each run ${setting.each} times: ${count("flaky")} flaky, ${count("failing")} failing, ${plural(unstable.length, "unstable picture")}, ${changed.length} changed`,
  );
  return lines;
}

function runsSummary(tally: SoakTally, { command, load }: SoakSetting): string[] {
  const lines = [`Soak: ${plural(tally.runs.length, "run")} of ${command}${underLoad(load)}`];
  for (const run of tally.runs) {
    const restarts = run.restarts > 0 ? `, ${plural(run.restarts, "restart")}` : "";
    lines.push(`  ${run.verdict === "passed" ? "✓" : "✗"} run ${run.run}: ${runVerdict(run)}${restarts}`);
  }
  lines.push(...failedTestLines(tally.tests));
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
