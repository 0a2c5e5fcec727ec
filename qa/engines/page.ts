/**
 * The entry of qa/engines/ for what a journey or a picture does in a page, in any engine: find by role, check
 * with axe at the site's standard, settle the page and shoot it whole until two shots agree.
 */
export { axeViolations } from "./axe.ts";
export { type ByRole, byRole, isShown } from "./locate.ts";
export { settleForPicture, waitForFonts, wholePageShot } from "./settled-shot.ts";
