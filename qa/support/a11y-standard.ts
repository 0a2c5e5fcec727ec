import type { AxeResults, ElementContext, Result, RunOptions } from "axe-core";

/**
 * The accessibility standard for every page (the browser specs) and every story of the
 * component catalogue (addon-a11y): axe's WCAG 2.2 A/AA rule sets plus its best practices.
 */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * How addon-a11y checks a story, which the story specs repeat in the page (axeInPage, below):
 * the body (not the whole page: page-level rules such as one main landmark do not apply to a
 * lone component) but Storybook's own elements, and without the landmark rule for the same reason.
 */
export const STORY_AXE_INCLUDE = "body";
export const STORY_AXE_EXCLUDE = [".sb-wrapper", "#storybook-docs", "#storybook-highlights-root"];
export const STORY_AXE_DISABLED_RULES = ["region"];

/** What the page sends back of a violated rule: what the summary reads, and no more. */
export type AxeViolation = Pick<Result, "id" | "help"> & { nodes: Pick<Result["nodes"][number], "target">[] };

/** One line per violated rule, naming the elements, so a failing check says what to fix. */
export function summarizeViolations(violations: AxeViolation[]): string[] {
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/** What of a page axe checks: all of it unless told. */
export interface AxeScope {
  /** The one part checked (a selector). */
  include?: string;
  /** Parts left out (selectors). */
  exclude?: string[];
  /** Rules of the standard not run here. */
  disabledRules?: string[];
}

/** What `axeInPage` is given: the standard's rule sets and the scope. */
export type AxeCheck = AxeScope & { tags: string[] };

export const atStandard = (scope: AxeScope = {}): AxeCheck => ({ tags: AXE_TAGS, ...scope });

/**
 * axe's check, run in the page once axe-core's own script has run there (axe-source.ts): the same call in
 * Chromium and in the engines. Only the violations cross back, each with what `summarizeViolations` reads:
 * axe's whole results (every rule's passes and the elements it looked at) are about 160 kB a page, which
 * a page and Playwright's protocol would each turn into JSON on every check.
 */
export async function axeInPage({
  tags,
  include,
  // Stryker disable next-line ArrayDeclaration: a selector that matches nothing leaves nothing out
  exclude = [],
  disabledRules = [],
}: AxeCheck): Promise<AxeViolation[]> {
  const { axe } = window as unknown as {
    axe: { run: (context: ElementContext, options: RunOptions) => Promise<AxeResults> };
  };
  const context: ElementContext = include ? { include: [include], exclude } : { exclude };
  const results = await axe.run(context, {
    runOnly: { type: "tag", values: tags },
    rules: Object.fromEntries(disabledRules.map((id) => [id, { enabled: false }])),
    // Stryker disable next-line ArrayDeclaration,StringLiteral: how much axe gathers of the other kinds of result (its time), never which violations it finds
    resultTypes: ["violations"],
  });
  return results.violations.map(({ id, help, nodes }) => ({
    id,
    help,
    nodes: nodes.map(({ target }) => ({ target })),
  }));
}
