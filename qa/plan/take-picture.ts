/**
 * Taking one of this site's pictures in Firefox or WebKit: a page once it is live, or a story alone once it
 * has played, with the stock photos replaced by the local stand-ins, and settled as every picture is
 * (settled-shot.ts).
 */

import type { EngineDriver, EnginePicture, PicturedSubject } from "#qa/engines/index.ts";
import { settleForPicture, waitForFonts, wholePageShot } from "#qa/engines/page.ts";
import { waitFor } from "#qa/support/index.ts";
import { WAITING_PHOTO_SRC } from "#src/lib/before-live.ts";
import { storyAddress } from "./catalogue-index.ts";
import { openLive } from "./live-page.ts";
import { STOCK_PHOTO_ORIGIN, stockPhotoFor } from "./stock-photos.ts";
import { STORY_ERRORS_ATTRIBUTE, STORY_FINISHED_ATTRIBUTE } from "./story-finished.ts";
import { showStoryInPlace } from "./story-in-place.ts";

/** Pictures taken again when the page took a stand-in photo away meanwhile. */
const MAX_ATTEMPTS = 3;

/** The stock-photo addresses of the page's images, those still waiting for live too (run in the page). */
function stockPhotoAddresses(origin: string): string[] {
  return [...document.images]
    .flatMap((image) => [image.getAttribute("src") ?? "", image.getAttribute("data-src") ?? ""])
    .filter((src) => src.startsWith(origin));
}

/**
 * Takes away what the picture before left in the page (run in the page): settle()'s style sheet, and
 * the watch that puts the stand-in photos in place with what it knew of them. The next story then
 * renders and plays as in a page just loaded.
 */
function unsettle() {
  const page = window as unknown as {
    pictureSettling?: CSSStyleSheet;
    photoStandIns?: Record<string, string>;
    photoWatch?: MutationObserver;
  };
  document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== page.pictureSettling);
  page.photoWatch?.disconnect();
  page.photoWatch = undefined;
  page.photoStandIns = {};
}

/**
 * Puts the stand-ins in place of the host's photos, and counts the images still waiting for their
 * file and those still loading (run in the page). Asked again until none loads and only the waiting
 * photos the picture shows wait: a photo still waiting for live has no address yet. React may give a
 * photo its host's address (and srcset) once more as it takes the page over, even after this said
 * yes: a watch on the images' addresses puts the stand-in back at once.
 */
function photosInPlace(
  standIns: Record<string, string>,
  waitingSrc: string,
  hostOrigin: string,
): { waiting: number; loading: number } {
  // Every stand-in given so far, set here before anything reads it (spreading the first call's undefined adds nothing).
  const page = window as unknown as {
    photoStandIns: Record<string, string>;
    photoWatch?: MutationObserver;
    photoSwaps?: number;
  };
  page.photoStandIns = { ...page.photoStandIns, ...standIns };
  const swap = (image: HTMLImageElement) => {
    // Read when an image is swapped: the watch, set by the first call, knows the stand-ins given later too.
    const standIn = page.photoStandIns[image.getAttribute("src") ?? ""];
    const hostCandidates = (image.getAttribute("srcset") ?? "").includes(hostOrigin);
    if (!standIn && !hostCandidates) {
      // A host address with no stand-in known yet: counted too, so that a picture taken meanwhile is
      // taken again (the photos' wait then gives it its stand-in).
      if ((image.getAttribute("src") ?? "").startsWith(hostOrigin)) page.photoSwaps = (page.photoSwaps ?? 0) + 1;
      return;
    }
    // Below the first screen a lazy photo would never load: the picture shows the whole page at once.
    image.loading = "eager";
    image.removeAttribute("srcset");
    image.removeAttribute("sizes");
    if (standIn) image.src = standIn;
    // Counted, so that a picture can tell whether the page took a photo away while it was shot.
    page.photoSwaps = (page.photoSwaps ?? 0) + 1;
  };
  if (!page.photoWatch) {
    page.photoWatch = new MutationObserver((records) => {
      for (const record of records) {
        // Stryker disable next-line ConditionalExpression: no other element's src or srcset holds a stock-photo address (the site writes no <source>), so swap leaves it alone
        if (record.target instanceof HTMLImageElement) swap(record.target);
        for (const node of record.addedNodes) {
          // An image added on its own is no image inside itself.
          if (node instanceof HTMLImageElement) swap(node);
          if (node instanceof Element) for (const image of node.querySelectorAll("img")) swap(image);
        }
      }
    });
    page.photoWatch.observe(document, { subtree: true, childList: true, attributeFilter: ["src", "srcset"] });
  }
  const count = { waiting: 0, loading: 0 };
  for (const image of document.images) {
    swap(image);
    const src = image.getAttribute("src") ?? "";
    if (src === waitingSrc) count.waiting++;
    else if (src.startsWith(hostOrigin) || !image.complete) count.loading++;
  }
  return count;
}

/** How often a stand-in was put in place so far (run in the page; reads only). */
function photoSwaps(): number {
  return (window as unknown as { photoSwaps?: number }).photoSwaps ?? 0;
}

const asDataAddress = (svg: Buffer) => `data:image/svg+xml;base64,${svg.toString("base64")}`;

/** A story that types into a form has taken up to 31 s to play on two busy cores (specs/stories.spec.ts). */
const STORY_TIMEOUT_MS = 45_000;

/** Where a story is opened: the catalogue's origin, known once its server has started. */
export interface PictureOrigins {
  catalogue: string;
}

/**
 * Whether the story has finished (run in the page): "pending", "finished", or why it is not shown as
 * it should be: Storybook's error page, with its message, or what the story logged as an error as it
 * played (a failed play function is logged, and the story is marked finished all the same).
 */
function storyState(
  finishedAttribute: string,
  errorsAttribute: string,
  id: string,
): "finished" | "pending" | { error: string } | { logged: string } {
  if (document.body.getAttribute(finishedAttribute) === id) {
    const logged = document.body.getAttribute(errorsAttribute);
    return logged ? { logged } : "finished";
  }
  if (!document.body.classList.contains("sb-show-errordisplay")) return "pending";
  return { error: document.querySelector("#error-message")?.textContent ?? "" };
}

/**
 * Opens what the picture shows: a page once it is live, or a story alone once it has rendered and
 * played (the mark of .storybook/preview.tsx), failing with Storybook's error where it shows one.
 */
export async function openSubject(driver: EngineDriver, subject: PicturedSubject, origins: PictureOrigins) {
  if (subject.source.kind === "page") {
    await openLive(driver, subject.source.id);
    return;
  }
  const { id } = subject.source;
  // The picture before put the page in its picture's state: the story plays as in a page just loaded.
  await driver.evaluate(unsettle);
  if ((await showStoryInPlace((fn, arg) => driver.evaluate(fn, arg), origins.catalogue, id)) === null) {
    const address = storyAddress(origins.catalogue, id);
    const status = await driver.goto(address);
    // A catalogue that does not serve the story would otherwise only show as a story that never finishes.
    // A 304 serves it too: Firefox asks again for a story it has just shown (a run of a few stories, test:changed's).
    if (status !== 200 && status !== 304) throw new Error(`the catalogue answered ${status} for ${address}`);
  }
  const state = await waitFor(
    `the story ${id} to finish`,
    () => driver.evaluate(storyState, STORY_FINISHED_ATTRIBUTE, STORY_ERRORS_ATTRIBUTE, id),
    (seen) => seen !== "pending",
    STORY_TIMEOUT_MS,
  );
  if (typeof state === "object" && "error" in state) {
    throw new Error(`Storybook shows the story ${id} as failed: ${state.error}`);
  }
  if (typeof state === "object") throw new Error(`the story ${id} logged errors as it played: ${state.logged}`);
}

/** The story's own box on its page (run in the page), as Chromium's story baselines show it: whole pixels around it. */
function storyBox() {
  const root = document.querySelector("#storybook-root");
  if (!root) throw new Error("the catalogue's page has no #storybook-root");
  const box = root.getBoundingClientRect();
  const left = Math.floor(box.left);
  const top = Math.floor(box.top + window.scrollY);
  return { left, top, width: Math.ceil(box.right) - left, height: Math.ceil(box.bottom + window.scrollY) - top };
}

/**
 * Opens the picture's page or story in the driver's window (already at the picture's size) and returns
 * the settled picture (pictureOfShown).
 */
export async function takePicture(
  driver: EngineDriver,
  picture: EnginePicture,
  origins: PictureOrigins,
  baseline?: Buffer,
): Promise<Buffer> {
  await openSubject(driver, picture.subject, origins);
  return pictureOfShown(driver, picture, baseline);
}

/**
 * The settled picture of the page or story the window shows (settled-shot.ts), with the stand-in photos in
 * place of the host's: taken again when the page took one away while it was shot.
 */
export async function pictureOfShown(driver: EngineDriver, picture: EnginePicture, baseline?: Buffer) {
  const { subject } = picture;
  await settleForPicture(driver, picture);
  for (let attempt = 1; ; attempt++) {
    await waitFor(
      `${subject.name}'s photos`,
      async () => {
        const addresses = await driver.evaluate(stockPhotoAddresses, STOCK_PHOTO_ORIGIN);
        const standIns = Object.fromEntries(addresses.map((src) => [src, asDataAddress(stockPhotoFor(new URL(src)))]));
        return driver.evaluate(photosInPlace, standIns, WAITING_PHOTO_SRC, STOCK_PHOTO_ORIGIN);
      },
      ({ waiting, loading }) => loading === 0 && waiting === subject.waitingPhotos,
    );
    await waitForFonts(driver, picture);
    const swapsBefore = await driver.evaluate(photoSwaps);
    const box = subject.source.kind === "story" ? await driver.evaluate(storyBox) : undefined;
    const taken = await wholePageShot(driver, picture, baseline, box);
    // It counts only if no stand-in had to be put back meanwhile (read, not repaired: a repair would hide it).
    if ((await driver.evaluate(photoSwaps)) === swapsBefore) return taken;
    if (attempt === MAX_ATTEMPTS) {
      throw new Error(`${picture.file}: the page took the stand-in photos away again, ${MAX_ATTEMPTS} times.`);
    }
  }
}
