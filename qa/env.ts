/**
 * Every environment variable the quality tools read: what it is for, its default, and how its text
 * is read. Only here, and each when asked (`readEnv`) rather than when a module loads: a test or a tool
 * may set one just before, and a wrong value fails only the tool that reads it, naming the variable.
 * An empty value counts as unset (CI gives an input it has not got as empty). docs/qa.md's
 * "Environment variables" lists this table, and env.test.ts keeps the two the same.
 */
import { REPORTS } from "./settings.ts";

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
    meaning:
      "A file the soak, the stability run and the rule coverage add their Markdown summary to (GitHub Actions sets it).",
    ...optional("unset"),
  },
  NODE_COMPILE_CACHE: {
    meaning: "Node's compile cache, which `npm test` and `npm run test:changed` share with every process they start.",
    ...textOr("node_modules/.cache/node-compile-cache"),
  },
  PLAYWRIGHT_JSON_OUTPUT_FILE: {
    meaning: "Where Playwright writes its JSON results; `npm run test:stability` points it at a file of its own.",
    ...textOr(REPORTS.lastRun.playwright),
  },
  PORT: {
    meaning:
      "The port `node qa/support/catalogue-server.ts` serves the catalogue on (Playwright sets it; `npm start` reads it too, 4173 unless set).",
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
