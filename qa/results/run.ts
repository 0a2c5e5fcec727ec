/**
 * A run's results read from the folder they were written to: reports/last-run/ after `npm test`, or a soak run's
 * copy of it. Every tool that reads a whole run (the spec coverage, the soak) reads it here, through the one reader
 * of each format, and gets each test as a TestRecord.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { RESULT_FILES } from "#qa/settings.ts";
import { pictureTests, readPictureRun } from "./engine-pictures.ts";
import { journeyTests, readEngineResults } from "./journeys.ts";
import { playwrightTests, readPlaywrightReport } from "./playwright.ts";
import { readStageRecord, type StageRecord } from "./stages.ts";
import type { TestRecord } from "./tests.ts";
import { htmlTests, readHtmlResults } from "./valid-html.ts";
import { readVitestReport, vitestTests } from "./vitest.ts";

export type ResultFile = keyof typeof RESULT_FILES;

export interface RunResults {
  /** `npm test`'s record of its stages; undefined when it left none. */
  stages: StageRecord | undefined;
  /** Every test of every report in the folder. */
  tests: TestRecord[];
  /** The reports that are not there: their stage did not run, and its tests did not either. */
  missing: ResultFile[];
  /** Reports that were there but could not be read, or that give no verdict: one line each. */
  problems: string[];
}

/** The results in `dir`; `root` is the checkout the reports name their files in (Vitest and Playwright write absolute paths). */
export function readResults(dir: string, root: string): RunResults {
  const missing: ResultFile[] = [];
  const problems: string[] = [];
  const read = <T>(name: ResultFile, reader: (file: string) => T): T | undefined => {
    const file = join(dir, RESULT_FILES[name]);
    if (!existsSync(file)) {
      missing.push(name);
      return undefined;
    }
    try {
      return reader(file);
    } catch (error) {
      problems.push(`${RESULT_FILES[name]}: ${(error as Error).message}`);
      return undefined;
    }
  };
  const stages = read("stages", readStageRecord);
  const vitest = read("vitest", readVitestReport);
  const playwright = read("playwright", (file) => readPlaywrightReport(file));
  const engines = read("engines", readEngineResults);
  const pictures = read("enginePictures", readPictureRun);
  const html = read("validHtml", readHtmlResults);
  if (html?.problem) problems.push(`${RESULT_FILES.validHtml}: the HTML check gave no verdict: ${html.problem}`);
  return {
    stages,
    tests: [
      ...(vitest ? vitestTests(vitest, root) : []),
      ...(playwright ? playwrightTests(playwright, root) : []),
      ...(engines ? journeyTests(engines) : []),
      ...(pictures ? pictureTests(pictures) : []),
      ...(html ? htmlTests(html) : []),
    ],
    missing,
    problems,
  };
}
