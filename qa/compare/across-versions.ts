import pixelmatch from "pixelmatch";
import { type Raster, rasterOf } from "#qa/basics/index.ts";
import { ChangedCells, type Region } from "./regions.ts";

/**
 * The comparison for an engine's picture whose baseline another version of the same engine took
 * (a security update of Debian's firefox-esr): antialiasing at short or curved edges is forgiven, nothing else.
 * pixelmatch decides which differing pixels are antialiasing (`includeAA: false`); every other
 * differing pixel counts, a pixel only one of the pictures has too, and so does every pixel pixelmatch
 * forgave as antialiasing that lies in a straight run of STRAIGHT_EDGE or more such pixels along a row or
 * a column (a box's edge moved by a fraction of a pixel). One counted pixel fails.
 */

export interface AcrossVersionsVerdict {
  /** true when the only differences are antialiasing at edges */
  same: boolean;
  /** pixels that differ beyond antialiasing */
  count: number;
  /** where, top to bottom, outlined as the exact comparison outlines them */
  regions: Region[];
  /** one sentence for a failing verdict */
  reason?: string;
}

/**
 * No colour tolerance: pixelmatch's distance (OKLab HyAB, 1 = black against white) must be 0 for two
 * pixels to be equal. Measured: a token one step off in one channel is 0.00059 (lime, blue) to 0.0052
 * (ink, green) away, and the recorded leaf nudge (#1f6b2e → #1e6b2e, 0.00085) passed at 0.002 and
 * above; pixelmatch's default 0.1 would even pass lime #b6f03c → #a3e635 (0.0498). Tolerance bought
 * nothing either: the recorded glyph changes counted alike at 0 and 0.0005.
 */
const THRESHOLD = 0;

/**
 * The shortest run of forgiven pixels along a row or a column that counts: one more than the longest the
 * recorded glyph change has. Measured (fixtures/across-versions): the heading line drawn with slight
 * instead of no hinting forgives 1,804 pixels in runs of at most 33 (its T's bar; 127 in runs of 20 or
 * more, 477 of 10 or more), so 34 is the strictest length that still forgives it; the progress bar moved
 * 0.5 px down has 250 differing pixels, all forgiven, 226 of them in runs of 114. A box edge shorter than this,
 * moved or resized by less than a pixel with nothing else changed, and a changed corner radius (runs of
 * 7 at most), still pass.
 */
export const STRAIGHT_EDGE = 34;

export async function compareAcrossVersions(baselineFile: string, actualFile: string): Promise<AcrossVersionsVerdict> {
  const [baseline, actual] = await Promise.all([rasterOf(baselineFile), rasterOf(actualFile)]);
  return verdictAcrossVersions(baseline, actual);
}

export function verdictAcrossVersions(baseline: Raster, actual: Raster): AcrossVersionsVerdict {
  const width = Math.max(baseline.width, actual.width);
  const height = Math.max(baseline.height, actual.height);
  // pixelmatch compares equal sizes only: the part both pictures have; the rest differs by definition.
  const common = { width: Math.min(baseline.width, actual.width), height: Math.min(baseline.height, actual.height) };
  const [before, after] = [topLeft(baseline, common), topLeft(actual, common)];
  // Only the pixels a run counts are drawn (opaque), the rest stay transparent: every differing pixel, then
  // those beyond antialiasing.
  const differing = Buffer.alloc(common.width * common.height * 4);
  const counted = Buffer.alloc(common.width * common.height * 4);
  for (const [output, includeAA] of [
    [differing, true],
    [counted, false],
  ] as const) {
    pixelmatch(before, after, output, common.width, common.height, { threshold: THRESHOLD, includeAA, diffMask: true });
  }
  const straight = straightEdges(differing, counted, common);
  const changedCells = new ChangedCells(width, height);
  let count = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const inBoth = x < common.width && y < common.height;
      const i = y * common.width + x;
      if (inBoth && counted[i * 4 + 3] === 0 && straight[i] === 0) continue;
      count++;
      changedCells.mark(x, y);
    }
  }
  const verdict = { same: count === 0, count, regions: changedCells.regions() };
  if (baseline.width !== actual.width || baseline.height !== actual.height) {
    const size = (raster: Raster) => `${raster.width}×${raster.height}`;
    return { ...verdict, reason: `the pictures differ in size: ${size(baseline)} against ${size(actual)}` };
  }
  if (count === 0) return verdict;
  const pixels = count === 1 ? "1 pixel differs" : `${count.toLocaleString("en")} pixels differ`;
  const along = straight.reduce((sum, marked) => sum + marked, 0);
  if (along === 0) return { ...verdict, reason: `${pixels} beyond antialiasing` };
  const beyond = (count - along).toLocaleString("en");
  return {
    ...verdict,
    reason: `${pixels}: ${beyond} beyond antialiasing, ${along.toLocaleString("en")} antialiasing along straight edges of ${STRAIGHT_EDGE} px or more`,
  };
}

/**
 * 1 for each pixel pixelmatch forgave as antialiasing (differing, not counted) that lies in a run of at least
 * STRAIGHT_EDGE such pixels along its row or its column; 0 for every other pixel.
 */
function straightEdges(differing: Buffer, counted: Buffer, size: { width: number; height: number }): Uint8Array {
  const { width, height } = size;
  const forgiven = (i: number) => differing[i * 4 + 3] !== 0 && counted[i * 4 + 3] === 0;
  const straight = new Uint8Array(width * height);
  // Each row, then each column: the first pixel's index, the step to the next one, and how many there are.
  const lines = [
    ...Array.from({ length: height }, (_, y) => [y * width, 1, width]),
    ...Array.from({ length: width }, (_, x) => [x, width, height]),
  ];
  for (const [first, step, length] of lines) {
    let run = 0;
    for (let k = 0; k <= length; k++) {
      if (k < length && forgiven(first + k * step)) {
        run++;
        continue;
      }
      if (run >= STRAIGHT_EDGE) for (let back = 1; back <= run; back++) straight[first + (k - back) * step] = 1;
      run = 0;
    }
  }
  return straight;
}

/** The picture's top left part of the given size, as pixelmatch reads it (rows of that width). */
function topLeft(raster: Raster, size: { width: number; height: number }): Buffer {
  const part = Buffer.alloc(size.width * size.height * 4);
  for (let y = 0; y < size.height; y++) {
    const start = y * raster.width * 4;
    raster.data.copy(part, y * size.width * 4, start, start + size.width * 4);
  }
  return part;
}
