import type { Result } from "axe-core";

/**
 * The accessibility standard for every page (the browser specs) and every story of the
 * component catalogue (addon-a11y): axe's WCAG 2.2 A/AA rule sets plus its best practices.
 */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** One line per violated rule, naming the elements, so a failing check says what to fix. */
export function summarizeViolations(violations: Pick<Result, "id" | "help" | "nodes">[]): string[] {
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}
