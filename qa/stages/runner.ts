import { type ChildProcess, spawn } from "node:child_process";
import { type StageStatus, stageEnded, startRecord, writeStageRecord } from "#qa/results/index.ts";

/**
 * Runs stages in order, stopping at the first that fails and saying which one it was: `npm test`
 * (qa/stages/main.ts) and `npm run test:changed` (qa/changed/main.ts). A stage marked `beside` starts
 * in the background and the next stages go on meanwhile; its output is kept and printed as one block
 * when it ends, or when a stage that reads what it made (`waitsFor`) is due. Each stage's verdict and
 * time go to `record` (qa/results/stages.ts) as the run goes, when one is given.
 */
export interface Stage {
  name: string;
  script: string;
  /** Passed to the script after `--`. */
  args?: string[];
  beside?: boolean;
  /**
   * Background stages that must have ended (and passed) before this one starts: it reads what they
   * wrote. A stage beside the others waits for them in the background too, holding up no other stage.
   */
  waitsFor?: string[];
}

export interface StageRun {
  /** What the messages call the run: `npm test`. */
  name: string;
  stages: Stage[];
  /** Where the record of the stages goes, if anywhere. */
  record?: string;
  /** Run every stage even after one fails (each failure is named where it ends), instead of stopping. */
  keepGoing?: boolean;
}

/** Runs the stages; true if every one passed. */
export async function runStages({ name: runName, stages, record: recordFile, keepGoing }: StageRun): Promise<boolean> {
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
  const writeRecord = (written: typeof record) => {
    if (recordFile) writeStageRecord(recordFile, written);
  };
  writeRecord(record);
  /** A stage that never started, or that npm test stopped because another failed, did not run. */
  function recordOutcome(outcome: Outcome, stoppedByUs = false): Outcome {
    const status: StageStatus =
      outcome.notStarted || stoppedByUs ? "not run" : outcome.status === 0 ? "passed" : "failed";
    record = stageEnded(record, outcome.stage.name, status, Number(outcome.seconds));
    writeRecord(record);
    return outcome;
  }

  function run(stage: Stage): { child: ChildProcess; done: Promise<Outcome> } {
    const started = Date.now();
    const child = spawn("npm", ["run", "--silent", stage.script, ...(stage.args ? ["--", ...stage.args] : [])], {
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

  /** The stage's command, its arguments counted rather than listed where they are many (a long --grep). */
  function command(stage: Stage): string {
    const args = stage.args ?? [];
    const written = args.join(" ");
    const shown = written.length > 160 ? `… (${args.length} arguments)` : written;
    return `npm run ${stage.script}${args.length > 0 ? ` -- ${shown}` : ""}`;
  }

  function report({ stage, status, seconds, output }: Outcome): boolean {
    if (stage.beside)
      console.log(`\n▶ ${runName}: ${stage.name} (ran beside the stages after it)\n${output.trimEnd()}`);
    if (status !== 0) {
      console.error(
        `\n✗ ${runName}${keepGoing ? "" : " stopped"}: stage "${stage.name}" failed after ${seconds} s (${command(stage)}).`,
      );
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
          const why = failed ? `"${failed.stage.name}" failed` : `${runName} stopped`;
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
      console.log(`\n▶ ${runName}: ${stage.name}, beside the next stages${after}; its output follows when it ends`);
      background.push(startBeside(stage));
      continue;
    }
    for (const waited of background.filter((running) => stage.waitsFor?.includes(running.stage.name))) {
      waited.reported = true;
      if (!report(await waited.done)) passed = false;
    }
    if (!passed && !keepGoing) {
      stopBackground();
      break;
    }
    console.log(`\n▶ ${runName}: ${stage.name}`);
    if (!report(recordOutcome(await run(stage).done))) {
      passed = false;
      if (keepGoing) continue;
      // Stopped: what runs in the background is stopped too.
      stopBackground();
      break;
    }
  }
  for (const { done } of background.filter((running) => !running.reported)) {
    const outcome = await done;
    if ((passed || keepGoing) && !report(outcome)) passed = false;
  }
  writeRecord({ ...record, passed });
  return passed;
}
