/**
 * axe-core in any engine: its script is run in the page, then it checks the page against the
 * same standard as the Chromium specs (qa/support/a11y-standard.ts).
 *
 */
import { AXE_SOURCE, atStandard, axeInPage, summarizeViolations } from "#qa/support/index.ts";
import type { EngineDriver } from "./driver.ts";

/** One line per violated rule; empty when axe found none. */
export async function axeViolations(driver: EngineDriver): Promise<string[]> {
  await driver.runScript(AXE_SOURCE);
  return summarizeViolations(await driver.evaluate(axeInPage, atStandard()));
}
