import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { JSDOM } from "jsdom";
import { PHOTO_CROPS, PHOTO_REQUEST } from "#qa/plan/spec-facts.ts";
import { DEFAULT_IMAGE_ORIGIN } from "#src/content/origin.ts";
import { NOT_FOUND_PAGES } from "#src/lib/paths.ts";
import { publicPaths } from "#src/lib/public-paths.ts";

const CLIENT = "build/client";
const pageFiles = [...publicPaths.map((path) => join(path, "index.html")), ...NOT_FOUND_PAGES.map((page) => page.file)];

/** One address of a stock photo on a page, where it was found, and the box the page shows it in. */
interface PhotoAddress {
  where: string;
  url: URL;
  /** The crop the page shows it as (the `<img>`'s width and height, or the share card's declared size). */
  box: { width: number; height: number };
}

const isStockPhoto = (address: string) => address.startsWith(`${DEFAULT_IMAGE_ORIGIN}/`);
const candidates = (srcset: string) => srcset.split(",").map((candidate) => candidate.trim().split(/\s+/)[0]);

/** Every stock photo's address in a built page: each `<img>`'s src and srcset (waiting or not, and in `<noscript>`), the share card and the structured data. */
function photoAddresses(file: string): PhotoAddress[] {
  const { document } = new JSDOM(readFileSync(join(CLIENT, file), "utf8")).window;
  const found: PhotoAddress[] = [];
  const add = (where: string, address: string | null | undefined, box: PhotoAddress["box"]) => {
    if (address && isStockPhoto(address)) found.push({ where: `${file}: ${where}`, url: new URL(address), box });
  };
  // Without scripts (JSDOM's default), a <noscript>'s copy is part of the page, as a visitor without JavaScript gets it.
  for (const img of document.querySelectorAll("img")) {
    const box = { width: Number(img.getAttribute("width")), height: Number(img.getAttribute("height")) };
    for (const name of ["src", "data-src"]) add(`<img ${name}> of "${img.alt}"`, img.getAttribute(name), box);
    for (const name of ["srcset", "data-srcset"]) {
      for (const address of candidates(img.getAttribute(name) ?? ""))
        add(`<img ${name}> of "${img.alt}"`, address, box);
    }
  }
  const meta = (property: string) => document.querySelector(`meta[property="${property}"]`)?.getAttribute("content");
  const card = { width: Number(meta("og:image:width")), height: Number(meta("og:image:height")) };
  add("og:image", meta("og:image"), card);
  add("twitter:image", document.querySelector('meta[name="twitter:image"]')?.getAttribute("content"), card);
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    const data = JSON.parse(script.textContent ?? "{}") as { image?: unknown };
    for (const address of [data.image].flat()) {
      if (typeof address === "string") add("JSON-LD image", address, card);
    }
  }
  return found;
}

/** What is wrong with one address, measured against the crop it is shown as; empty when nothing is. */
function faultsOf({ url, box }: PhotoAddress): string[] {
  const faults: string[] = [];
  const params = Object.fromEntries(url.searchParams);
  const { w, h, ...how } = params;
  if (JSON.stringify(how) !== JSON.stringify(PHOTO_REQUEST))
    faults.push(`asks ${JSON.stringify(how)}, not ${JSON.stringify(PHOTO_REQUEST)}`);
  const crop = Object.entries(PHOTO_CROPS).find(([, fixed]) => fixed.width * box.height === fixed.height * box.width);
  if (!crop)
    faults.push(`is shown as ${box.width}×${box.height}, none of the fixed crops ${JSON.stringify(PHOTO_CROPS)}`);
  const [width, height] = [Number(w), Number(h)];
  // Each width's height is rounded to a whole pixel; the hero's 2:1 comes out exact at every width.
  if (!(width > 0) || Math.abs(height - (width * box.height) / box.width) > 0.5)
    faults.push(`asks ${w}×${h}, not a ${box.width}:${box.height} crop`);
  return faults;
}

test.describe("what the pages ask the stock-photo host for", () => {
  test("every photo address on every page is a crop (fit=crop) at the ratio it is shown as, in the format and quality decided @photo-requests @article-image-size", () => {
    const addresses = pageFiles.flatMap(photoAddresses);
    const faults = addresses.flatMap((address) =>
      faultsOf(address).map((fault) => `${address.where} ${address.url.href} ${fault}`),
    );
    expect(faults).toEqual([]);
    // The check sees what it is about: the six heroes in every form, the cards' and the portraits' candidates.
    const shownAs = (crop: keyof typeof PHOTO_CROPS) =>
      addresses.filter(({ box }) => box.width === PHOTO_CROPS[crop].width && box.height === PHOTO_CROPS[crop].height);
    expect(shownAs("hero").length).toBeGreaterThan(0);
    expect(shownAs("card").length).toBeGreaterThan(0);
    expect(shownAs("portrait").length).toBeGreaterThan(0);
  });

  test("an article's hero and its share card ask for the spec's 1200×600, 2:1 at every srcset width @photo-requests @article-image-size", () => {
    const articles = publicPaths.filter((path) => path.startsWith("/blog/"));
    expect(articles.length).toBe(6);
    for (const path of articles) {
      const addresses = photoAddresses(join(path, "index.html"));
      const size = (url: URL) => `${url.searchParams.get("w")}×${url.searchParams.get("h")}`;
      const share = addresses.filter(({ where }) => !where.includes("<img"));
      // og:image, twitter:image and JSON-LD: the declared 1200×600, and that is the size asked for.
      expect(share.map(({ where, box, url }) => [where, `${box.width}×${box.height}`, size(url)])).toEqual(
        ["og:image", "twitter:image", "JSON-LD image"].map((where) => [
          `${path}/index.html: ${where}`,
          "1200×600",
          "1200×600",
        ]),
      );
      const hero = addresses.filter(
        ({ where, box }) =>
          where.includes("<img") && box.width === PHOTO_CROPS.hero.width && box.height === PHOTO_CROPS.hero.height,
      );
      expect(hero.length, path).toBeGreaterThan(1);
      for (const { url } of hero) {
        expect(Number(url.searchParams.get("w")), url.href).toBe(2 * Number(url.searchParams.get("h")));
      }
    }
  });
});
