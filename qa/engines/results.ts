/**
 * The journeys' results as data: which journey passed or failed in which engine. `npm run
 * test:engines` writes them (reports/last-run/engines.json) and the spec rule coverage reads them,
 * so that a rule a journey names counts Firefox and WebKit as layers of its own.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

/** Where the journeys are written: the file whose `@id`s the coverage holds them to. */
export const JOURNEYS_FILE = "qa/engines/journeys.ts";

export interface JourneyResult {
  /** The engine's name as the runner shows it: "Firefox", "WebKit". */
  engine: string;
  /** The journey's name, with the `@id`s of the rules it proves. */
  title: string;
  status: "passed" | "failed";
  /** Why it failed: the first error, as the run printed it. */
  error?: string;
  /** The browser stopped answering during it and was restarted: one sentence each. */
  restarts?: string[];
}

export interface EngineResults {
  journeys: JourneyResult[];
}

export function writeEngineResults(file: string, results: EngineResults): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}

/** Before a run: no results from an earlier one may stand for this one's. */
export function clearEngineResults(file: string): void {
  rmSync(file, { force: true });
}

export function readEngineResults(file: string): EngineResults {
  return JSON.parse(readFileSync(file, "utf8")) as EngineResults;
}
