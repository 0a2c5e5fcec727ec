import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { VISUAL_RUN_SNAPSHOTS } from "./fixtures/load-fixture";
import { comparePictures, differenceOf } from "./pixels";

/** A picture of the given size, one colour, with some pixels painted another. */
function raster(width: number, height: number, painted: [number, number, number][] = []) {
  const data = Buffer.alloc(width * height * 4, 0xff);
  for (const [x, y, value] of painted) data.writeUInt32LE(value, (y * width + x) * 4);
  return { data, width, height };
}

describe("the exact difference of two pictures", () => {
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
});
