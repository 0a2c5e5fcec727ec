/**
 * `npm run test:stability -- [playwright arguments]`: runs the browser specs (all, or those
 * named) with every test repeated and no retries, then reports each test that did not pass
 * every time and each screenshot that did not come out the same every time, with its two
 * pictures, in reports/stability/index.html. Playwright brings the build and the catalogue up to
 * date first, as in `npm run test:e2e`. Exits non-zero when anything was not stable.
 *
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { samePixels } from "#qa/compare/index.ts";
import { readPlaywrightReport } from "#qa/results/index.ts";
import { STABILITY_REPEATS as REPEATS, REPORTS, withEnv } from "#qa/settings.ts";
import { addToStepSummary } from "#qa/support/step-summary.ts";
import { stabilityPage } from "./page.ts";
import { repeatedTests } from "./repeats.ts";
import { stabilityVerdict } from "./verdict.ts";

const ROOT = join(import.meta.dirname, "..", "..");
const REPORT_DIR = REPORTS.stability;
const RESULTS_FILE = `${REPORT_DIR}/playwright.json`;
/** Playwright's output folder for the repeated run, apart from `npm test`'s. */
const OUTPUT_DIR = `${REPORT_DIR}/test-results`;
const PAGE_FILE = `${REPORT_DIR}/index.html`;
rmSync(join(ROOT, REPORT_DIR), { recursive: true, force: true });

const run = spawnSync(
  "playwright",
  [
    "test",
    `--repeat-each=${REPEATS}`,
    // A retry would hide the very difference between runs this is looking for.
    "--retries=0",
    "--reporter=list,json",
    `--output=${OUTPUT_DIR}`,
    ...process.argv.slice(2),
  ],
  { cwd: ROOT, stdio: "inherit", env: withEnv(process.env, { PLAYWRIGHT_JSON_OUTPUT_FILE: RESULTS_FILE }) },
);
if (!existsSync(join(ROOT, RESULTS_FILE))) {
  console.error(`✗ the repeated run left no results (${RESULTS_FILE}); see Playwright's output above.`);
  process.exit(run.status || 1);
}

const tests = repeatedTests(readPlaywrightReport(join(ROOT, RESULTS_FILE)), ROOT);
const verdict = await stabilityVerdict(tests, samePixels);

// The two pictures of each unstable screenshot, copied beside the page (Playwright's output folder is cleared by the next run).
mkdirSync(join(ROOT, REPORT_DIR, "pictures"), { recursive: true });
const pictures = verdict.unstable.map((entry, index) =>
  entry.pictures.map((file, side) => {
    const copy = join("pictures", `${index + 1}-${side === 0 ? "first" : "second"}.png`);
    copyFileSync(file, join(ROOT, REPORT_DIR, copy));
    return copy;
  }),
) as [string, string][];
writeFileSync(join(ROOT, PAGE_FILE), stabilityPage(verdict, REPEATS, pictures));

const runs = tests.reduce((sum, test) => sum + test.runs.length, 0);
console.log(`\nStability: ${tests.length} tests, ${runs} runs (each test ${REPEATS} times). Page: ${PAGE_FILE}`);
const sections: [string, string[]][] = [
  ["flaky (passed in some runs, failed in others)", verdict.flaky],
  ["failing in every run", verdict.failing],
  ["differing from the approved picture the same way in every run", verdict.changed],
  [
    "unstable pictures",
    verdict.unstable.map((entry, i) => `${entry.test}: ${entry.screenshot} — ${entry.why} (${pictures[i].join(", ")})`),
  ],
];
const counts = sections.map(([heading, items]) => `| ${heading} | ${items.length} |`);
const table = ["| | count |", "| --- | ---: |", ...counts].join("\n");
addToStepSummary(`## Stability\n\n${tests.length} tests, each run ${REPEATS} times.\n\n${table}\n`);
let unstable = false;
for (const [heading, items] of sections.filter(([, items]) => items.length > 0)) {
  unstable = true;
  console.error(`\n✗ ${items.length} ${heading}:\n${items.map((item) => `  - ${item}`).join("\n")}`);
}
if (unstable || run.status !== 0) process.exit(1);
console.log("✓ every test passed every time, and every picture came out the same.");
