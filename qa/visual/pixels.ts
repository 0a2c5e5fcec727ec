import { createHash } from "node:crypto";
import sharp from "sharp";

/**
 * What differs between two pictures, pixel by pixel and exactly (as the comparison is): how many
 * pixels, where (regions a reviewer can jump to), and a signature that is the same for two pairs
 * of pictures that differ in the same pixels the same way (the same change in five stories).
 */

/** A rectangle of the picture, in CSS pixels from its top left corner. */
export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

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

/** Differences are found per cell of this many pixels square, then joined into regions. */
const CELL = 8;
/** Two changed cells this many cells apart or closer belong to one region (a word, not its letters). */
const GAP_CELLS = 3;
/** Space kept around a region so that the outline does not cover what changed. */
const MARGIN = 4;

interface Raster {
  data: Buffer;
  width: number;
  height: number;
}

async function rasterOf(file: string): Promise<Raster> {
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

export async function comparePictures(baselineFile: string, actualFile: string): Promise<PictureDifference> {
  const [baseline, actual] = await Promise.all([rasterOf(baselineFile), rasterOf(actualFile)]);
  return differenceOf(baseline, actual);
}

export function differenceOf(baseline: Raster, actual: Raster): PictureDifference {
  const width = Math.max(baseline.width, actual.width);
  const height = Math.max(baseline.height, actual.height);
  const columns = Math.ceil(width / CELL);
  // Stryker disable next-line ArithmeticOperator: rows of cells below the picture are never marked, so the regions are the same
  const rows = Math.ceil(height / CELL);
  const changedCells = new Uint8Array(columns * rows);
  const hash = createHash("sha256").update(`${width}x${height};`);
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
        changedCells[Math.floor(y / CELL) * columns + Math.floor(x / CELL)] = 1;
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
    regions: regionsOf(changedCells, columns, rows, width, height),
    signature: hash.digest("hex").slice(0, 16),
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

/** Joins changed cells that lie within GAP_CELLS of each other into rectangles. */
function regionsOf(cells: Uint8Array, columns: number, rows: number, width: number, height: number): Region[] {
  const seen = new Uint8Array(cells.length);
  const regions: Region[] = [];
  // Stryker disable next-line ArithmeticOperator: below the last row there is no cell to join
  const lastRow = rows - 1;
  const lastColumn = columns - 1;
  // Stryker disable next-line EqualityOperator: past the last cell there is no changed one
  for (let start = 0; start < cells.length; start++) {
    if (!cells[start] || seen[start]) continue;
    seen[start] = 1;
    const queue = [start];
    let [left, top, right, bottom] = [columns, rows, 0, 0];
    while (queue.length > 0) {
      const cell = queue.pop() as number;
      const column = cell % columns;
      const row = Math.floor(cell / columns);
      left = Math.min(left, column);
      right = Math.max(right, column);
      top = Math.min(top, row);
      bottom = Math.max(bottom, row);
      for (let r = Math.max(0, row - GAP_CELLS); r <= Math.min(lastRow, row + GAP_CELLS); r++) {
        for (let c = Math.max(0, column - GAP_CELLS); c <= Math.min(lastColumn, column + GAP_CELLS); c++) {
          const next = r * columns + c;
          if (cells[next] && !seen[next]) {
            seen[next] = 1;
            queue.push(next);
          }
        }
      }
    }
    const x = Math.max(0, left * CELL - MARGIN);
    const y = Math.max(0, top * CELL - MARGIN);
    regions.push({
      x,
      y,
      width: Math.min(width, (right + 1) * CELL + MARGIN) - x,
      height: Math.min(height, (bottom + 1) * CELL + MARGIN) - y,
    });
  }
  return regions.sort((a, b) => a.y - b.y || a.x - b.x);
}
