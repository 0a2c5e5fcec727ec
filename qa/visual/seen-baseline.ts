import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { hashOf } from "#qa/basics/index.ts";
import { comparePictures } from "#qa/compare/index.ts";
import type { ShownSource } from "#qa/results/index.ts";
import type { Change, ChangeKind } from "./change.ts";
import { lineDiff } from "./line-diff.ts";

/**
 * A baseline as a run saw it, and the one way the review makes a change of that, for all three engines.
 * Each run has a reader of its own results that only says what it saw of each baseline (collect.ts reads
 * Playwright's report of Chromium, engine-changes.ts the Firefox and WebKit pictures' results); the change
 * (its status, files, signature, and whether a reviewer accepted it since) is made here, alike for both.
 */

/** Which baseline, and what it shows, as the review names it. */
export interface Described {
  /** The baseline's path under snapshots/. */
  file: string;
  kind: ChangeKind;
  /** The page or story, as the run names it. */
  subject: string;
  viewport: string;
  /** Firefox or WebKit; none for Chromium's (Playwright's). */
  engine?: string;
  /** The version of that engine that took the picture, as its record (engine.json) names versions. */
  engineVersion?: string;
  source?: ShownSource;
}

/**
 * What the run came to: the baseline matched; it was not compared, and why; or the picture taken (a file)
 * or the text written, with the baseline it was compared with where there was one: without one it is new.
 */
type Finding =
  | { found: "unchanged" }
  | { found: "not-compared"; reason: string }
  /** `reason`: how the picture was compared, where not exactly (across engine versions). */
  | { found: "picture"; actual: string; baseline?: string; diff?: string; reason?: string }
  | { found: "text"; actualText: string; baselineText?: string };

export type SeenBaseline = Described & Finding;

/** A baseline the run did not find unchanged: a change on the review. */
export type SeenChange = Exclude<SeenBaseline, { found: "unchanged" }>;

/** The changes of what a run saw, in the order it saw them, and how many baselines it found unchanged. */
export async function changesOf(
  seen: SeenBaseline[],
  snapshotsDir: string,
): Promise<{ changes: Change[]; unchanged: number }> {
  const changes: Change[] = [];
  for (const baseline of seen) {
    if (baseline.found !== "unchanged") changes.push(await changeOf(baseline, snapshotsDir));
  }
  return { changes, unchanged: seen.length - changes.length };
}

/** The review's change of one baseline; `snapshotsDir` (absolute) is snapshots/ as it is now, to tell whether it was accepted since. */
export async function changeOf(seen: SeenChange, snapshotsDir: string): Promise<Change> {
  if (seen.found === "not-compared") {
    return {
      name: seen.file,
      kind: seen.kind,
      status: "not-compared",
      ...labelsOf(seen),
      files: {},
      signature: hashOf(`not-compared ${seen.file}`),
      accepted: false,
      reason: seen.reason,
    };
  }
  const current = join(snapshotsDir, seen.file);
  const head = { name: seen.file, kind: seen.kind, ...labelsOf(seen) };
  if (seen.found === "text") {
    const { actualText, baselineText } = seen;
    // A changed text is signed by the lines that changed; a new one by its content, as a new picture and an
    // obsolete baseline are, so that a renamed story's tree is the same change as its old file.
    const signature =
      baselineText === undefined
        ? hashOf(actualText)
        : hashOf(JSON.stringify(lineDiff(baselineText, actualText).filter((line) => line.op !== " ")));
    return {
      ...head,
      status: baselineText === undefined ? "new" : "changed",
      files: {},
      actualText,
      baselineText,
      signature,
      accepted: existsSync(current) && readFileSync(current, "utf8") === actualText,
    };
  }
  const { actual, baseline, diff, reason } = seen;
  const accepted = existsSync(current) && readFileSync(current).equals(readFileSync(actual));
  // A new picture was compared with nothing: it has no diff, and no way it was compared to tell.
  if (!baseline)
    return { ...head, status: "new", files: { actual }, signature: hashOf(readFileSync(actual)), accepted };
  const pixels = await comparePictures(baseline, actual);
  return {
    ...head,
    status: "changed",
    files: { baseline, actual, ...(diff ? { diff } : {}) },
    pixels,
    signature: pixels.signature,
    accepted,
    ...(reason ? { reason } : {}),
  };
}

/** What the review names it by: its engine and source only where the run gave them. */
function labelsOf({ subject, viewport, engine, engineVersion, source }: Described) {
  return {
    subject,
    viewport,
    ...(engine ? { engine } : {}),
    ...(engineVersion ? { engineVersion } : {}),
    ...(source ? { source } : {}),
  };
}
