/**
 * The names by which a browser spec declares what it does and reports what it saw (qa/visual/baselines.ts,
 * qa/plan/playwright-fixtures.ts): kept apart from Playwright, so that the tools that only read a run or a
 * list of tests (the review, the summary, `npm run test:changed`) start without loading it.
 */

/** Tag of every test that compares baselines: `npm run test:visual` runs exactly these. */
export const VISUAL_TAG = "@visual";
/** Annotation type naming one baseline (screenshot + aria snapshot) a test takes. */
export const BASELINE_ANNOTATION = "visual-baseline";
/**
 * Annotation type saying, at screenshot time, what a baseline shows: `<name>: page /about`, or for a
 * story of the catalogue (its `iframe.html?id=…`) `<name>: story packagecard--premium`. The review
 * follows it to the page's route module or the story's file, and so to the changed files that reach it.
 */
export const SOURCE_ANNOTATION = "visual-source";
/** Attachment suffix of the aria snapshot a run saw when it differed from (or had no) baseline. */
export const ARIA_ACTUAL_SUFFIX = "-actual.aria.yml";
/** Attachment suffix of the aria baseline a differing run was compared with, kept for the review. */
export const ARIA_EXPECTED_SUFFIX = "-expected.aria.yml";
/** The annotation by which a test names each page of the site it opens: `npm run test:changed` goes by it. */
export const OPENS_ANNOTATION = "opens";
