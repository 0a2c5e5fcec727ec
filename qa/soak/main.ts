/**
 * `npm run test:soak -- --runs N [--load]`: runs the whole `npm test` N times in a row on the current tree, each
 * run from clean reports (everything in reports/ but reports/soak/ deleted first), its output shown and kept in
 * reports/soak/runs/<i>/output.log and its JSON results (reports/last-run/*.json) kept beside it. Then reports
 * what differed between the runs in reports/soak/index.html and soak.json, and in the console, whose last line
 * is `N runs, K red`. `--load` keeps one core busy with a process of its own the whole time, as another job
 * does on a shared CI runner. Exits non-zero when a run was red or left no record of its stages.
 *
 * `SOAK_COMMAND`, when set, is run (by the shell) instead of `npm test`: the soak's own spec runs it against a
 * stand-in (qa/soak/fixtures/fake-npm-test.ts).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { REPORTS, REPORTS_DIR, readEnv } from "#qa/settings.ts";
import { addToStepSummary } from "#qa/support/step-summary.ts";
import { soakOptions } from "./args.ts";
import { cleanReports, keepResults } from "./folders.ts";
import { type Load, startLoad } from "./load.ts";
import { soakPage } from "./page.ts";
import { OUTPUT_LOG, RUN_FILE, type RunInfo, readRun } from "./runs.ts";
import { soakSummary } from "./summary.ts";
import { tallySoak } from "./tally.ts";

/** Where npm runs every script: the checkout's root, which reports/ and the runs' file names are relative to. */
const ROOT = process.cwd();
const SOAK_DIR = join(ROOT, REPORTS.soak);
const RUNS_DIR = join(SOAK_DIR, "runs");
const LAST_RUN_DIR = join(ROOT, dirname(REPORTS.lastRun.stages));
const COMMAND = readEnv("SOAK_COMMAND");

const options = soakOptions(process.argv.slice(2));
if ("problem" in options) {
  console.error(options.problem);
  process.exit(2);
}

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

/** Runs the command once, its output both shown and written to `log`; resolves once it has ended and the log is whole. */
function runOnce(log: string): Promise<Pick<RunInfo, "exitCode" | "signal">> {
  const file = createWriteStream(log);
  // Its own process group, so that stopping it stops everything npm test started in the foreground.
  const child = spawn(COMMAND, { cwd: ROOT, shell: true, stdio: ["ignore", "pipe", "pipe"], detached: true });
  current = child;
  child.stdout.on("data", (chunk: Buffer) => {
    process.stdout.write(chunk);
    file.write(chunk);
  });
  child.stderr.on("data", (chunk: Buffer) => {
    process.stderr.write(chunk);
    file.write(chunk);
  });
  return new Promise((resolve) => {
    child.once("error", (error) => {
      file.write(`\nsoak: could not run ${COMMAND}: ${error.message}\n`);
    });
    child.once("close", (exitCode, signal) => {
      current = undefined;
      file.end(() => resolve({ exitCode, signal }));
    });
  });
}

rmSync(SOAK_DIR, { recursive: true, force: true });
mkdirSync(RUNS_DIR, { recursive: true });
let ran = 0;
try {
  if (options.load) {
    load = startLoad();
    console.log(`soak: under load: process ${load.pid} keeps one core busy for the whole soak.`);
  }
  for (let run = 1; run <= options.runs && !interrupted; run++) {
    cleanReports(join(ROOT, REPORTS_DIR), SOAK_DIR);
    const runDir = join(RUNS_DIR, String(run));
    mkdirSync(runDir, { recursive: true });
    console.log(`\n▶ soak: run ${run} of ${options.runs}: ${COMMAND}${options.load ? " (under load)" : ""}`);
    const startedAt = new Date();
    const ended = await runOnce(join(runDir, OUTPUT_LOG));
    const seconds = Math.round((Date.now() - startedAt.getTime()) / 100) / 10;
    const kept = keepResults(LAST_RUN_DIR, runDir);
    const info: RunInfo = { run, command: COMMAND, ...ended, seconds, startedAt: startedAt.toISOString() };
    writeFileSync(join(runDir, RUN_FILE), `${JSON.stringify(info, null, 2)}\n`);
    ran = run;
    const how = ended.signal ? `ended by ${ended.signal}` : `exit ${ended.exitCode}`;
    console.log(
      `◀ soak: run ${run} of ${options.runs}: ${how} after ${seconds} s; kept ${kept.join(", ") || "no results"}`,
    );
  }
} finally {
  if (load) {
    await load.stop();
    console.log(`soak: load stopped (process ${load.pid} has ended).`);
  }
}

const records = Array.from({ length: ran }, (_, index) => join(RUNS_DIR, String(index + 1)))
  .filter((dir) => existsSync(join(dir, RUN_FILE)))
  .map((dir) => readRun(dir, ROOT));
const tally = tallySoak(records);
const setting = { command: COMMAND, load: options.load };
const soak = { ...setting, asked: options.runs, stoppedBy: interrupted ?? null, ...tally };
writeFileSync(join(SOAK_DIR, "soak.json"), `${JSON.stringify(soak, null, 2)}\n`);
writeFileSync(join(SOAK_DIR, "index.html"), soakPage(tally, setting));

const lines = soakSummary(tally, setting);
addToStepSummary(`## Soak\n\n\`\`\`\n${lines.join("\n")}\n\`\`\`\n`);
console.log(`\nPage: ${REPORTS.soak}/index.html, data: ${REPORTS.soak}/soak.json`);
if (interrupted) console.log(`Stopped by ${interrupted} after ${ran} of the ${options.runs} runs asked for.`);
console.log(lines.join("\n"));
process.exit(tally.red > 0 || tally.unrecorded > 0 || interrupted || ran < options.runs ? 1 : 0);
