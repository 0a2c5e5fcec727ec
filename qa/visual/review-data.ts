import { copyFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import type { Region } from "#qa/compare/index.ts";
import type { ShownSource } from "#qa/results/index.ts";
import type { Change, ChangeKind, ChangeStatus, EngineMove, ReviewedRun } from "./change.ts";
import type { ChangedFiles } from "./changed-files.ts";
import { countsOf, engineMoveSentence, needsReviewer } from "./verdict.ts";

/**
 * What the review folder holds for machines (changes.json, which CI reads) and what the page is
 * made from: every change with its files as paths relative to the folder, and the changes grouped
 * where they differ in exactly the same way.
 */

/** One entry of changes.json. */
export interface ChangeRecord {
  name: string;
  kind: ChangeKind;
  status: ChangeStatus;
  subject: string;
  viewport: string;
  /** The engine that took the picture: Chromium (Playwright's baselines), Firefox or WebKit. */
  engine: string;
  accepted: boolean;
  signature: string;
  reason?: string;
  /** CSS pixels of the larger extent of the two pictures; regions are in the same pixels. */
  pixels?: { count: number; ratio: number; regions: Region[]; width: number; height: number };
  /** Relative to the review folder. */
  files: { baseline?: string; actual?: string; diff?: string };
  /** What the picture shows: a page by its path, a story by its id (when the run recorded it). */
  source?: ShownSource;
  /** The changed files that reach it (for an obsolete baseline: that declare its folder's baselines). */
  causes?: string[];
  /** Why its causes are not known. */
  causesUnknown?: string;
}

/** changes.json. */
export interface ReviewData {
  commit: string;
  /** Why the run is not a complete comparison, or null. */
  partial: string | null;
  /** Whether a reviewer has anything left to do: a change not accepted, or a baseline not compared. */
  needsReview: boolean;
  counts: ReturnType<typeof countsOf>;
  claimed: number;
  compared: number;
  /** What the causes were measured against and how many files changed, or why they are not known. */
  changedFiles?: { compared: string; count: number } | { unknown: string };
  /** The engines whose version is not the one that took their baselines, each with the sentence the page and the summary show. */
  engineMoves: (EngineMove & { sentence: string })[];
  changes: ChangeRecord[];
}

/** Changes shown, viewed and accepted as one: the same difference in several baselines (or one change alone). */
export interface ReviewEntry {
  /** Position on the page, from 1: the entry's id is `change-<index>`. */
  index: number;
  changes: ChangeRecord[];
  /** The first change: its pictures and text stand for the whole group. */
  lead: ChangeRecord;
  /** Entries of other engines whose pictures show the same pages at the same sizes, with the same status. */
  alsoIn: { engine: string; index: number }[];
}

const roles = ["baseline", "actual", "diff"] as const;

/**
 * Copies (or, for text the report kept inline, writes) every file a change needs into
 * `dir/files/`, numbered by the change so that names cannot collide.
 */
export function copyChangeFiles(dir: string, change: Change, number: number): ChangeRecord["files"] {
  const files: ChangeRecord["files"] = {};
  const ext = change.kind === "image" ? ".png" : ".aria.yml";
  for (const role of roles) {
    const source = change.files[role];
    const text = role === "actual" ? change.actualText : role === "baseline" ? change.baselineText : undefined;
    const target = `files/${number}-${role}${ext}`;
    if (source) copyFileSync(source, join(dir, target));
    else if (text !== undefined) writeFileSync(join(dir, target), text);
    else continue;
    files[role] = target;
  }
  return files;
}

/** The engine of a change: Playwright's baselines are Chromium's. */
export const engineOf = (change: Pick<Change, "engine">) => change.engine ?? "Chromium";

export function recordOf(change: Change, files: ChangeRecord["files"]): ChangeRecord {
  const { pixels } = change;
  return {
    name: change.name,
    kind: change.kind,
    status: change.status,
    subject: change.subject,
    viewport: change.viewport,
    engine: engineOf(change),
    accepted: change.accepted,
    signature: change.signature,
    // changes.json leaves the reason out where there is none (JSON has no undefined).
    reason: change.reason,
    ...(pixels
      ? {
          pixels: {
            count: pixels.count,
            ratio: pixels.ratio,
            regions: pixels.regions,
            width: pixels.width,
            height: pixels.height,
          },
        }
      : {}),
    files,
    // Left out where the run has none, as the reason is.
    source: change.source,
    causes: change.causes,
    causesUnknown: change.causesUnknown,
  };
}

export function reviewData(run: ReviewedRun, changes: ChangeRecord[]): ReviewData {
  return {
    commit: run.commit,
    partial: run.partial ?? null,
    needsReview: needsReviewer(run),
    counts: countsOf(run),
    claimed: run.claimed,
    compared: run.compared,
    changedFiles: changedFilesOf(run.changedFiles),
    engineMoves: (run.engineMoves ?? []).map((move) => ({ ...move, sentence: engineMoveSentence(move) })),
    changes,
  };
}

function changedFilesOf(changed?: ChangedFiles): ReviewData["changedFiles"] {
  if (!changed) return undefined;
  return "unknown" in changed ? changed : { compared: changed.compared, count: changed.files.length };
}

/**
 * The page's entries, in the run's order except that baselines not compared come last: changes of the same status and kind with the same
 * signature (the same pixels changed the same way, or the same lines) make one entry, placed
 * where its first change is. A baseline not compared is always an entry of its own.
 */
export function entriesOf(changes: ChangeRecord[]): ReviewEntry[] {
  const groups = new Map<string, ChangeRecord[]>();
  for (const change of changes) {
    const key =
      change.status === "not-compared" ? `${change.name}` : `${change.status} ${change.kind} ${change.signature}`;
    groups.set(key, [...(groups.get(key) ?? []), change]);
  }
  // What a reviewer can act on comes first; the baselines not compared are listed at the top of the page already.
  const notCompared = (group: ChangeRecord[]) => (group[0].status === "not-compared" ? 1 : 0);
  const entries = [...groups.values()]
    .sort((a, b) => notCompared(a) - notCompared(b))
    .map((group, i) => ({ index: i + 1, changes: group, lead: group[0], alsoIn: [] as ReviewEntry["alsoIn"] }));
  // The same change seen by several engines: each engine's entry names the others' (their pixels differ, so they are not one entry).
  const bySight = Map.groupBy(
    entries.filter((entry) => entry.lead.kind === "image" && entry.lead.status !== "not-compared"),
    (entry) => `${entry.lead.status} ${unique(entry.changes.map(sight)).sort().join(" ")}`,
  );
  for (const same of bySight.values()) {
    for (const entry of same) {
      entry.alsoIn = same
        .filter((other) => other.lead.engine !== entry.lead.engine)
        .map((other) => ({ engine: other.lead.engine, index: other.index }));
    }
  }
  return entries;
}

/**
 * What a picture shows, whichever engine took it: the page or story and the size, `home-desktop`.
 * WebKit's narrower mobile pictures (`home-mobile-447px`) show the same as the others' mobile ones.
 */
export const sight = (change: Pick<ChangeRecord, "name">) =>
  fileName(change.name)
    .replace(/\.png$/, "")
    .replace(/-\d+px$/, "");

/** The values once each, in their first order. */
export const unique = <T>(values: T[]) => [...new Set(values)];

/** A baseline's file name, which is what a reviewer recognises: `home-desktop.png`. */
export const fileName = (name: string) => basename(name);

/** What an entry stands for, in a few words: its file name, or how many baselines share it. */
export const entryTitle = (entry: ReviewEntry) =>
  entry.changes.length === 1 ? fileName(entry.lead.name) : `The same change in ${entry.changes.length} baselines`;

/** The names a reviewer can still accept from an entry (not-compared ones never, accepted ones no more). */
export const acceptableNames = (entry: ReviewEntry) =>
  entry.changes.filter((change) => change.status !== "not-compared" && !change.accepted).map((change) => change.name);

const quoted = (name: string) => `'${name.replaceAll("'", `'\\''`)}'`;
/** The local command that accepts these changes. */
export const acceptCommand = (...names: string[]) => `npm run snapshots:accept -- ${names.map(quoted).join(" ")}`;
