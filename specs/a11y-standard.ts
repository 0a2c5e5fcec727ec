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
