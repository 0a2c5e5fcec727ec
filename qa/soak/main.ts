/**
 * `npm run test:soak`: the one tool that repeats runs and says what differed between them, in either of two modes.
 *
 * - `--runs N [--load]`: the whole `npm test` N times in a row on the current tree, each run from clean reports
 *   (everything in reports/ but reports/soak/ deleted first), its output shown and kept in
 *   reports/soak/runs/<i>/output.log and its results (reports/last-run/*) kept beside it. The console's last line is
 *   `N runs, K red`. Exits non-zero when a run was red or left no record of its stages.
 * - `--each N [--load] [-- playwright arguments]` (`npm run test:stability` is `--each 3 --`): the browser specs, all
 *   or those named, in one Playwright run with each test N times and no retries (a retry would hide the very
 *   difference this looks for); its output kept in reports/soak/output.log, its report in reports/soak/playwright.json.
 *   Playwright brings the build and the catalogue up to date first, as in `npm run test:e2e`. Each screenshot is
 *   judged across the repeats, and an unstable one's two pictures copied beside the page. Exits non-zero when a test
 *   or a picture did not come out the same every time.
 *
 * Either way the runs (in the each mode, the repeats) are tallied by the one tally, which finds the flaky and the
 * failing tests, and reported in reports/soak/index.html, soak.json and the console. `--load` keeps one core busy
 * with a process of its own the whole time, as another job does on a shared CI runner.
 *
 * `SOAK_COMMAND`, when set, is run (by the shell) instead of `npm test`: the soak's own spec runs it against a
 * stand-in (qa/soak/fixtures/fake-npm-test.ts); for the each mode, it puts a stand-in `playwright` first on PATH.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { samePixels } from "#qa/compare/index.ts";
import { readPlaywrightReport } from "#qa/results/index.ts";
import { REPORTS, REPORTS_DIR, readEnv, withEnv } from "#qa/settings.ts";
import { addToStepSummary } from "#qa/support/index.ts";
import { type SoakOptions, soakOptions } from "./args.ts";
import { cleanReports, keepResults } from "./folders.ts";
import { type Load, startLoad } from "./load.ts";
import { soakPage } from "./page.ts";
import { copyPictures, pictureVerdict } from "./pictures.ts";
import { repeatedTests, repeatRuns } from "./repeats.ts";
import { OUTPUT_LOG, RUN_FILE, type RunInfo, readRun } from "./runs.ts";
import { type Soak, sameEachTime, soakSummary } from "./summary.ts";
import { tallySoak, tallyTests } from "./tally.ts";

/** Where npm runs every script: the checkout's root, which reports/ and the runs' file names are relative to. */
const ROOT = process.cwd();
const SOAK_DIR = join(ROOT, REPORTS.soak);
const RUNS_DIR = join(SOAK_DIR, "runs");
const LAST_RUN_DIR = join(ROOT, REPORTS.lastRun.folder);
/** The each mode's Playwright report, and its output folder, apart from `npm test`'s. */
const EACH_REPORT = `${REPORTS.soak}/playwright.json`;
const EACH_OUTPUT = `${REPORTS.soak}/test-results`;

const given = soakOptions(process.argv.slice(2));
if ("problem" in given) {
  console.error(given.problem);
  process.exit(2);
}
const options: SoakOptions = given;

let load: Load | undefined;
/** The run going on, stopped with its process group on Ctrl-C or SIGTERM. */
let current: ChildProcess | undefined;
let interrupted: NodeJS.Signals | undefined;
// Whatever ends the soak, the load ends with it.
process.on("exit", () => load?.kill());
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    // npm passes a Ctrl-C or a cancelled job's signal on to its script, which thus gets it twice: the second
    // one stops the run going on at once (SIGKILL), and the runs so far are still reported.
    const again = interrupted !== undefined;
    interrupted = signal;
    if (!again) console.error(`\n✗ soak: ${signal}: stopping the run going on, then reporting the runs so far.`);
    try {
      if (current?.pid) process.kill(-current.pid, again ? "SIGKILL" : signal);
    } catch {
      // Its group has ended meanwhile.
    }
  });
}

/** Runs `file` once, its output both shown and written to `log`; resolves once it has ended and the log is whole. */
function runOnce(
  file: string,
  args: string[],
  log: string,
  env = process.env,
): Promise<Pick<RunInfo, "exitCode" | "signal">> {
  const output = createWriteStream(log);
  // Its own process group, so that stopping it stops everything it started in the foreground.
  const child = spawn(file, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  current = child;
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    from.on("data", (chunk: Buffer) => {
      to.write(chunk);
      output.write(chunk);
    });
  }
  return new Promise((resolve) => {
    child.once("error", (error) => {
      output.write(`\nsoak: could not run ${[file, ...args].join(" ")}: ${error.message}\n`);
    });
    child.once("close", (exitCode, signal) => {
      current = undefined;
      output.end(() => resolve({ exitCode, signal }));
    });
  });
}

/** What a mode leaves to report: the soak, its data for soak.json, whether it failed, and a line on how it stopped. */
interface Outcome {
  soak: Soak;
  data: object;
  failed: boolean;
  stopped?: string;
}

/** `npm test` (or SOAK_COMMAND) `runs` times in a row, each run from clean reports, its results kept. */
async function soakRuns(runs: number): Promise<Outcome> {
  const command = readEnv("SOAK_COMMAND");
  mkdirSync(RUNS_DIR, { recursive: true });
  let ran = 0;
  for (let run = 1; run <= runs && !interrupted; run++) {
    cleanReports(join(ROOT, REPORTS_DIR), SOAK_DIR);
    const runDir = join(RUNS_DIR, String(run));
    mkdirSync(runDir, { recursive: true });
    console.log(`\n▶ soak: run ${run} of ${runs}: ${command}${options.load ? " (under load)" : ""}`);
    const startedAt = new Date();
    const ended = await runOnce("/bin/sh", ["-c", command], join(runDir, OUTPUT_LOG));
    const seconds = Math.round((Date.now() - startedAt.getTime()) / 100) / 10;
    const kept = keepResults(LAST_RUN_DIR, runDir);
    const info: RunInfo = { run, command, ...ended, seconds, startedAt: startedAt.toISOString() };
    writeFileSync(join(runDir, RUN_FILE), `${JSON.stringify(info, null, 2)}\n`);
    ran = run;
    const how = ended.signal ? `ended by ${ended.signal}` : `exit ${ended.exitCode}`;
    console.log(`◀ soak: run ${run} of ${runs}: ${how} after ${seconds} s; kept ${kept.join(", ") || "no results"}`);
  }
  const records = Array.from({ length: ran }, (_, index) => join(RUNS_DIR, String(index + 1)))
    .filter((dir) => existsSync(join(dir, RUN_FILE)))
    .map((dir) => readRun(dir, ROOT));
  const tally = tallySoak(records);
  const setting = { command, load: options.load };
  return {
    soak: { mode: "runs", setting, tally },
    data: { mode: "runs", ...setting, asked: runs, stoppedBy: interrupted ?? null, ...tally },
    failed: tally.red > 0 || tally.unrecorded > 0 || ran < runs,
    stopped: interrupted && `Stopped by ${interrupted} after ${ran} of the ${runs} runs asked for.`,
  };
}

/** Every browser test `each` times in one Playwright run, with no retries; its repeats tallied, its pictures judged. */
async function soakEach(each: number, playwright: string[]): Promise<Outcome> {
  const args = [
    "test",
    `--repeat-each=${each}`,
    "--retries=0",
    "--reporter=list,json",
    `--output=${EACH_OUTPUT}`,
    ...playwright,
  ];
  const command = ["playwright", ...args].join(" ");
  console.log(`\n▶ soak: each test ${each} times: ${command}${options.load ? " (under load)" : ""}`);
  const env = withEnv(process.env, { PLAYWRIGHT_JSON_OUTPUT_FILE: EACH_REPORT });
  const ended = await runOnce("playwright", args, join(SOAK_DIR, OUTPUT_LOG), env);
  if (!existsSync(join(ROOT, EACH_REPORT))) {
    console.error(`✗ the repeated run left no results (${EACH_REPORT}); see Playwright's output above.`);
    process.exit(ended.exitCode || 1);
  }
  const repeated = repeatedTests(readPlaywrightReport(join(ROOT, EACH_REPORT)), ROOT);
  const judged = await pictureVerdict(repeated, samePixels);
  const pictures = { ...judged, unstable: copyPictures(judged.unstable, SOAK_DIR) };
  const setting = { command, load: options.load, each };
  const soak: Soak = { mode: "each", setting, tests: tallyTests(repeatRuns(repeated)), pictures };
  return {
    soak,
    data: { mode: "each", ...soak.setting, ...ended, stoppedBy: interrupted ?? null, tests: soak.tests, pictures },
    failed: ended.exitCode !== 0 || !sameEachTime(soak),
    stopped: interrupted && `Stopped by ${interrupted}: the repeats so far are reported.`,
  };
}

rmSync(SOAK_DIR, { recursive: true, force: true });
mkdirSync(SOAK_DIR, { recursive: true });
let outcome: Outcome;
try {
  if (options.load) {
    load = startLoad();
    console.log(`soak: under load: process ${load.pid} keeps one core busy for the whole soak.`);
  }
  outcome = options.mode === "runs" ? await soakRuns(options.runs) : await soakEach(options.each, options.playwright);
} finally {
  if (load) {
    await load.stop();
    console.log(`soak: load stopped (process ${load.pid} has ended).`);
  }
}

writeFileSync(join(SOAK_DIR, "soak.json"), `${JSON.stringify(outcome.data, null, 2)}\n`);
writeFileSync(join(SOAK_DIR, "index.html"), soakPage(outcome.soak));
const lines = soakSummary(outcome.soak);
addToStepSummary(`## Soak\n\n\`\`\`\n${lines.join("\n")}\n\`\`\`\n`);
console.log(`\nPage: ${REPORTS.soak}/index.html, data: ${REPORTS.soak}/soak.json`);
if (outcome.stopped) console.log(outcome.stopped);
console.log(lines.join("\n"));
process.exit(outcome.failed || interrupted ? 1 : 0);
