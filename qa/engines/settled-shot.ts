/**
 * Any site's picture in Firefox or WebKit, settled as the Chromium baselines are: no animation or transition,
 * no caret, scrollbar or focus, the fonts loaded, and shot again until two shots in a row agree (or the first
 * is its baseline exactly). What a site must do before (open the page, put its photos in place) is its own.
 */
import sharp from "sharp";
import { shootUntilTwoAgree } from "#qa/basics/index.ts";
import { waitFor } from "#qa/support/index.ts";
import type { EngineDriver } from "./driver.ts";
import type { EnginePicture } from "./pictures.ts";

/** As Playwright's toHaveScreenshot: a page that draws something else each time never passes. */
const MAX_SHOTS = 10;

/**
 * Puts the page in the state a picture is taken in (run in the page). The page's CSP allows
 * neither an inline style nor the host's photos: a constructed style sheet, and data: addresses.
 * The focus is dropped, a story's too: whether the button a play function clicked shows a focus ring
 * differs by engine, and in WebKit from one run to the next (its `:focus-visible` after a synthetic
 * click). The states stories show each control's focus ring by forcing it, which this leaves alone.
 */
function settle() {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(
    "*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }" +
      " html { scrollbar-width: none; }",
  );
  (window as unknown as { pictureSettling?: CSSStyleSheet }).pictureSettling = sheet;
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  // Stryker disable next-line ConditionalExpression: a page's activeElement is never null (the body, or <html> without one), and a focused SVG element has blur() too
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  window.scrollTo({ top: 0, behavior: "instant" });
}

/** Two frames drawn (run in the page): what the page does next has been painted. */
function nextFrames(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

/** Whether the fonts have loaded, once two frames have been drawn (run in the page). */
function fontsLoaded(): Promise<boolean> {
  return document.fonts.ready.then(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(document.fonts.status === "loaded"))),
      ),
  );
}

/** A part of the page to cut from its whole-page shot, in CSS pixels from the document's top left corner. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Checks that the window is as wide as the picture says, and puts its page in the state a picture is taken
 * in (settle, above).
 */
export async function settleForPicture(driver: EngineDriver, picture: EnginePicture): Promise<void> {
  const width = await driver.evaluate(() => window.innerWidth);
  if (width !== picture.width) {
    throw new Error(
      `${picture.engine} made its window ${width} px wide, not ${picture.width} px as ${picture.file} says: ` +
        "the engine's narrowest window has changed (qa/engines/pictures.ts names it).",
    );
  }
  await driver.evaluate(settle);
}

/** Waits until the page's fonts have loaded. */
export const waitForFonts = (driver: EngineDriver, picture: EnginePicture) =>
  waitFor(`${picture.subject.name}'s fonts`, () => driver.evaluate(fontsLoaded), Boolean);

/**
 * The whole page at full length, or the `box` cut from it. With its baseline (the file's bytes), a first shot
 * that is the baseline exactly is the picture at once, as Playwright's toHaveScreenshot takes a first shot
 * that matches; any other goes on until two shots in a row agree.
 */
export function wholePageShot(driver: EngineDriver, picture: EnginePicture, baseline?: Buffer, box?: Box) {
  /** The picture a shot of the whole page makes: the page itself, or the box cut from it. */
  const pictureOf = (png: Buffer) => (box ? sharp(png).extract(box).png().toBuffer() : Promise.resolve(png));
  return driver.wholePage(async (shoot) => {
    // Two frames before each shot, in every engine: two shots agree only about a page that had time to change.
    const shootSettled = async () => {
      await driver.evaluate(nextFrames);
      return shoot();
    };
    const first = await shootSettled();
    if (baseline) {
      const shown = await pictureOf(first);
      if (shown.equals(baseline)) return shown;
    }
    return pictureOf(await shootUntilTwoAgree({ shoot: shootSettled, first, limit: MAX_SHOTS, picture: picture.file }));
  });
}
