/**
 * axe-core in any engine: its script is run in the page, then it checks the page against the
 * same standard as the Chromium specs (qa/support/a11y-standard.ts).
 *
 */
import type { AxeResults } from "axe-core";
import { AXE_TAGS, summarizeViolations } from "#qa/support/a11y-standard.ts";
import { AXE_SOURCE } from "#qa/support/axe-source.ts";
import type { EngineDriver } from "./driver.ts";

/** One line per violated rule; empty when axe found none. */
export async function axeViolations(driver: EngineDriver): Promise<string[]> {
  await driver.runScript(AXE_SOURCE);
  const violations = await driver.evaluate(async (tags: string[]) => {
    const { axe } = window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } };
    const results = await axe.run(document, { runOnly: { type: "tag", values: tags } });
    // Only what the summary needs crosses back: the full results are large.
    return results.violations.map(({ id, help, nodes }) => ({
      id,
      help,
      nodes: nodes.map(({ target }) => ({ target })),
    }));
  }, AXE_TAGS);
  return summarizeViolations(violations as Parameters<typeof summarizeViolations>[0]);
}
