/** `npm run test:stability`: how often, and where its report goes (relative to the repository's root). */

/** Each test runs this many times in a row; a test or picture that does not come out the same each time is reported. */
export const REPEATS = 3;
export const REPORT_DIR = "stability-report";
/** Playwright's JSON report of the repeated run. */
export const RESULTS_FILE = "stability-report/playwright.json";
/** Playwright's output folder for the repeated run (kept apart from `npm test`'s test-results/). */
export const OUTPUT_DIR = "stability-report/test-results";
export const PAGE_FILE = "stability-report/index.html";
