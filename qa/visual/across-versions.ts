import pixelmatch from "pixelmatch";
import { type Raster, rasterOf } from "./raster.ts";
import { ChangedCells, type Region } from "./regions.ts";

/**
 * The comparison for an engine's picture whose baseline another version of the same engine took
 * (a security update of Debian's firefox-esr): antialiasing at edges is forgiven, nothing else.
 * pixelmatch decides which differing pixels are antialiasing (`includeAA: false`); every other
 * differing pixel counts, a pixel only one of the pictures has too, and one counted pixel fails.
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

export async function compareAcrossVersions(baselineFile: string, actualFile: string): Promise<AcrossVersionsVerdict> {
  const [baseline, actual] = await Promise.all([rasterOf(baselineFile), rasterOf(actualFile)]);
  return verdictAcrossVersions(baseline, actual);
}

export function verdictAcrossVersions(baseline: Raster, actual: Raster): AcrossVersionsVerdict {
  const width = Math.max(baseline.width, actual.width);
  const height = Math.max(baseline.height, actual.height);
  // pixelmatch compares equal sizes only: the part both pictures have; the rest differs by definition.
  const common = { width: Math.min(baseline.width, actual.width), height: Math.min(baseline.height, actual.height) };
  const counted = Buffer.alloc(common.width * common.height * 4);
  pixelmatch(topLeft(baseline, common), topLeft(actual, common), counted, common.width, common.height, {
    threshold: THRESHOLD,
    includeAA: false,
    // Only the counted pixels are drawn (opaque), antialiasing and equal pixels stay transparent.
    diffMask: true,
  });
  const changedCells = new ChangedCells(width, height);
  let count = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const inBoth = x < common.width && y < common.height;
      if (inBoth && counted[(y * common.width + x) * 4 + 3] === 0) continue;
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
  return { ...verdict, reason: `${pixels} beyond antialiasing` };
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
