/**
 * What the quality tools share and may be tuned: where each writes its report (all under one
 * git-ignored folder, reports/), and each tool's knobs (those set in the environment: env.ts). Paths
 * are relative to the repository's root, where every npm script runs.
 */

/** The baselines: every approved picture and accessibility tree, Chromium's by spec file, the engines' under engines/. */
export const SNAPSHOTS_DIR = "snapshots";

/**
 * The files a run leaves its results in, one per format, in reports/last-run/ (and in each soak run's copy of it):
 * qa/results/run.ts reads them all.
 */
export const RESULT_FILES = {
  /** `npm test`'s stages as the run goes: each one's verdict and time, and the run's (qa/results/stages.ts). */
  stages: "stages.json",
  vitest: "vitest.json",
  playwright: "playwright.json",
  /** The Firefox and WebKit journeys' results (qa/results/journeys.ts). */
  engines: "engines.json",
  /** The Firefox and WebKit pictures' results (qa/results/engine-pictures.ts), which the visual review reads. */
  enginePictures: "engine-pictures.json",
  /** The Nu HTML Checker's result for every page it checked (qa/results/valid-html.ts). */
  validHtml: "valid-html.json",
} as const;

/** Each results file's path in `folder`; `folder` itself too, where a Firefox or WebKit that stopped answering is recorded (qa/engines/hang-record.ts). */
const lastRunFiles = (folder: string) => ({
  folder,
  engineHangs: folder,
  ...(Object.fromEntries(Object.entries(RESULT_FILES).map(([name, file]) => [name, `${folder}/${file}`])) as {
    [name in keyof typeof RESULT_FILES]: string;
  }),
});

/** Every report, log and result a tool writes; delete it to start clean. */
export const REPORTS_DIR = "reports";

export const REPORTS = {
  /** Playwright's HTML report of the browser specs (`npx playwright show-report reports/playwright`). */
  playwrightHtml: "reports/playwright",
  /** Playwright's output folder: failure screenshots, traces, the pictures of a changed baseline. */
  playwrightOutput: "reports/test-results",
  /** A CI shard's blob report, merged by `npm run test:merge`. */
  playwrightBlobs: "reports/blob",
  /** The last run's machine-readable results, one file each (RESULT_FILES), which every tool reads through qa/results/. */
  lastRun: lastRunFiles("reports/last-run"),

  /** The files of the trees the latest results were made of, by stamp (qa/plan/kept-trees.ts). */
  trees: "reports/trees",
  /** The visual review page and its Markdown summary (`npm run snapshots:review`). */
  visualReview: "reports/visual-review",
  /** The spec rule coverage page and its JSON (`npm run spec:coverage`). */
  specCoverage: "reports/spec-coverage",
  /** A screenshot per failed Firefox or WebKit journey (`npm run test:engines`). */
  engines: "reports/engines",
  /** The pictures Firefox and WebKit took in the last run, and the baselines they were compared with. */
  enginePictures: "reports/engines/pictures",
  /**
   * The soak's page and data (`npm run test:soak`): of `npm test` run several times in a row, each run's results;
   * of each browser test run several times (`--each`, `npm run test:stability`), Playwright's report and output and
   * the unstable screenshots' pictures.
   */
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
  "qa/plan/site-server.test.ts",
  "qa/plan/e2e-servers.test.ts",
  "qa/visual/load-run-harness.test.ts",
  "qa/plan/catalogue-server-start.test.ts",
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

/** `npm run bench`: a build of its own (stock photos from the local stand-in host), so build/ is left alone. */
export const BENCH_BUILD_DIR = "build-bench";

/*
 * Every environment variable the quality tools read: what it is for, its default, and how its text
 * is read. Only here, and each when asked (`readEnv`) rather than when a module loads: a test or a tool
 * may set one just before, and a wrong value fails only the tool that reads it, naming the variable.
 * An empty value counts as unset (CI gives an input it has not got as empty). docs/qa.md's
 * "Environment variables" lists this table, and settings.test.ts keeps the two the same.
 */

type Text = string | undefined;

interface Variable<T> {
  /** What it is for, in one line of docs/qa.md's table. */
  meaning: string;
  /** What it is when unset, as docs/qa.md says it. */
  default: string;
  /** Its value from its text (undefined when unset or empty); `name` is for a refusal. */
  read: (text: Text, name: string) => T;
}

/** Its text, or undefined: `whenUnset` says what that means. */
const optional = (whenUnset: string) => ({ default: whenUnset, read: (text: Text) => text });

/** Its text, or `fallback`. */
const textOr = (fallback: string) => ({ default: `\`${fallback}\``, read: (text: Text) => text ?? fallback });

/** Whether it is set, to anything at all. */
const flag = { default: "unset", read: (text: Text) => text !== undefined };

/** A whole number of 1 or more, or `fallback`. */
const count = (fallback: number) => ({
  default: String(fallback),
  read: (text: Text, name: string) => (text === undefined ? fallback : wholeNumber(text, name)),
});

/** A port a person names for a server a tool starts; unset, the tool takes a free one (qa/support/ports.ts). */
const freePort = {
  default: "a free port",
  read: (text: Text, name: string) => (text === undefined ? undefined : portNumber(text, name)),
  port: true,
} as const;

function wholeNumber(text: string, name: string): number {
  if (!/^\d+$/.test(text) || Number(text) < 1) throw new Error(`${name}=${text} is not a whole number of 1 or more`);
  return Number(text);
}

function portNumber(text: string, name: string): number {
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > 65535) {
    throw new Error(`${name}=${text} is not a port number`);
  }
  return Number(text);
}

export const ENV_VARIABLES = {
  BENCH_IMAGE_PORT: {
    meaning:
      "The port of the bench's stand-in stock-photo host; part of its build, so another one rebuilds `build-bench/`.",
    ...freePort,
  },
  // Three by default: single runs on a busy 2-core machine swing by a few hundred ms, more than the targets' margins.
  BENCH_RUNS: { meaning: "Runs per page and preset of `npm run bench`; its table shows the median one.", ...count(3) },
  BENCH_SITE_PORT: { meaning: "The port `npm run bench` serves its build on.", ...freePort },
  CHROMIUM_PATH: {
    meaning: "A Chromium to run instead of the pinned build, for the specs and the bench (`qa/support/chromium.ts`).",
    ...optional("the pinned Chromium"),
  },
  CI: {
    meaning:
      "Set on CI: Playwright forbids `.only`, retries a failed test twice and fails a flaky one; a missing engine fails `npm run test:engines`.",
    ...flag,
  },
  E2E_CATALOGUE_PORT: { meaning: "The port Playwright's run serves the component catalogue on.", ...freePort },
  E2E_SERVERS_PREPARED: {
    meaning:
      "Set by Playwright's main process once it has chosen the ports and brought the builds up to date, so that its workers leave both alone; not for people to set.",
    ...flag,
  },
  E2E_SITE_PORT: { meaning: "The port Playwright's run serves the site on.", ...freePort },
  ENGINES_CATALOGUE_PORT: {
    meaning: "The port `npm run test:engines` serves the component catalogue on.",
    ...freePort,
  },
  ENGINES_COMMAND_LIMIT_MS: {
    meaning: "How long (ms) a Firefox or WebKit command may go unanswered before that browser is started again.",
    ...count(20_000),
  },
  ENGINES_SITE_PORT: { meaning: "The port `npm run test:engines` serves the site on.", ...freePort },
  ENGINES_WAIT_MS: {
    meaning: "How long (ms) a wait for a page's state may last before it fails, saying what it saw last.",
    ...count(10_000),
  },
  ENGINES_WEBKIT_DRIVER_PORT: { meaning: "The port of WebKitWebDriver in `npm run test:engines`.", ...freePort },
  GITHUB_STEP_SUMMARY: {
    meaning: "A file the soak and the rule coverage add their Markdown summary to (GitHub Actions sets it).",
    ...optional("unset"),
  },
  NODE_COMPILE_CACHE: {
    meaning: "Node's compile cache, which `npm test` and `npm run test:changed` share with every process they start.",
    ...textOr("node_modules/.cache/node-compile-cache"),
  },
  PLAYWRIGHT_JSON_OUTPUT_FILE: {
    meaning:
      "Where Playwright writes its JSON results; `npm run test:soak -- --each N` points it at a file of its own.",
    ...textOr(REPORTS.lastRun.playwright),
  },
  PORT: {
    meaning:
      "The port `node qa/plan/catalogue-server.ts` serves the catalogue on (Playwright sets it; `npm start` reads it too, 4173 unless set).",
    default: "none: it must be set",
    read: (text: Text, name: string) => portNumber(text ?? notSet(name), name),
  },
  PULL_REQUEST: {
    meaning: "The pull request's number, which the review summary's way of accepting changes names (CI sets it).",
    ...optional("unset"),
  },
  REVIEW_FILE_URL: {
    meaning: "Where CI uploaded `review.html`; the review summary links it first.",
    ...optional("unset"),
  },
  REVIEW_LOCATION: {
    meaning: "Where the review summary says the review is (CI names its artifact).",
    ...textOr(`${REPORTS.visualReview}/index.html (npm run snapshots:review)`),
  },
  SECOND_SITE_RUN: {
    meaning:
      "Set by the second-site proof (`qa/proof/second-site.test.ts`) for its Playwright run, as JSON: where the second site answers and where the run keeps its baselines and results; not for people to set.",
    ...optional("unset"),
  },
  SOAK_COMMAND: {
    meaning: "What `npm run test:soak` runs (by the shell) in place of `npm test`; the soak's spec runs a stand-in.",
    ...textOr("npm test"),
  },
} satisfies Record<string, Variable<unknown>>;

function notSet(name: string): never {
  throw new Error(`${name} is not set`);
}

export type EnvName = keyof typeof ENV_VARIABLES;
type EnvValue<N extends EnvName> = ReturnType<(typeof ENV_VARIABLES)[N]["read"]>;
/** The variables that name a port for a server a tool starts, else a free one is taken. */
export type PortVariable = { [N in EnvName]: (typeof ENV_VARIABLES)[N] extends { port: true } ? N : never }[EnvName];

/** The variable's value in `from` (this process's environment unless given), or its default. */
export function readEnv<N extends EnvName>(name: N, from: NodeJS.ProcessEnv = process.env): EnvValue<N> {
  const variable: Variable<unknown> = ENV_VARIABLES[name];
  return variable.read(from[name] || undefined, name) as EnvValue<N>;
}

/** `base` with some of these variables set, for a process a tool starts. */
export function withEnv(base: NodeJS.ProcessEnv, values: { [N in EnvName]?: string }): NodeJS.ProcessEnv {
  return { ...base, ...values };
}
