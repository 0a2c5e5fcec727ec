import { type ChildProcess, spawn } from "node:child_process";
import { REPORTS } from "#qa/settings.ts";
import { type StageStatus, stageEnded, startRecord, writeStageRecord } from "#qa/soak/stage-record.ts";

/**
 * `npm test`: every stage in order, stopping at the first that fails and
 * saying which one it was. A stage marked `beside` starts in the background and
 * the next stages go on meanwhile; its output is kept and printed as one block
 * when it ends, or when a stage that reads what it made (`waitsFor`) is due. Each stage's verdict and time go
 * to reports/last-run/stages.json as the run goes (qa/soak/stage-record.ts).
 */
interface Stage {
  name: string;
  script: string;
  beside?: boolean;
  /**
   * Background stages that must have ended (and passed) before this one starts: it reads what they
   * wrote. A stage beside the others waits for them in the background too, holding up no other stage.
   */
  waitsFor?: string[];
}

const CATALOGUE = "component catalogue (Storybook)";
const ENGINES = "engine pictures and journeys (Firefox, WebKit)";
const VALID_HTML = "valid HTML (Nu HTML Checker)";

const stages: Stage[] = [
  { name: "lint", script: "lint" },
  { name: "workflow lint (actionlint, action-validator)", script: "lint:workflows" },
  // About two seconds: no test asserts only under a condition, asserts nothing, or sleeps (qa/test-lint/).
  { name: "tests that cannot fail (test lint)", script: "lint:tests" },
  { name: "typecheck", script: "typecheck" },
  { name: "build", script: "build" },
  // Needs only the build: about 10 s of one core, mostly Java starting, so it runs beside the others.
  { name: VALID_HTML, script: "test:html", beside: true },
  // Needed by the browser specs (the story specs read its story list) and the engines, which picture
  // the stories too: built while the unit specs run.
  { name: CATALOGUE, script: "build-storybook", beside: true },
  // Needs the build and the catalogue. Started as soon as the catalogue is built, while the unit specs
  // run: its pictures of the pages and stories then run mostly beside the unit specs, its journeys
  // beside the Playwright specs.
  { name: ENGINES, script: "test:engines", beside: true, waitsFor: [CATALOGUE] },
  { name: "unit specs (Vitest)", script: "test:unit" },
  { name: "browser specs (Playwright)", script: "test:e2e", waitsFor: [CATALOGUE] },
  // A baseline no test takes any more (a renamed page or story) fails here, naming the file.
  { name: "obsolete baselines", script: "snapshots:obsolete" },
  // About a second: every rule of the spec has a passing test in this run (the engine journeys' too, so it
  // waits for them), and no test names a rule that is not.
  { name: "spec rule coverage", script: "spec:coverage", waitsFor: [ENGINES, VALID_HTML] },
];

interface Outcome {
  stage: Stage;
  status: number;
  seconds: string;
  output: string;
  /** A background stage that never started: one it waits for failed, or npm test stopped first. */
  notStarted?: boolean;
}

/** The run's record of its stages, written now and again whenever a stage ends: a run cut short leaves one too. */
let record = startRecord(stages);
writeStageRecord(REPORTS.lastRun.stages, record);
/** A stage that never started, or that npm test stopped because another failed, did not run. */
function recordOutcome(outcome: Outcome, stoppedByUs = false): Outcome {
  const status: StageStatus =
    outcome.notStarted || stoppedByUs ? "not run" : outcome.status === 0 ? "passed" : "failed";
  record = stageEnded(record, outcome.stage.name, status, Number(outcome.seconds));
  writeStageRecord(REPORTS.lastRun.stages, record);
  return outcome;
}

function run(stage: Stage): { child: ChildProcess; done: Promise<Outcome> } {
  const started = Date.now();
  const child = spawn("npm", ["run", "--silent", stage.script], {
    stdio: stage.beside ? ["ignore", "pipe", "pipe"] : "inherit",
    // Its own process group, so that stopping it stops the browsers and servers it started.
    detached: Boolean(stage.beside),
  });
  let output = "";
  // Whole characters (õ, ✓) even where a multi-byte one is split between two chunks.
  child.stdout?.setEncoding("utf8");
  child.stderr?.setEncoding("utf8");
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const done = new Promise<Outcome>((resolve) => {
    child.on("close", (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      resolve({ stage, status: code ?? (signal ? 1 : 0), seconds, output });
    });
  });
  return { child, done };
}

function report({ stage, status, seconds, output }: Outcome): boolean {
  if (stage.beside) console.log(`\n▶ npm test: ${stage.name} (ran beside the stages after it)\n${output.trimEnd()}`);
  if (status !== 0) {
    console.error(`\n✗ npm test stopped: stage "${stage.name}" failed after ${seconds} s (npm run ${stage.script}).`);
    return false;
  }
  console.log(`✓ ${stage.name} (${seconds} s)`);
  return true;
}

interface Background {
  stage: Stage;
  child?: ChildProcess;
  done: Promise<Outcome>;
  reported?: boolean;
  /** npm test stopped it (another stage failed): it did not run to its end. */
  stopped?: boolean;
}
const background: Background[] = [];
/** Set once npm test stops: a background stage still waiting to start then never starts. */
let stopped = false;
/** Stops the background stages and everything they started (browsers, servers): their own process groups. */
function stopBackground() {
  stopped = true;
  for (const entry of background) {
    const { child } = entry;
    if (!child?.pid || child.exitCode !== null || child.signalCode !== null) continue;
    entry.stopped = true;
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // Its group has ended meanwhile: the others are still stopped.
    }
  }
}
// Interrupted (Ctrl-C, a cancelled CI job): nothing started in the background may outlive npm test.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    stopBackground();
    process.exit(1);
  });
}

/**
 * Starts a stage beside the others, once the background stages it waits for have passed; one that
 * failed is reported where it ends, and this one then does not start.
 */
function startBeside(stage: Stage): Background {
  const waited = background.filter((running) => stage.waitsFor?.includes(running.stage.name));
  const entry = { stage } as Background;
  entry.done = Promise.all(waited.map((running) => running.done))
    .then((outcomes) => {
      const failed = outcomes.find((outcome) => outcome.status !== 0);
      if (failed || stopped) {
        const why = failed ? `"${failed.stage.name}" failed` : "npm test stopped";
        return { stage, status: 1, seconds: "0.0", output: `not started: ${why}`, notStarted: true };
      }
      const started = run(stage);
      entry.child = started.child;
      return started.done;
    })
    .then((outcome) => recordOutcome(outcome, entry.stopped));
  return entry;
}

let passed = true;
for (const stage of stages) {
  if (stage.beside) {
    const after = stage.waitsFor ? ` once ${stage.waitsFor.join(", ")} has passed` : "";
    console.log(`\n▶ npm test: ${stage.name}, beside the next stages${after}; its output follows when it ends`);
    background.push(startBeside(stage));
    continue;
  }
  for (const waited of background.filter((running) => stage.waitsFor?.includes(running.stage.name))) {
    waited.reported = true;
    if (!report(await waited.done)) passed = false;
  }
  if (!passed) {
    stopBackground();
    break;
  }
  console.log(`\n▶ npm test: ${stage.name}`);
  if (!report(recordOutcome(await run(stage).done))) {
    passed = false;
    // Stopped: what runs in the background is stopped too.
    stopBackground();
    break;
  }
}
for (const { done } of background.filter((running) => !running.reported)) {
  const outcome = await done;
  if (passed && !report(outcome)) passed = false;
}
writeStageRecord(REPORTS.lastRun.stages, { ...record, passed });
if (!passed) process.exit(1);
console.log("\n✓ npm test: every stage passed.");
