/**
 * `npm run test:merge`: the shards' blob reports (blob-report/) merged into the same two
 * reports one unsharded run writes: the HTML report and the JSON report the review reads.
 * Paths are relative to this file.
 */
import { defineConfig } from "@playwright/test";
import { RUN_REPORT_FILE } from "./run-report.ts";

export default defineConfig({
  testDir: "../../specs",
  reporter: [
    ["html", { open: "never", outputFolder: "../../playwright-report" }],
    ["json", { outputFile: `../../${RUN_REPORT_FILE}` }],
  ],
});
