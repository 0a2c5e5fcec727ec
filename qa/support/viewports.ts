import { devices } from "@playwright/test";

/**
 * The two sizes every picture is taken at, named as Playwright's projects are (playwright.config.ts):
 * a desktop window and a Pixel 7's screen in CSS pixels. The Firefox and WebKit pictures use them too.
 */
export const PICTURE_VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: devices["Pixel 7"].viewport,
} as const;

export type PictureViewport = keyof typeof PICTURE_VIEWPORTS;
