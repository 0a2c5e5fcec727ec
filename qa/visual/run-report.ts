import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { REPORTS } from "#qa/settings.ts";
import { type JSONReport, readPlaywrightReport } from "#qa/support/playwright-report.ts";

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
 * Reads the run's report, refusing with a clear message what cannot be reviewed: no run yet, a run
 * of another commit, or a run of files that have changed since (its pictures would be compared
 * with the wrong baselines, or show what the code no longer draws).
 */
export function readRunReport(file: string, expected: RunOrigin): JSONReport {
  if (!existsSync(file)) {
    throw new Error(`No results to review: ${file} does not exist. Run \`npm run test:visual\` first.`);
  }
  const report = readPlaywrightReport(file);
  const recorded = report.config.metadata as Partial<RunOrigin>;
  if (recorded.commit !== expected.commit) {
    throw new Error(
      `The results in ${file} are from commit ${recorded.commit ?? "(unknown)"}, but ${expected.commit} is checked out. ` +
        "Run `npm run test:visual` again on this commit.",
    );
  }
  if (expected.inputs && recorded.inputs !== expected.inputs) {
    throw new Error(
      `The results in ${file} were made before the last change to the site's, the stories' or the harness's files: ` +
        "they do not show the tree as it is. Run `npm run test:visual` again.",
    );
  }
  return report;
}
