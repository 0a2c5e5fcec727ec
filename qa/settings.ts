/**
 * What the quality tools share and may be tuned: where each writes its report (all under one
 * git-ignored folder, reports/), and each tool's knobs (those set in the environment: env.ts). Paths
 * are relative to the repository's root, where every npm script runs.
 */

/** Every report, log and result a tool writes; delete it to start clean. */
export const REPORTS_DIR = "reports";

export const REPORTS = {
  /** Playwright's HTML report of the browser specs (`npx playwright show-report reports/playwright`). */
  playwrightHtml: "reports/playwright",
  /** Playwright's output folder: failure screenshots, traces, the pictures of a changed baseline. */
  playwrightOutput: "reports/test-results",
  /** A CI shard's blob report, merged by `npm run test:merge`. */
  playwrightBlobs: "reports/blob",
  /** The last run's machine-readable results, which the spec coverage and the visual review read. */
  lastRun: {
    vitest: "reports/last-run/vitest.json",
    playwright: "reports/last-run/playwright.json",
    /** The Firefox and WebKit journeys' results (qa/engines/results.ts). */
    engines: "reports/last-run/engines.json",
    /** The Firefox and WebKit pictures' results (qa/engines/picture-results.ts), which the visual review reads. */
    enginePictures: "reports/last-run/engine-pictures.json",
    /** `npm test`'s stages as the run goes: each one's verdict and time, and the run's (qa/soak/stage-record.ts). */
    stages: "reports/last-run/stages.json",
    /** Where a Firefox or WebKit that stopped answering is recorded, a file per hang (qa/engines/hang-record.ts). */
    engineHangs: "reports/last-run",
    /** The Nu HTML Checker's result for every page it checked (qa/valid-html/results.ts). */
    validHtml: "reports/last-run/valid-html.json",
  },
  /** The files of the trees the latest results were made of, by stamp (qa/support/kept-trees.ts). */
  trees: "reports/trees",
  /** The visual review page and its Markdown summary (`npm run snapshots:review`). */
  visualReview: "reports/visual-review",
  /** The spec rule coverage page and its JSON (`npm run spec:coverage`). */
  specCoverage: "reports/spec-coverage",
  /** A screenshot per failed Firefox or WebKit journey (`npm run test:engines`). */
  engines: "reports/engines",
  /** The pictures Firefox and WebKit took in the last run, and the baselines they were compared with. */
  enginePictures: "reports/engines/pictures",
  /** The repeated run and its page (`npm run test:stability`). */
  stability: "reports/stability",
  /** `npm test` run several times in a row, each run's results and the page comparing them (`npm run test:soak`). */
  soak: "reports/soak",
  /** Lighthouse's reports, the benchmark's summary and the bundle report (`npm run bench`). */
  bench: "reports/bench",
} as const;

/**
 * Unit spec files that swap a module for a mock (`vi.mock`). Each runs with a module graph of its own
 * (vitest.config.ts): in a worker that files share, another file may already have imported the real
 * module, and the mock then never takes its place. qa/house/mocking-tests.test.ts keeps the list whole.
 */
export const MOCKING_TEST_FILES = [
  "src/server/start.test.ts",
  "qa/support/site-server.test.ts",
  "qa/support/e2e-servers.test.ts",
  "qa/visual/load-run-harness.test.ts",
  "qa/support/catalogue-server-start.test.ts",
];

/** `npm run spec:coverage`: folders whose test files (`*.test.ts(x)`, `*.spec.ts`) may name rules. */
export const RULE_TEST_ROOTS = ["src", "specs", "qa/bench"];
export const RULE_TEST_FILE = /\.(test\.tsx?|spec\.ts)$/;
/**
 * Tags that steer the runners rather than name a rule (see playwright.config.ts; @visual marks
 * the tests `npm run test:visual` runs, qa/visual/baselines.ts): a test may carry them without
 * being taken for naming an unknown rule.
 */
export const RUNNER_TAGS = ["viewport-independent", "small-screen", "visual"];

/** `npm run test:stability`: each test runs this many times in a row; whatever differs is reported. */
export const STABILITY_REPEATS = 3;

/** `npm run bench`: a build of its own (stock photos from the local stand-in host), so build/ is left alone. */
export const BENCH_BUILD_DIR = "build-bench";
