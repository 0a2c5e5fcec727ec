/**
 * The one record of a test's result, whatever ran it: a unit spec (Vitest), a browser or story test
 * (Playwright), an engine journey or picture (Firefox, WebKit), a page's HTML check. The tools that judge tests
 * across a run (the spec coverage, the soak in both its modes) read these, made by the one reader of each format
 * in this folder, so that a test has one status everywhere; a stage of `npm test` ends in the same words.
 */

import { stripVTControlCharacters } from "node:util";

/** Where a test runs, in the order a run's reports list them. */
export const TEST_LAYERS = ["unit", "browser", "engine journey", "engine picture", "valid HTML"] as const;

export type TestLayer = (typeof TEST_LAYERS)[number];

/** The words for how a test or a stage came out, and what each means. */
export const STATUS_MEANING = {
  passed: "ran and passed at its first try (a browser restarted meanwhile is listed with it)",
  flaky: "failed, then passed when its runner tried again: not a pass, it proves nothing and fails the run",
  failed: "ran and failed",
  skipped: "was not run on purpose (marked skip or todo, or left out by a filter)",
  "not run": "should have run but did not: an earlier stage failed, or the run was cut short",
} as const;

export type TestStatus = keyof typeof STATUS_MEANING;

/** A status that makes a run red. */
export const fails = (status: TestStatus) => status === "failed" || status === "flaky";

export interface TestRecord {
  layer: TestLayer;
  /** Where it ran: the Playwright project, the engine ("Firefox", "WebKit"), "unit" for Vitest, "" for the HTML check. */
  place: string;
  /** The spec file relative to the checkout; for a picture its baseline, for the HTML check the page. */
  file: string;
  /** The groups' titles and the test's own, as its runner shows them. */
  title: string;
  status: TestStatus;
  /** Tags given as options rather than in the title, without the `@`. */
  tags: string[];
  /** The first error, without terminal colours, shortened (cleanError). */
  error?: string;
  /** The browser stopped answering during it and was restarted: one sentence each. */
  restarts?: string[];
}

/** The name a test goes by across runs: unique within a run's tests of its layer. */
export function testName({ layer, place, file, title }: TestRecord): string {
  switch (layer) {
    case "unit":
      return `${file} › ${title}`;
    case "browser":
      return `[${place}] ${file} › ${title}`;
    case "engine journey":
      return `[${place}] ${title}`;
    case "engine picture":
      return `[${place}] ${file}`;
    case "valid HTML":
      return file;
  }
}

/** A failure's message is kept up to this many characters: enough for its first lines and a stack frame or two. */
export const ERROR_LENGTH = 1500;

/** Without terminal colours, trimmed, and shortened to ERROR_LENGTH. */
export function cleanError(message: string): string {
  const clean = stripVTControlCharacters(message).trim();
  return clean.length > ERROR_LENGTH ? `${clean.slice(0, ERROR_LENGTH - 1)}…` : clean;
}

/** A runner's tag list, with or without the leading `@` (Playwright keeps it, Vitest does not). */
export function tagNames(tags: readonly string[] = []): string[] {
  return tags.map((tag) => tag.replace(/^@/, ""));
}

/** The restarts of a test, kept only when there were any. */
export const withRestarts = (restarts: string[] | undefined) => (restarts?.length ? { restarts } : {});
