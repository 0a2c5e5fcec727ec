/**
 * The accessibility standard for every page (the browser specs) and every story of the
 * component catalogue (addon-a11y): axe's WCAG 2.2 A/AA rule sets plus its best practices.
 */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
