import type { Result } from "axe-core";

/**
 * The accessibility standard for every page (the browser specs) and every story of the
 * component catalogue (addon-a11y): axe's WCAG 2.2 A/AA rule sets plus its best practices.
 */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * How addon-a11y checks a story, which the story specs repeat with @axe-core/playwright:
 * the body (not the whole page: page-level rules such as one main landmark do not apply to a
 * lone component) but Storybook's own elements, and without the landmark rule for the same reason.
 */
export const STORY_AXE_INCLUDE = "body";
export const STORY_AXE_EXCLUDE = [".sb-wrapper", "#storybook-docs", "#storybook-highlights-root"];
export const STORY_AXE_DISABLED_RULES = ["region"];

/** One line per violated rule, naming the elements, so a failing check says what to fix. */
export function summarizeViolations(violations: Pick<Result, "id" | "help" | "nodes">[]): string[] {
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}
