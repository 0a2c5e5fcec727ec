/**
 * The each mode's one Playwright run read back (`--repeat-each=N --retries=0`): the repeats of each test gathered,
 * each a record in the results' words with the pictures it kept, and turned into runs for the soak's tally.
 */
import { firstTries, type JSONReport, type TestRecord, type TryRecord, testName } from "#qa/results/index.ts";
import type { TestRun } from "./tally.ts";

/** A picture a repeat kept because a screenshot did not match: its screenshot's name and what it shows. */
export interface Picture {
  /** The screenshot's name as the spec gave it, without ".png". */
  screenshot: string;
  role: "expected" | "actual" | "diff" | "previous";
  path: string;
}

/** One test in one project, and what each of its repeats did. */
export interface RepeatedTest {
  /** Its name across runs (testName): `[project] file › title`. */
  name: string;
  /** In the order Playwright lists them (qa/results' firstTries). */
  repeats: { record: TestRecord; pictures: Picture[] }[];
}

const PICTURE = /^(.+)-(expected|actual|diff|previous)\.png$/;

/** The pictures among a try's files; one held in the report rather than in a file is left out: no page could show it. */
function picturesOf(attachments: TryRecord["attachments"]): Picture[] {
  return attachments.flatMap(({ name, path }) => {
    const match = name.match(PICTURE);
    return match && path ? [{ screenshot: match[1], role: match[2] as Picture["role"], path }] : [];
  });
}

/** Gathers the repeats of each test (Playwright reports each repeat as a test of its own). */
export function repeatedTests(report: JSONReport, root: string): RepeatedTest[] {
  const byName = new Map<string, RepeatedTest>();
  for (const { record, attachments } of firstTries(report, root)) {
    const name = testName(record);
    const repeated = byName.get(name) ?? { name, repeats: [] };
    byName.set(name, repeated);
    repeated.repeats.push({ record, pictures: picturesOf(attachments) });
  }
  return [...byName.values()];
}

/**
 * The repeats as the tally's runs: run i holds the i-th repeat of every test. A repeat that did not run (skipped,
 * stopped, never begun) is left out of its run, as the soak leaves out a test whose stage did not run.
 */
export function repeatRuns(tests: readonly RepeatedTest[]): TestRun[] {
  const count = Math.max(0, ...tests.map((test) => test.repeats.length));
  return Array.from({ length: count }, (_, index) => ({
    run: index + 1,
    tests: tests.flatMap(({ repeats }) => {
      const record = repeats[index]?.record;
      return record && record.status !== "skipped" && record.status !== "not run" ? [record] : [];
    }),
  }));
}
