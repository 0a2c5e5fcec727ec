import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { testFolder } from "#qa/support/fixtures/test-folder.ts";
import { rasterOf } from "./raster.ts";

/** A PNG file of these pixels, `channels` bytes each, row after row. */
async function png(pixels: number[], width: number, height: number, channels: 3 | 4) {
  const file = join(testFolder("raster"), "picture.png");
  await sharp(Buffer.from(pixels), { raw: { width, height, channels } }).png().toFile(file);
  return file;
}

describe("a picture's raster", () => {
  it("is its pixels row after row, four bytes each, with its width and height", async () => {
    const pixels = [255, 0, 0, 128, 0, 255, 0, 255, 0, 0, 255, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    expect(await rasterOf(await png(pixels, 3, 2, 4))).toEqual({ data: Buffer.from(pixels), width: 3, height: 2 });
  });

  it("gives a picture without transparency an opaque alpha byte, so that every raster counts four bytes a pixel", async () => {
    expect(await rasterOf(await png([255, 0, 0, 0, 0, 255], 1, 2, 3))).toEqual({
      data: Buffer.from([255, 0, 0, 255, 0, 0, 255, 255]),
      width: 1,
      height: 2,
    });
  });
});
