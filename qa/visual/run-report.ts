import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { REPORTS } from "#qa/settings.ts";
import { type JSONReport, readPlaywrightReport } from "#qa/support/playwright-report.ts";
import { UNNAMED_CHANGE } from "#src/build/build-stamp.ts";

/** Playwright's JSON report of the last run (see playwright.config.ts), which the review reads. */
export const RUN_REPORT_FILE = `${REPORTS.playwrightOutput}/run-report.json`;

/** The checked-out commit, recorded in each run's metadata so that results cannot be mixed up. */
export function currentCommit(cwd = process.cwd()): string {
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], { cwd, encoding: "utf8", stdio: "pipe" }).trim();
  } catch {
    return "unknown";
  }
}

/** What a run's results were made from: the commit, and the files of the tree as they were (edits not yet committed too). */
export interface RunOrigin {
  commit: string;
  /** The stamp of every file the catalogue's build reads (src/build/build-inputs.ts): the site, its stories, the harness. */
  inputs?: string;
}

/**
 * The tree a run's results are held to, and what changed since a stamp of it (build-stamp.ts'
 * changedSince: by name where the build on disk still knows the files as they were).
 */
export interface ExpectedOrigin extends RunOrigin {
  changedSince?: (stamp: string | undefined) => string;
}
export const changeSince = (expected: ExpectedOrigin, stamp: string | undefined) =>
  expected.changedSince?.(stamp) ?? UNNAMED_CHANGE;

/** What a stale run's reason says before the change (readRunReport's and engine-changes.ts' staleEnginePictures'). */
export const MADE_BEFORE = " were made before ";
export const TAKEN_BEFORE = " were taken before ";

/** The commands that bring each part of the visual results up to date with the tree. */
export const VISUAL_COMMANDS = {
  /** Playwright's @visual tests alone: the Chromium baselines, both viewports, writing none. */
  chromium: "npm run test:e2e -- --grep @visual",
  /** The Firefox and WebKit pictures alone (qa/engines/picture-results.ts' TAKE_ENGINE_PICTURES). */
  engines: "npm run test:engines -- --pictures",
  /** Both, side by side. */
  both: "npm run test:visual",
};

/** A commit as a message names it: its first seven digits (anything else as it is). */
export const shortCommit = (commit: string | undefined) =>
  commit === undefined ? "(unknown)" : /^[0-9a-f]{40}$/.test(commit) ? commit.slice(0, 7) : commit;

/**
 * The run's report, or why it cannot be reviewed: no run yet, a run of another commit, or a run of
 * files that have changed since (its pictures would be compared with the wrong baselines, or show
 * what the code no longer draws).
 */
export function readRunReport(file: string, expected: ExpectedOrigin): { report: JSONReport } | { stale: string } {
  if (!existsSync(file)) return { stale: `there are no Chromium results to review (${file} does not exist)` };
  const report = readPlaywrightReport(file);
  const recorded = report.config.metadata as Partial<RunOrigin>;
  if (recorded.commit !== expected.commit) {
    return {
      stale: `the Chromium results in ${file} are from commit ${shortCommit(recorded.commit)}, the tree is ${shortCommit(expected.commit)}`,
    };
  }
  if (expected.inputs && recorded.inputs !== expected.inputs) {
    return {
      stale: `the Chromium results in ${file}${MADE_BEFORE}${changeSince(expected, recorded.inputs)}`,
    };
  }
  return { report };
}

/** Why both runs are stale: a change both were made before is named once. */
function bothStale(chromium: string, engines: string): string {
  const [chromiumRun, chromiumChange] = chromium.split(MADE_BEFORE);
  const [engineRun, engineChange] = engines.split(TAKEN_BEFORE);
  return chromiumChange !== undefined && chromiumChange === engineChange
    ? `${chromiumRun} and ${engineRun}${MADE_BEFORE}${chromiumChange}`
    : `${chromium}, and ${engines}`;
}

/**
 * Why the review refuses stale Chromium results, with exactly the commands that bring each stale
 * part up to date: Chromium's alone when the Firefox and WebKit pictures are of this tree, else both.
 */
export function staleRefusal(chromium: string, engines: string | undefined): string {
  const why = engines ? bothStale(chromium, engines) : chromium;
  const commands = engines
    ? `run \`${VISUAL_COMMANDS.both}\` (both), or \`${VISUAL_COMMANDS.chromium}\` for Chromium and \`${VISUAL_COMMANDS.engines}\` for Firefox and WebKit`
    : `run \`${VISUAL_COMMANDS.chromium}\` for Chromium alone (the Firefox and WebKit pictures are of this tree), or \`${VISUAL_COMMANDS.both}\` (both)`;
  return `${why.charAt(0).toUpperCase()}${why.slice(1)}: ${commands}.`;
}
