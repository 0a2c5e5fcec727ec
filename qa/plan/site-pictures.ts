/**
 * What Firefox and WebKit picture of this site: every page of the test plan, full length, and every story of
 * the catalogue, at the two sizes the Chromium baselines use.
 */

import type { PicturePlan } from "#qa/engines/index.ts";
import { type CatalogueStory, SMALL_SCREEN_TAG, WAITING_PHOTO_TAG } from "./catalogue-index.ts";
import { PICTURED_PAGES } from "./pictured-pages.ts";
import { PICTURE_VIEWPORTS } from "./viewports.ts";

/** The site's pictures with the catalogue's `stories`: every story but those of a small screen alone at desktop size (as in Chromium). */
export const sitePictures = (stories: CatalogueStory[]): PicturePlan => ({
  sizes: PICTURE_VIEWPORTS,
  subjectsAt: (viewport) => [
    ...PICTURED_PAGES.map((page) => ({
      name: page.name,
      source: { kind: "page", id: page.path } as const,
      waitingPhotos: 0,
    })),
    ...stories
      .filter((story) => viewport === "mobile" || !story.tags.includes(SMALL_SCREEN_TAG))
      .map((story) => ({
        name: story.id,
        source: { kind: "story", id: story.id } as const,
        waitingPhotos: story.tags.includes(WAITING_PHOTO_TAG) ? 1 : 0,
      })),
  ],
});
