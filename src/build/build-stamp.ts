/**
 * The record a finished build keeps of the inputs it was made from (build-inputs.ts), and the
 * one line that says whether a build is current and, if not, what changed since.
 *
 */
import { readFileSync, writeFileSync } from "node:fs";
import type { BuildInputs } from "./build-inputs.ts";

/** Sent by `npm start` and the catalogue's server with every answer: the stamp of the build they serve. */
export const BUILD_HEADER = "x-vormis-build";

/** The inputs recorded in a stamp file; none when it is missing or unreadable (an interrupted write). */
export function readStamp(file: string): BuildInputs | undefined {
  try {
    const recorded = JSON.parse(readFileSync(file, "utf8")) as BuildInputs;
    return typeof recorded.stamp === "string" ? recorded : undefined;
  } catch {
    return undefined;
  }
}

export function writeStamp(file: string, inputs: BuildInputs): void {
  writeFileSync(file, `${JSON.stringify(inputs, null, 1)}\n`);
}

/** The variables and files that differ between two sets of inputs: variables first, each list sorted. */
function changedInputs(recorded: BuildInputs, current: BuildInputs): string[] {
  const differing = (before: Record<string, string>, now: Record<string, string>) =>
    [...new Set([...Object.keys(before), ...Object.keys(now)])].filter((name) => before[name] !== now[name]).sort();
  return [...differing(recorded.env, current.env), ...differing(recorded.files, current.files)];
}

/** The changed inputs in a few words: `src/root.tsx and 2 more changed`, or undefined where none did. */
function changesSaid(recorded: BuildInputs, current: BuildInputs): string | undefined {
  const [first, ...others] = changedInputs(recorded, current);
  return first ? `${first}${others.length ? ` and ${others.length} more` : ""} changed` : undefined;
}

/**
 * What changed since results were made from the tree whose stamp was `stamp`: by name where that
 * tree's inputs are known (`then`: kept by its stamp, qa/plan/kept-trees.ts) and are that same
 * tree's; undefined where they are not (the results' reader then says only which kind of files changed).
 */
export function changedSince(
  stamp: string | undefined,
  then: BuildInputs | undefined,
  current: BuildInputs,
): string | undefined {
  return then && then.stamp === stamp ? changesSaid(then, current) : undefined;
}

/**
 * Whether the build in `folder`, made from `recorded` (if it says), is the build of `current`,
 * and the one line that says so: `build/ is out of date (src/root.tsx and 2 more changed): rebuilding`.
 */
export function freshness(
  folder: string,
  recorded: BuildInputs | undefined,
  current: BuildInputs,
  folderExists = true,
): { current: boolean; line: string } {
  if (recorded?.stamp === current.stamp) return { current: true, line: `${folder}/ is up to date (reused)` };
  if (!recorded) {
    return {
      current: false,
      line: folderExists
        ? `${folder}/ does not record what it was built from (an older or unfinished build): rebuilding`
        : `${folder}/ is not built yet: building`,
    };
  }
  const what = changesSaid(recorded, current) ?? "its inputs changed";
  return { current: false, line: `${folder}/ is out of date (${what}): rebuilding` };
}
