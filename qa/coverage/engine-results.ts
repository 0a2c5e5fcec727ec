import { type EngineResults, JOURNEYS_FILE } from "#qa/results/journeys.ts";
import type { RunTest } from "./coverage.ts";

/** Every journey of the run, once per engine it ran in: the engine is its layer. */
export function testsFromEngines({ journeys }: EngineResults): RunTest[] {
  return journeys.map(({ engine, title, status }) => ({ title, file: JOURNEYS_FILE, layer: engine, status, tags: [] }));
}
