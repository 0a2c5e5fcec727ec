/** Where `npm run spec:coverage` reads and writes, relative to the repository's root. */

/** The last run's machine-readable results, written by the runners' JSON reporters (see their configs). */
export const LAST_RUN = {
  vitest: "spec-coverage/last-run/vitest.json",
  playwright: "spec-coverage/last-run/playwright.json",
};

export const OUTPUT_DIR = "spec-coverage";
export const COVERAGE_FILE = "spec-coverage/coverage.json";
export const PAGE_FILE = "spec-coverage/index.html";

/** Folders whose test files (`*.test.ts(x)`, `*.spec.ts`) may name rules. */
export const TEST_ROOTS = ["src", "specs", "mocks", "bench"];
export const TEST_FILE = /\.(test\.tsx?|spec\.ts)$/;

/**
 * Tags that steer the runners rather than name a rule (see playwright.config.ts; @visual marks
 * the tests `npm run test:visual` runs, harness/visual/baselines.ts):
 * a test may carry them without being taken for naming an unknown rule.
 */
export const RUNNER_TAGS = ["viewport-independent", "small-screen", "visual"];
