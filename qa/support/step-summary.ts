import { appendFileSync } from "node:fs";
import { readEnv } from "#qa/settings.ts";

/** Adds `markdown` to the CI job's summary page (the file GITHUB_STEP_SUMMARY names), when there is one. */
export function addToStepSummary(markdown: string): void {
  const file = readEnv("GITHUB_STEP_SUMMARY");
  if (file) appendFileSync(file, markdown);
}
