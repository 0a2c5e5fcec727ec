import { readFileSync } from "node:fs";
import { DEFAULT_IMAGE_ORIGIN } from "#src/content/origin.ts";

/**
 * The local pictures that stand in for the stock-photo host (unreachable here) wherever a picture
 * is taken: Playwright routes the host's requests to them, the Firefox and WebKit pictures put them
 * in place of the host's addresses. Either way the same photo id always gets the same picture.
 */

/** The stock-photo host's addresses, as a Playwright route pattern. */
export const STOCK_PHOTO_ORIGIN = DEFAULT_IMAGE_ORIGIN;
export const STOCK_PHOTO_HOST = `${STOCK_PHOTO_ORIGIN}/**`;

const fixtureImage = (name: string) => readFileSync(new URL(`../../mocks/images/${name}`, import.meta.url));
const images = {
  landscapes: [fixtureImage("photo-warm.svg"), fixtureImage("photo-cool.svg")],
  person: fixtureImage("person.svg"),
};

/** A square photo of at most 400 px is a person's portrait; any other a landscape, chosen by the photo's path. */
export function stockPhotoFor(url: URL): Buffer {
  const { pathname } = url;
  const width = Number(url.searchParams.get("w"));
  const height = Number(url.searchParams.get("h"));
  if (width > 0 && width === height && width <= 400) return images.person;
  const hash = [...pathname].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  return images.landscapes[hash % images.landscapes.length];
}
