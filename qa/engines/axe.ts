/**
 * axe-core in any engine: its script is run in the page, then it checks the page against the
 * same standard as the Chromium specs (qa/support/a11y-standard.ts).
 *
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults } from "axe-core";
import { AXE_TAGS, summarizeViolations } from "#qa/support/a11y-standard.ts";
import type { EngineDriver } from "./driver.ts";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** One line per violated rule; empty when axe found none. */
export async function axeViolations(driver: EngineDriver): Promise<string[]> {
  await driver.runScript(axeSource);
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
