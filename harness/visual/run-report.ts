import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import type { JSONReport } from "@playwright/test/reporter";

/** Playwright's JSON report of the last run (see playwright.config.ts), which the review reads. */
export const RUN_REPORT_FILE = "test-results/run-report.json";

/** The checked-out commit, recorded in each run's metadata so that results cannot be mixed up. */
export function currentCommit(cwd = process.cwd()): string {
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], { cwd, encoding: "utf8", stdio: "pipe" }).trim();
  } catch {
    return "unknown";
  }
}

/**
 * Reads the run's report, refusing with a clear message what cannot be reviewed: no run yet,
 * or a run of another commit (its pictures would be compared with the wrong baselines).
 */
export function readRunReport(file: string, expectedCommit: string): JSONReport {
  if (!existsSync(file)) {
    throw new Error(`No results to review: ${file} does not exist. Run \`npm run test:visual\` first.`);
  }
  const report = JSON.parse(readFileSync(file, "utf8")) as JSONReport;
  const commit = (report.config.metadata as { commit?: string }).commit;
  if (commit !== expectedCommit) {
    throw new Error(
      `The results in ${file} are from commit ${commit ?? "(unknown)"}, but ${expectedCommit} is checked out. ` +
        "Run `npm run test:visual` again on this commit.",
    );
  }
  return report;
}
