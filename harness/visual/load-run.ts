import { existsSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { listClaimedFiles } from "./claimed-list.ts";
import { type CollectedRun, collectRun, obsoleteBaselines } from "./collect.ts";
import { currentCommit, RUN_REPORT_FILE, readRunReport } from "./run-report.ts";

export const SNAPSHOTS_DIR = "snapshots";

/** Every picture and text baseline under snapshots/ (environment.json is the record, not a baseline). */
export function baselineFiles(dir = SNAPSHOTS_DIR): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".png") || file.endsWith(".aria.yml"))
    .map((file) => relative(dir, join(dir, file)).split("\\").join("/"))
    .sort();
}

/** Obsolete baselines alone: needs no run, only the list of what the tests declare. */
export function loadObsolete() {
  return obsoleteBaselines(listClaimedFiles(), baselineFiles(), join(process.cwd(), SNAPSHOTS_DIR));
}

/** The last run of this checkout, with the obsolete baselines added to its changes. */
export function loadRun(): CollectedRun & { commit: string } {
  const commit = currentCommit();
  const report = readRunReport(RUN_REPORT_FILE, commit);
  const snapshotsDir = join(process.cwd(), SNAPSHOTS_DIR);
  const run = collectRun(report, snapshotsDir, (name) => existsSync(join(snapshotsDir, name)));
  return { ...run, changes: [...run.changes, ...loadObsolete()], commit };
}
