import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { VISUAL_RUN, VISUAL_RUN_SNAPSHOTS } from "#qa/visual/fixtures/load-fixture.ts";
import { comparePictures, differenceOf } from "./pixels.ts";

/** A picture of the given size, one colour, with some pixels painted another. */
function raster(width: number, height: number, painted: [number, number, number][] = []) {
  const data = Buffer.alloc(width * height * 4, 0xff);
  for (const [x, y, value] of painted) data.writeUInt32LE(value, (y * width + x) * 4);
  return { data, width, height };
}

/** A baseline of the recorded run and the picture the run took in its place. */
const recordedPair = (baseline: string, result: string) =>
  [join(VISUAL_RUN_SNAPSHOTS, "stories.spec.ts", baseline), join(VISUAL_RUN, "results", result)] as const;

describe("the exact difference of two pictures", () => {
  it("finds in the recorded run's header the lime token one step darker: 80 pixels of the logo, in one region", async () => {
    const [baseline, actual] = recordedPair(
      "header--on-home-desktop.png",
      "stories-Header-›-home-page-desktop/header--on-home-actual.png",
    );
    expect(await comparePictures(baseline, actual)).toEqual({
      count: 80,
      ratio: 80 / (1280 * 65),
      width: 1280,
      height: 65,
      baselineSize: { width: 1280, height: 65 },
      actualSize: { width: 1280, height: 65 },
      regions: [{ x: 84, y: 12, width: 40, height: 32 }],
      signature: "cb42efada81d7538",
    });
  });

  it("finds in the recorded not-found story the heading 4 px lower: the moved text, and the rows only the taller picture has", async () => {
    const [baseline, actual] = recordedPair(
      "notfound--page-mobile.png",
      "stories-NotFound-›-page-mobile/notfound--page-actual.png",
    );
    expect(await comparePictures(baseline, actual)).toEqual({
      count: 12_909,
      ratio: 12_909 / (380 * 508),
      width: 380,
      height: 508,
      baselineSize: { width: 380, height: 504 },
      actualSize: { width: 380, height: 508 },
      regions: [
        { x: 28, y: 180, width: 320, height: 152 },
        { x: 116, y: 356, width: 144, height: 64 },
        { x: 0, y: 500, width: 380, height: 8 },
      ],
      signature: "f1edc28470e1b79c",
    });
  });

  it("finds none between a picture and itself", async () => {
    const file = join(VISUAL_RUN_SNAPSHOTS, "stories.spec.ts/packagecard--premium-desktop.png");
    expect(await comparePictures(file, file)).toMatchObject({ count: 0, ratio: 0, regions: [] });
  });

  it("counts one pixel one step off as a difference, with a region around it", () => {
    const difference = differenceOf(raster(100, 100), raster(100, 100, [[50, 60, 0xfffffffe]]));
    expect(difference.count).toBe(1);
    expect(difference.ratio).toBe(1 / 10_000);
    expect(difference.regions).toEqual([{ x: 44, y: 52, width: 16, height: 16 }]);
  });

  it("joins nearby changes into one region and keeps distant ones apart, top to bottom", () => {
    const difference = differenceOf(
      raster(200, 200),
      raster(200, 200, [
        [150, 150, 0],
        [10, 10, 0],
        [30, 10, 0],
      ]),
    );
    expect(difference.regions).toEqual([
      { x: 4, y: 4, width: 32, height: 16 },
      { x: 140, y: 140, width: 16, height: 16 },
    ]);
  });

  it("counts what only the taller picture has as changed, and measures both", () => {
    const difference = differenceOf(raster(10, 10), raster(10, 12));
    expect(difference).toMatchObject({
      count: 20,
      width: 10,
      height: 12,
      baselineSize: { width: 10, height: 10 },
      actualSize: { width: 10, height: 12 },
    });
    expect(difference.regions).toEqual([{ x: 0, y: 4, width: 10, height: 8 }]);
  });

  it("finds changes at the first and the last pixel of a row, and in the last row", () => {
    const difference = differenceOf(
      raster(100, 100),
      raster(100, 100, [
        [0, 3, 0],
        [99, 50, 0],
        [50, 99, 0],
      ]),
    );
    expect(difference.count).toBe(3);
    expect(difference.regions).toEqual([
      { x: 0, y: 0, width: 12, height: 12 },
      { x: 92, y: 44, width: 8, height: 16 },
      { x: 44, y: 92, width: 16, height: 8 },
    ]);
  });

  it("compares pictures of different widths pixel by pixel, the narrower one's rows too", () => {
    const difference = differenceOf(raster(10, 2), raster(12, 2));
    expect(difference).toMatchObject({ count: 4, width: 12, height: 2 });
  });

  it("tells a missing pixel from a white one", () => {
    const whiteBelow = differenceOf(raster(4, 4), raster(4, 5));
    expect(whiteBelow.count).toBe(4);
  });

  it("signs the same change in two pictures alike, and a different one otherwise", () => {
    const before = raster(50, 50);
    const same = differenceOf(before, raster(50, 50, [[5, 5, 0]])).signature;
    expect(differenceOf(raster(50, 50), raster(50, 50, [[5, 5, 0]])).signature).toBe(same);
    expect(differenceOf(before, raster(50, 50, [[5, 5, 1]])).signature).not.toBe(same);
    expect(differenceOf(before, raster(50, 50, [[6, 5, 0]])).signature).not.toBe(same);
  });

  it("signs the same pixels changed in pictures of different sizes differently: they are different pictures", () => {
    const small = differenceOf(raster(50, 50), raster(50, 50, [[5, 5, 0]])).signature;
    expect(differenceOf(raster(50, 60), raster(50, 60, [[5, 5, 0]])).signature).not.toBe(small);
  });

  it("tells apart two changes of more than 65 536 pixels that differ only in their first pixel", () => {
    const everyPixel = (value: number) =>
      Array.from({ length: 300 * 300 }, (_, i): [number, number, number] => [i % 300, Math.floor(i / 300), value]);
    const dark = differenceOf(raster(300, 300), raster(300, 300, everyPixel(0)));
    const firstLighter = differenceOf(raster(300, 300), raster(300, 300, [...everyPixel(0), [0, 0, 1]]));
    expect(dark.count).toBe(300 * 300);
    expect(firstLighter.count).toBe(300 * 300);
    expect(firstLighter.signature).not.toBe(dark.signature);
  });

  it("counts the corner neither picture has, when one is wider and the other taller, as changed", () => {
    // 10 × 4 in all: the wide one's 10 pixels the tall one lacks, the tall one's 10, and the 10 neither has.
    const difference = differenceOf(raster(10, 2), raster(5, 4));
    expect(difference).toMatchObject({ count: 30, width: 10, height: 4, ratio: 30 / 40 });
  });

  it("joins changes up to three cells (24 px) apart, across and down, and keeps those four cells apart separate", () => {
    const joined = differenceOf(
      raster(200, 200),
      raster(200, 200, [
        [0, 0, 0],
        [24, 0, 0],
        [24, 24, 0],
      ]),
    );
    expect(joined.regions).toEqual([{ x: 0, y: 0, width: 36, height: 36 }]);
    const apart = differenceOf(
      raster(200, 200),
      raster(200, 200, [
        [0, 0, 0],
        [32, 0, 0],
        [0, 32, 0],
      ]),
    );
    expect(apart.regions).toEqual([
      { x: 0, y: 0, width: 12, height: 12 },
      { x: 28, y: 0, width: 16, height: 12 },
      { x: 0, y: 28, width: 12, height: 16 },
    ]);
  });

  it("never joins a change at the left edge with one at the right edge of the rows above or below", () => {
    const difference = differenceOf(
      raster(200, 200),
      raster(200, 200, [
        [199, 32, 0],
        [0, 40, 0],
      ]),
    );
    expect(difference.regions).toEqual([
      { x: 188, y: 28, width: 12, height: 16 },
      { x: 0, y: 36, width: 12, height: 16 },
    ]);
  });

  it("lists regions at the same height left to right, whichever was found first", () => {
    // Two cells down: a lone change at cell column 20, and a chain starting further right that runs down and to the left of it.
    const chain = [28, 25, 22, 19, 16, 13].map((column, step): [number, number, number] => [
      column * 8,
      16 + step * 24,
      0,
    ]);
    const difference = differenceOf(raster(240, 144), raster(240, 144, [[160, 16, 0], ...chain]));
    expect(difference.regions).toEqual([
      { x: 100, y: 12, width: 136, height: 132 },
      { x: 156, y: 12, width: 16, height: 16 },
    ]);
  });

  it("keeps a change apart from a chain of changes that comes near it only further down than three cells", () => {
    // The chain runs from the top left corner down to the right, passing below the lone change at cell column 12.
    const chain = [0, 3, 6, 9].map((cell): [number, number, number] => [cell * 8, cell * 8, 0]);
    const difference = differenceOf(raster(200, 200), raster(200, 200, [...chain, [96, 0, 0]]));
    expect(difference.regions).toEqual([
      { x: 0, y: 0, width: 84, height: 84 },
      { x: 92, y: 0, width: 16, height: 12 },
    ]);
  });
});
