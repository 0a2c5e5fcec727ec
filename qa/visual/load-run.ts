import { existsSync, readdirSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { enginePictures as allEnginePictures } from "#qa/engines/index.ts";
import { type CatalogueStory, catalogueIndexFile, readCatalogueStories } from "#qa/plan/catalogue-index.ts";
import { keptTree } from "#qa/plan/kept-trees.ts";
import { sitePictures } from "#qa/plan/site-pictures.ts";
import {
  currentCommit,
  pictureHarnessStamp,
  RUN_REPORT_FILE,
  readPictureRun,
  readRunReport,
  staleEnginePictures,
} from "#qa/results/index.ts";
import { REPORTS, SNAPSHOTS_DIR } from "#qa/settings.ts";
import { changedSince } from "#src/build/build-stamp.ts";
import { catalogueBuild, currentInputs } from "#src/build/builds.ts";
import { withCauses } from "./causes.ts";
import { joinRuns, type ReviewedRun } from "./change.ts";
import { listClaimedFiles } from "./claimed-list.ts";
import { collectRun, obsoleteBaselines } from "./collect.ts";
import { collectEnginePictures } from "./engine-changes.ts";
import { staleRefusal } from "./stale-refusal.ts";

/** Every picture and text baseline under snapshots/ (environment.json is the record, not a baseline). */
export function baselineFiles(dir = SNAPSHOTS_DIR): string[] {
  if (!existsSync(dir)) return [];
  // A baseline's name has / between its folders on every platform (Windows lists them with backslashes).
  // Stryker disable next-line StringLiteral: readdirSync reads an empty encoding as its default, utf8; it is named for the type (names, not Buffers)
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".png") || file.endsWith(".aria.yml"))
    .map((file) => relative(dir, join(dir, file)).split(sep).join("/"))
    .sort();
}

/** Obsolete baselines alone: needs no run, only the list of what the tests declare. */
export function loadObsolete(claimed = listClaimedFiles(), snapshotsDir = SNAPSHOTS_DIR) {
  return obsoleteBaselines(claimed, baselineFiles(snapshotsDir), resolve(snapshotsDir));
}

/** Where a run is read from: this checkout as the commands see it (paths from the folder they run in), or a test's copy. */
export interface RunPlace {
  /** The checkout, whose commit the run must be of (the folder the command runs in unless given). */
  dir?: string;
  /** Playwright's JSON report of the run. */
  reportFile: string;
  /** The baselines as they are now. */
  snapshotsDir: string;
  /** The engine pictures' results (`npm run test:engines`); this checkout's unless given. */
  enginePicturesFile?: string;
  /** The catalogue's stories, which the engines picture too: the checkout's built catalogue's unless given. */
  stories?: CatalogueStory[];
}

const THIS_CHECKOUT: RunPlace = { reportFile: RUN_REPORT_FILE, snapshotsDir: SNAPSHOTS_DIR };

/**
 * The last run of this checkout against snapshots/ as it is now: its changes, what it did not
 * compare, and the obsolete baselines. `claimed` is what the tests declare (listed by Playwright
 * unless given: the review server lists once and reuses it after each accept); `place` is this
 * checkout unless a test gives a copy.
 */
export async function loadRun(claimed = listClaimedFiles(), place = THIS_CHECKOUT): Promise<ReviewedRun> {
  const commit = currentCommit(place.dir);
  const current = currentInputs(catalogueBuild());
  const origin = {
    commit,
    inputs: current.stamp,
    // The runs kept the files of the tree they were made of: a refusal names what changed since.
    changedSince: (stamp: string | undefined) => changedSince(stamp, keptTree(stamp), current),
  };
  const chromiumRun = readRunReport(place.reportFile, origin);
  const pictureRun = readPictureRun(place.enginePicturesFile ?? REPORTS.lastRun.enginePictures);
  // This checkout's picture harness; a test's copy of a run is held to the commit and tree only.
  const pictured = { ...origin, harness: place.enginePicturesFile ? undefined : pictureHarnessStamp(place.dir) };
  // Refused, naming what brings each part up to date: Chromium's results, and the engines' pictures if they are stale too.
  if ("stale" in chromiumRun)
    throw new Error(staleRefusal(chromiumRun.stale, staleEnginePictures(pictureRun, pictured)));
  const snapshotsDir = resolve(place.snapshotsDir);
  // The engines' pictures are what the engine run took; everything else claimed is Playwright's to compare.
  const stories = place.stories ?? readCatalogueStories(catalogueIndexFile(place.dir));
  const enginePictures = allEnginePictures(sitePictures(stories)).filter((picture) => claimed.has(picture.file));
  const engineFiles = new Set(enginePictures.map((picture) => picture.file));
  const chromium = await collectRun(chromiumRun.report, {
    snapshotsDir,
    claimed: new Set([...claimed].filter((file) => !engineFiles.has(file))),
  });
  const engines = await collectEnginePictures(pictureRun, pictured, { snapshotsDir, claimed: enginePictures });
  const run = joinRuns(chromium, engines);
  const { changes, changedFiles } = withCauses(
    [...run.changes, ...loadObsolete(claimed, place.snapshotsDir)],
    resolve(place.dir ?? "."),
  );
  return { ...run, changes, commit, changedFiles };
}
