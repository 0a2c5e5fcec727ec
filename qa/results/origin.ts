/**
 * What a run's results were made of, and the one check of whether results may stand for a tree: the same
 * commit, the same files (the stamp of every file the catalogue's build reads, src/build/build-inputs.ts) and,
 * for engine pictures and journeys, the same picture harness (picture-harness.ts). Chromium's report, the
 * engines' pictures and the engines' journeys each say the difference in their own words.
 */
import { execFileSync } from "node:child_process";
import { HARNESS_CHANGE } from "./picture-harness.ts";

export interface RunOrigin {
  commit: string;
  /** The stamp of the tree's files, edits not yet committed too. */
  inputs?: string;
  /** The stamp of the picture harness the engines ran with (engine runs only). */
  harness?: string;
}

/** The tree results are held to, and the files changed since a stamp of it, where the site's tools can name them. */
export interface ExpectedOrigin extends RunOrigin {
  changedSince?: (stamp: string | undefined) => string | undefined;
}

/** What changed, where no file can be named. */
export const UNNAMED_CHANGE = "the site's, the stories' or the harness's files changed";

/** The first part in which results made of `recorded` are not of the tree `expected`; a part `expected` leaves out is not held to. */
export type TreeDifference = "commit" | "files" | "harness";

export function treeDifference(recorded: Partial<RunOrigin>, expected: RunOrigin): TreeDifference | undefined {
  if (recorded.commit !== expected.commit) return "commit";
  if (expected.inputs !== undefined && recorded.inputs !== expected.inputs) return "files";
  if (expected.harness !== undefined && recorded.harness !== expected.harness) return "harness";
  return undefined;
}

/** The checked-out commit, recorded in each run's metadata so that results cannot be mixed up. */
export function currentCommit(cwd = process.cwd()): string {
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], { cwd, encoding: "utf8", stdio: "pipe" }).trim();
  } catch {
    return "unknown";
  }
}

/** A commit as a message names it: its first seven digits (anything else as it is). */
export const shortCommit = (commit: string | undefined) =>
  commit === undefined ? "(unknown)" : /^[0-9a-f]{40}$/.test(commit) ? commit.slice(0, 7) : commit;

export const changeSince = (expected: ExpectedOrigin, stamp: string | undefined) =>
  expected.changedSince?.(stamp) ?? UNNAMED_CHANGE;

/** What a stale run's reason says before the change (Chromium's report, the engines' pictures). */
export const MADE_BEFORE = " were made before ";
export const TAKEN_BEFORE = " were taken before ";

/**
 * Why results of `recorded` may not stand for `expected`, in the words of `what` ("the Chromium results in …",
 * "the Firefox and WebKit pictures"), or undefined when they may.
 */
export function staleBecause(
  what: string,
  recorded: Partial<RunOrigin>,
  expected: ExpectedOrigin,
  before: typeof MADE_BEFORE | typeof TAKEN_BEFORE,
): string | undefined {
  const difference = treeDifference(recorded, expected);
  const words: Record<TreeDifference, () => string> = {
    commit: () =>
      `${what} are from commit ${shortCommit(recorded.commit)}, the tree is ${shortCommit(expected.commit)}`,
    files: () => `${what}${before}${changeSince(expected, recorded.inputs)}`,
    harness: () => `${what} were taken with ${HARNESS_CHANGE} than the tree has now`,
  };
  return difference && words[difference]();
}

/**
 * Why results of an `earlier` engine run are not of the tree `now` is a run of, or undefined when they
 * are: the same commit, the same files, the same harness.
 */
export function otherTree(earlier: Partial<RunOrigin>, now: RunOrigin): string | undefined {
  const difference = treeDifference(earlier, now);
  const words: Record<TreeDifference, () => string> = {
    commit: () => `they were taken of commit ${shortCommit(earlier.commit)}, this run of ${shortCommit(now.commit)}`,
    files: () => `they were taken before ${UNNAMED_CHANGE}`,
    harness: () => `they were taken with ${HARNESS_CHANGE}`,
  };
  return difference && words[difference]();
}

/** The engines whose earlier results a run leaves out, and the line that says whose, why and how to take them again. */
export interface LeftOut {
  engines: string[];
  line: string;
}

/**
 * The line for earlier results of `engines` left out (`what`: "pictures" or "journeys"), `why` from
 * otherTree, and the `command` (with its `verb`) that takes them again, engine by engine.
 */
export function leftOut(engines: string[], what: string, why: string, command: string, verb: string): LeftOut {
  const again = engines.map((engine) => `\`${command} --engine ${engine.toLowerCase()}\``).join(", ");
  return {
    engines,
    line: `  ${engines.join(" and ")}: the ${what} of the run before are left out, ${why} (${again} ${verb} them again)`,
  };
}
