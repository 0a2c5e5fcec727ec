import type { PictureDifference } from "#qa/compare/index.ts";
import type { ShownSource } from "#qa/results/index.ts";
import type { ChangedFiles } from "./changed-files.ts";

/**
 * What the review shows of a baseline (the page, the summary, changes.json, accept): each one a run did
 * not leave unchanged, whichever run saw it (Playwright's Chromium run, collect.ts; the engines'
 * Firefox and WebKit pictures, engine-changes.ts) or none (an obsolete baseline), in one shape.
 */

export type ChangeKind = "image" | "aria";
/**
 * changed / new: the run saw something else than snapshots/ holds, or snapshots/ holds nothing;
 * obsolete: snapshots/ holds a baseline no test takes; not-compared: a test declares it but did
 * not get as far as comparing it (it failed first, or did not run at all).
 */
export type ChangeStatus = "changed" | "new" | "obsolete" | "not-compared";
export const CHANGE_STATUSES: ChangeStatus[] = ["not-compared", "changed", "new", "obsolete"];

export interface Change {
  /** The baseline's path under snapshots/, e.g. `stories.spec.ts/packagecard--premium-desktop.png`: what accept takes. */
  name: string;
  kind: ChangeKind;
  status: ChangeStatus;
  /** The page or story the baseline shows (its folder and the name the test gave it). */
  subject: string;
  /** The Playwright project, i.e. the viewport. */
  viewport: string;
  /** The engine that took the picture: Firefox or WebKit (qa/engines/); none for Chromium's (Playwright's). */
  engine?: string;
  /** That engine's version, where the run said it: what accepting its first baselines records (engine.json). */
  engineVersion?: string;
  /** The baseline as the run compared it, the run's result and Playwright's diff picture. */
  files: { baseline?: string; actual?: string; diff?: string };
  /** An aria snapshot's text, where the report kept it inline rather than as a file. */
  actualText?: string;
  baselineText?: string;
  /** For a changed picture: what differs, where, and its signature. */
  pixels?: PictureDifference;
  /** The same for every change that differs in the same way (the same pixels, or the same lines). */
  signature: string;
  /** snapshots/ already holds what the run saw: a reviewer accepted it since. */
  accepted: boolean;
  /** Why a baseline was not compared; for a changed engine picture, that it was compared across engine versions and what that found. */
  reason?: string;
  /** What the picture shows, as the run recorded it when it took it (none for an obsolete baseline, or a run from before). */
  source?: ShownSource;
  /** The changed files that reach what it shows, or that declare an obsolete baseline's folder (causes.ts). */
  causes?: string[];
  /** Why the review cannot tell its causes (no module graph, no source recorded, no changed files known). */
  causesUnknown?: string;
}

export interface CollectedRun {
  changes: Change[];
  unchanged: number;
  /** How many baselines the visual tests declare in all; the run's share of them is `compared`. */
  claimed: number;
  compared: number;
  /** Set when the run did not compare every declared baseline: says what ran. */
  partial?: string;
  /** The engines whose version is not the one that took their baselines (engine-changes.ts); absent when none moved. */
  engineMoves?: EngineMove[];
}

/** An engine that moved version since its baselines were taken: its pictures were compared by the across-versions rule. */
export interface EngineMove {
  engine: string;
  /** The version that took its baselines (its engine.json), and the one the run took its pictures in. */
  from: string;
  to: string;
  /** How many of its pictures the run compared across versions. */
  acrossVersions: number;
}

/** The order the review lists changes in: by status (not compared first), then by name. */
export function byStatusThenName(a: Change, b: Change) {
  return CHANGE_STATUSES.indexOf(a.status) - CHANGE_STATUSES.indexOf(b.status) || a.name.localeCompare(b.name);
}

/**
 * A run as the review shows it: its changes against the baselines now, each with its causes, the commit
 * it ran on, and what the changed files were measured against.
 */
export type ReviewedRun = CollectedRun & { commit: string; changedFiles?: ChangedFiles };

/** Two runs' findings as one: Playwright's Chromium baselines and the engines' pictures. */
export function joinRuns(chromium: CollectedRun, engines: CollectedRun): CollectedRun {
  const partial = [chromium.partial, engines.partial].filter(Boolean).join("; ");
  const engineMoves = [...(chromium.engineMoves ?? []), ...(engines.engineMoves ?? [])];
  return {
    changes: [...chromium.changes, ...engines.changes].sort(byStatusThenName),
    unchanged: chromium.unchanged + engines.unchanged,
    claimed: chromium.claimed + engines.claimed,
    compared: chromium.compared + engines.compared,
    partial: partial || undefined,
    ...(engineMoves.length > 0 ? { engineMoves } : {}),
  };
}
