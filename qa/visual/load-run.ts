import { existsSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { catalogueBuild, currentInputs } from "#src/build/builds.ts";
import { listClaimedFiles } from "./claimed-list.ts";
import { type CollectedRun, collectRun, obsoleteBaselines } from "./collect.ts";
import { currentCommit, RUN_REPORT_FILE, readRunReport } from "./run-report.ts";

export const SNAPSHOTS_DIR = "snapshots";

/** A run as the review shows it: its changes against snapshots/ now, and the commit it ran on. */
export type ReviewedRun = CollectedRun & { commit: string };

/** Every picture and text baseline under snapshots/ (environment.json is the record, not a baseline). */
export function baselineFiles(dir = SNAPSHOTS_DIR): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".png") || file.endsWith(".aria.yml"))
    .map((file) => relative(dir, join(dir, file)).split("\\").join("/"))
    .sort();
}

/** Obsolete baselines alone: needs no run, only the list of what the tests declare. */
export function loadObsolete(claimed = listClaimedFiles()) {
  return obsoleteBaselines(claimed, baselineFiles(), join(process.cwd(), SNAPSHOTS_DIR));
}

/**
 * The last run of this checkout against snapshots/ as it is now: its changes, what it did not
 * compare, and the obsolete baselines. `claimed` is what the tests declare (listed by Playwright
 * unless given: the review server lists once and reuses it after each accept).
 */
export async function loadRun(claimed = listClaimedFiles()): Promise<ReviewedRun> {
  const commit = currentCommit();
  const report = readRunReport(RUN_REPORT_FILE, { commit, inputs: currentInputs(catalogueBuild()).stamp });
  const run = await collectRun(report, { snapshotsDir: join(process.cwd(), SNAPSHOTS_DIR), claimed });
  return { ...run, changes: [...run.changes, ...loadObsolete(claimed)], commit };
}
