/**
 * Size budgets in bytes (gzip), the one place that sets them: the build spec checks every
 * prerendered page against them, in the files and in a browser, and the bundle report shows them.
 *
 */

/**
 * JavaScript a page runs before it is live, on every route. React 19.3, react-dom and React
 * Router 8.4 alone weigh 104.9 KB; this leaves 12 KB for the site's own code on any page.
 */
export const FIRST_LOAD_JS_BUDGET = 117 * 1024;
/** The one stylesheet every page loads. */
export const CSS_BUDGET = 12 * 1024;
/** The one variable font's files: Latin, Latin Extended and the Estonian letters (src/fonts/brand-font.css). */
export const FONT_BUDGET = 60 * 1024;
