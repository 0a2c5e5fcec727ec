import { copyFileSync, existsSync, mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { type CauseGroup, causeGroups } from "./cause-groups.ts";
import type { Change, CollectedRun } from "./change.ts";
import type { ChangedFiles } from "./changed-files.ts";

/**
 * The pictures the pull request's comment shows inline: for each of the summary's cause groups
 * ("15 pictures ← `tailwind.config.ts`"), its most changed picture (the largest share of changed
 * pixels; in a group of new or obsolete pictures only, the first by name) before, after and as
 * Playwright's difference. One function names the files, so that the summary's addresses
 * (`--pictures-url`) and the files `npm run snapshots:pictures -- <dir>` writes are the same set.
 */

export type Side = "before" | "after" | "difference";
export const SIDES: Side[] = ["before", "after", "difference"];
/** Where the run keeps each side: the baseline it compared with, what it took, Playwright's diff. */
const SOURCE: Record<Side, keyof Change["files"]> = { before: "baseline", after: "actual", difference: "diff" };

/** One side of a group's picture: the run's file, and the name it has beside the comment. */
export interface SideFile {
  source: string;
  name: string;
}

/** The picture a group shows, with the sides the run has a file of (a new picture has no before). */
export interface GroupPicture {
  change: Change;
  sides: Partial<Record<Side, SideFile>>;
}

/** The summary's cause groups, in its order: shown once the review has looked for causes (load-run.ts). */
export const summaryGroups = (run: CollectedRun & { changedFiles?: ChangedFiles }): CauseGroup<Change>[] =>
  run.changedFiles ? causeGroups(run.changes) : [];

/**
 * The picture that stands for a group: the one with the largest share of changed pixels (the first
 * by name among equals); where none has a pixel count (new or obsolete pictures), the first by name.
 * None in a group of text baselines only.
 */
export function shownPicture(changes: Change[]): Change | undefined {
  const pictures = changes.filter((change) => change.kind === "image").sort((a, b) => a.name.localeCompare(b.name));
  const share = (change: Change) => change.pixels?.ratio ?? 0;
  return pictures.reduce<Change | undefined>(
    (shown, picture) => (!shown || share(picture) > share(shown) ? picture : shown),
    undefined,
  );
}

/**
 * `<group>-<name>-<side>.png`, the group numbered from 1 in the summary's order and the baseline's
 * name (its path under snapshots/) with every character but letters, digits, `.`, `_` and `-` made
 * a `-`: `1-stories.spec.ts-packagecard--premium-mobile-before.png`. Safe in an address as it is.
 */
export function pictureFileName(group: number, change: Pick<Change, "name">, side: Side): string {
  const slug = change.name.replace(/\.png$/, "").replace(/[^A-Za-z0-9._-]/g, "-");
  return `${group}-${slug}-${side}.png`;
}

/** The picture group number `group` (from 1) shows, with the sides whose file the run still has. */
export function groupPicture(group: CauseGroup<Change>, number: number): GroupPicture | undefined {
  const change = shownPicture(group.changes);
  if (!change) return undefined;
  const sides: GroupPicture["sides"] = {};
  for (const side of SIDES) {
    const source = change.files[SOURCE[side]];
    if (source && existsSync(source)) sides[side] = { source, name: pictureFileName(number, change, side) };
  }
  return { change, sides };
}

/** Every group's picture, numbered as the summary numbers its groups. */
export function groupPictures(run: CollectedRun & { changedFiles?: ChangedFiles }): (GroupPicture | undefined)[] {
  return summaryGroups(run).map((group, index) => groupPicture(group, index + 1));
}

/** Every file the summary's picture addresses name, with the run's file it is a copy of. */
export function reviewPictureFiles(run: CollectedRun & { changedFiles?: ChangedFiles }): SideFile[] {
  return groupPictures(run).flatMap((picture) => Object.values(picture?.sides ?? {}));
}

/**
 * Copies exactly the files the summary's addresses name into `dir` (made if missing; refused when it
 * holds anything, so that nothing else is published with them); returns their names.
 */
export function writeReviewPictures(run: CollectedRun & { changedFiles?: ChangedFiles }, dir: string): string[] {
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    throw new Error(`${dir} is not empty: the comment's pictures go into an empty folder, alone.`);
  }
  mkdirSync(dir, { recursive: true });
  const files = reviewPictureFiles(run);
  for (const { source, name } of files) copyFileSync(source, join(dir, name));
  return files.map((file) => file.name);
}
