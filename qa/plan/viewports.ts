/**
 * The two sizes every picture is taken at, named as Playwright's projects are (playwright.config.ts):
 * a desktop window and a Pixel 7's screen in CSS pixels. The Firefox and WebKit pictures use them too.
 *
 * Written out rather than read from Playwright's `devices`: loading `@playwright/test` costs every tool that
 * imports this file (the soak, the review, the engines' run) about 0.4 s of CPU at start. viewports.test.ts holds
 * the mobile size to Playwright's own Pixel 7.
 */
export const PICTURE_VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 412, height: 839 },
} as const;

/** The sizes a Firefox and WebKit journey starts in: a desktop window, and the smallest width the engines allow. */
export const JOURNEY_VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  small: { width: 320, height: 700 },
} as const;
