import { readFileSync } from "node:fs";
import { testimonials } from "#src/content/about.ts";
import { DEFAULT_IMAGE_ORIGIN } from "#src/content/origin.ts";

/**
 * The stand-in for the stock-photo host (images.unsplash.com, imgix's parameters), which is not reachable
 * here. It answers as the host would: each photo id has a fixed original of known shape (mocks/images/),
 * and the address's `w`, `h` and `fit` decide which part of it comes back, at which size. Chromium's
 * pictures (Playwright routes the host here), Firefox's and WebKit's (their photos swapped for its
 * answers) and the benchmark's host (the same answer, drawn as a photo-like raster) all take their answers
 * from it, so a wrong request shows as a wrong picture. An address the host would not take is refused
 * (`StockPhotoRefusal`), never filled.
 */

/** The host's origin, and its addresses as a Playwright route pattern. */
export const STOCK_PHOTO_ORIGIN = DEFAULT_IMAGE_ORIGIN;
export const STOCK_PHOTO_HOST = `${STOCK_PHOTO_ORIGIN}/**`;

/** An address the stand-in refuses, saying why. */
export class StockPhotoRefusal extends Error {
  override name = "StockPhotoRefusal";
}

/** A region of the original, in its own pixels. */
export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

type OriginalName = "warm" | "cool" | "person";

/** What the host sends back for an address. */
export interface PhotoAnswer {
  id: string;
  /** The picture's own size, in pixels. */
  width: number;
  height: number;
  /** The original it is cut or scaled from, and the part of it the picture shows. */
  original: { name: OriginalName; width: number; height: number };
  shows: Region;
  /** `auto=format`: the host picks the best format the browser takes. */
  autoFormat: boolean;
  quality: number;
}

/** The parameters the stand-in knows, as the host documents them; any other is refused. */
const KNOWN = new Set(["w", "h", "fit", "auto", "q"]);
const FITS = ["crop", "max", "clip"];
/** The testimonials' photos are portraits (2:3); every other is a landscape (3:2), one of two by its id. */
const PORTRAITS = new Set(testimonials.map(({ photo }) => photo.id));
const LANDSCAPE = { width: 3000, height: 2000 };
const PORTRAIT = { width: 2000, height: 3000 };

function wholeNumber(name: string, value: string | null, max: number): number {
  if (value === null || !/^\d+$/.test(value) || Number(value) > max || (name !== "q" && Number(value) === 0)) {
    throw new StockPhotoRefusal(`${name}=${value ?? "(missing)"}: the stand-in takes a whole number up to ${max}`);
  }
  return Number(value);
}

function originalOf(id: string): PhotoAnswer["original"] {
  if (PORTRAITS.has(id)) return { name: "person", ...PORTRAIT };
  const sum = [...id].reduce((total, char) => total + char.charCodeAt(0), 0);
  return { name: sum % 2 === 0 ? "warm" : "cool", ...LANDSCAPE };
}

/** What the host sends back for `url`; throws `StockPhotoRefusal` naming what it does not take. */
export function photoAnswerOf(url: URL): PhotoAnswer {
  const id = /^\/(photo-[\w-]+)$/.exec(url.pathname)?.[1];
  if (url.origin !== STOCK_PHOTO_ORIGIN || !id) throw new StockPhotoRefusal(`${url.href} is no photo of the host`);
  const unknown = [...url.searchParams.keys()].filter((name) => !KNOWN.has(name));
  if (unknown.length) throw new StockPhotoRefusal(`${url.href}: the stand-in does not know ${unknown.join(", ")}`);
  const asked = {
    width: wholeNumber("w", url.searchParams.get("w"), 8192),
    height: wholeNumber("h", url.searchParams.get("h"), 8192),
  };
  // The host's own default is clip.
  const fit = url.searchParams.get("fit") ?? "clip";
  if (!FITS.includes(fit)) throw new StockPhotoRefusal(`${url.href}: fit=${fit} is none of ${FITS.join(", ")}`);
  const auto = url.searchParams.get("auto");
  if (auto !== null && auto !== "format") throw new StockPhotoRefusal(`${url.href}: auto=${auto} is not format`);
  const quality = url.searchParams.has("q") ? wholeNumber("q", url.searchParams.get("q"), 100) : 75;
  const original = originalOf(id);
  const answer = { id, original, autoFormat: auto === "format", quality };
  if (fit === "crop") {
    // The largest part of the original with the box's shape, from its middle, scaled to the box.
    const scale = Math.min(original.width / asked.width, original.height / asked.height);
    const [width, height] = [asked.width * scale, asked.height * scale];
    return {
      ...answer,
      ...asked,
      shows: { x: (original.width - width) / 2, y: (original.height - height) / 2, width, height },
    };
  }
  // The whole original, scaled to fit inside the box, keeping its shape; max never enlarges it.
  const fitting = Math.min(asked.width / original.width, asked.height / original.height);
  const scale = fit === "max" ? Math.min(1, fitting) : fitting;
  return {
    ...answer,
    width: Math.max(1, Math.round(original.width * scale)),
    height: Math.max(1, Math.round(original.height * scale)),
    shows: { x: 0, y: 0, width: original.width, height: original.height },
  };
}

/** Each original's drawing, without its own <svg> element. */
const drawings = Object.fromEntries(
  (["warm", "cool", "person"] as const).map((name) => {
    const svg = readFileSync(new URL(`../../mocks/images/original-${name}.svg`, import.meta.url), "utf8");
    return [name, svg.replace(/^\s*<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "")];
  }),
) as Record<OriginalName, string>;

/** Lines this many of the picture's own pixels apart: a picture sent smaller shows fewer of them. */
const GRID_PX = 24;

/**
 * The answer as an SVG of the answer's own size, showing its part of the original, with a faint grid every
 * GRID_PX of its pixels: a picture of it then depends on the part asked for and on the size it came back
 * at, as a photo's sharpness would, without the cost of a photo.
 */
export function photoSvg(answer: PhotoAnswer): Buffer {
  const { x, y, width, height } = answer.shows;
  const cell = (GRID_PX * width) / answer.width;
  const grid =
    `<defs><pattern id="pixels" patternUnits="userSpaceOnUse" width="${cell}" height="${cell}">` +
    `<path d="M${cell} 0 V${cell} H0" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="${cell / GRID_PX}"/>` +
    `</pattern></defs><rect width="${answer.original.width}" height="${answer.original.height}" fill="url(#pixels)"/>`;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${answer.width}" height="${answer.height}" viewBox="${x} ${y} ${width} ${height}" preserveAspectRatio="none">` +
      `${drawings[answer.original.name]}${grid}</svg>`,
  );
}

/** The stand-in's answer to an address, as an SVG; throws `StockPhotoRefusal`. */
export const stockPhotoFor = (url: URL): Buffer => photoSvg(photoAnswerOf(url));
