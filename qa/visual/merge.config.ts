/**
 * `npm run test:merge`: the shards' blob reports (reports/blob/) merged into the same reports
 * one unsharded run writes: the HTML report and the JSON reports the review and the rule coverage read.
 * Paths are relative to this file.
 */
import { defineConfig } from "@playwright/test";
import { RUN_REPORT_FILE } from "#qa/results/index.ts";
import { REPORTS } from "#qa/settings.ts";

export default defineConfig({
  testDir: "../../specs",
  reporter: [
    ["html", { open: "never", outputFolder: `../../${REPORTS.playwrightHtml}` }],
    ["json", { outputFile: `../../${RUN_REPORT_FILE}` }],
    // The same results where `npm run spec:coverage` reads them (playwright.config.ts).
    ["json", { outputFile: `../../${REPORTS.lastRun.playwright}` }],
  ],
});
