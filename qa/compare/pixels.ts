import { type Raster, rasterOf, runningHash } from "#qa/basics/index.ts";
import { CELL, ChangedCells, type Region } from "./regions.ts";

/**
 * What differs between two pictures, pixel by pixel and exactly (as the comparison is): how many
 * pixels, where (regions a reviewer can jump to), and a signature that is the same for two pairs
 * of pictures that differ in the same pixels the same way (the same change in five stories).
 */

export interface PictureDifference {
  /** Differing pixels; a pixel only one of the two pictures has counts as differing. */
  count: number;
  /** count ÷ the pixels of the larger extent of the two. */
  ratio: number;
  width: number;
  height: number;
  baselineSize: { width: number; height: number };
  actualSize: { width: number; height: number };
  /** The changed places, top to bottom; nearby changes (within GAP pixels) make one region. */
  regions: Region[];
  signature: string;
}

export async function comparePictures(baselineFile: string, actualFile: string): Promise<PictureDifference> {
  const [baseline, actual] = await Promise.all([rasterOf(baselineFile), rasterOf(actualFile)]);
  return differenceOf(baseline, actual);
}

export function differenceOf(baseline: Raster, actual: Raster): PictureDifference {
  const width = Math.max(baseline.width, actual.width);
  const height = Math.max(baseline.height, actual.height);
  const changedCells = new ChangedCells(width, height);
  const hash = runningHash().update(`${width}x${height};`);
  // Where and how each pixel differs, hashed in chunks: a string per pixel took seconds per picture.
  const chunk = new Float64Array(3 * 65_536);
  let filled = 0;
  let count = 0;
  for (let y = 0; y < height; y++) {
    // Most rows, and most of a changed row, are the same in both: one native comparison of the row, then
    // of each cell's part of it, instead of one per pixel. Only a shortcut: the pixels would say the same.
    // Stryker disable next-line ConditionalExpression: equivalent, the same result found pixel by pixel
    if (sameSpan(baseline, actual, y, 0, width)) continue;
    // Stryker disable next-line EqualityOperator: a cell starting at the right edge holds no pixel to compare
    for (let left = 0; left < width; left += CELL) {
      const right = Math.min(left + CELL, width);
      // Stryker disable next-line ConditionalExpression: equivalent, the same result found pixel by pixel
      if (sameSpan(baseline, actual, y, left, right)) continue;
      for (let x = left; x < right; x++) {
        const before = pixelAt(baseline, x, y);
        const after = pixelAt(actual, x, y);
        if (before === after && before !== NO_PIXEL) continue;
        count++;
        changedCells.mark(x, y);
        chunk.set([y * width + x, before, after], filled);
        filled += 3;
        if (filled === chunk.length) {
          hash.update(chunk);
          filled = 0;
        }
      }
    }
  }
  hash.update(chunk.subarray(0, filled));
  return {
    count,
    ratio: count / (width * height),
    width,
    height,
    baselineSize: { width: baseline.width, height: baseline.height },
    actualSize: { width: actual.width, height: actual.height },
    regions: changedCells.regions(),
    signature: hash.digest(),
  };
}

/**
 * Whether row y holds the same pixels in both pictures from column left up to right, equally wide.
 * Below the shorter picture its part is empty, so it never equals the taller one's.
 */
function sameSpan(baseline: Raster, actual: Raster, y: number, left: number, right: number): boolean {
  if (baseline.width !== actual.width) return false;
  const row = y * baseline.width;
  const [start, end] = [(row + left) * 4, (row + right) * 4];
  return baseline.data.subarray(start, end).equals(actual.data.subarray(start, end));
}

/** Stands for the place outside a picture smaller than the other. */
const NO_PIXEL = -1;

/** The pixel's RGBA as one number, or NO_PIXEL outside the picture. */
function pixelAt(raster: Raster, x: number, y: number): number {
  if (x >= raster.width || y >= raster.height) return NO_PIXEL;
  return raster.data.readUInt32LE((y * raster.width + x) * 4);
}
