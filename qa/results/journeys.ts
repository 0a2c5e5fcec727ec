/**
 * The journeys' results as data: which journey passed or failed in which engine. `npm run
 * test:engines` writes them (reports/last-run/engines.json) and the spec rule coverage reads them,
 * so that a rule a journey names counts Firefox and WebKit as layers of its own.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { type LeftOut, leftOut, otherTree, type RunOrigin } from "./origin.ts";
import { cleanError, type TestRecord, withRestarts } from "./tests.ts";

/** Where the journeys are written: the file whose `@id`s the coverage holds them to. */
export const JOURNEYS_FILE = "qa/plan/journeys.ts";

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

/** What the run walked, and of which tree (absent in results from before the runs added up). */
export interface EngineResults extends Partial<RunOrigin> {
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

/** The screenshots of one engine's failed journeys (report.ts names them `<engine>-<journey>.png`). */
export function clearJourneyScreenshots(dir: string, engine: string): void {
  if (!existsSync(dir)) return;
  const prefix = `${engine.toLowerCase()}-`;
  for (const file of readdirSync(dir)) {
    if (file.startsWith(prefix) && file.endsWith(".png")) rmSync(join(dir, file), { force: true });
  }
}

/** How to walk one engine's journeys again. */
const WALK_JOURNEYS = "npm run test:engines -- --journeys";

/**
 * Two runs of one engine each add up: this run's journeys (`now`, of the engines in `ran`) with the
 * earlier run's of every other engine, when the earlier run was of the same tree (commit, files,
 * harness). Otherwise those are left out, and `dropped` says whose and why.
 */
export function mergeEngineResults(
  earlier: EngineResults | undefined,
  now: EngineResults & RunOrigin,
  ran: string[],
): { results: EngineResults; dropped?: LeftOut } {
  const journeys = earlier?.journeys.filter(({ engine }) => !ran.includes(engine)) ?? [];
  const kept = [...new Set(journeys.map(({ engine }) => engine))];
  if (!earlier || kept.length === 0) return { results: now };
  const why = otherTree(earlier, now);
  if (why) return { results: now, dropped: leftOut(kept, "journeys", why, WALK_JOURNEYS, "walks") };
  return {
    results: { ...now, journeys: [...now.journeys, ...journeys].toSorted((a, b) => a.engine.localeCompare(b.engine)) },
  };
}

/** Every journey of the run, once per engine it ran in: the engine is its place, the journeys' file its file. */
export function journeyTests({ journeys }: EngineResults): TestRecord[] {
  return journeys.map(({ engine, title, status, error, restarts }) => ({
    layer: "engine journey",
    place: engine,
    file: JOURNEYS_FILE,
    title,
    status,
    tags: [],
    ...(status === "failed" && { error: cleanError(error || "failed") }),
    ...withRestarts(restarts),
  }));
}
