import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compareAcrossVersions, verdictAcrossVersions } from "./across-versions.ts";
import { comparePictures, differenceOf } from "./pixels.ts";

/** The recorded pictures (fixtures/across-versions/README.md says how each was made). */
const recorded = (name: string) => join(import.meta.dirname, "fixtures", "across-versions", `${name}.png`);
const BASELINE = recorded("baseline");

/** A white picture of the given size with some pixels painted (RGBA as one little-endian number). */
function raster(width: number, height: number, painted: [number, number, number][] = []) {
  const data = Buffer.alloc(width * height * 4, 0xff);
  for (const [x, y, value] of painted) data.writeUInt32LE(value, (y * width + x) * 4);
  return { data, width, height };
}

/** Every pixel of the rectangle, in one colour. */
function block(left: number, top: number, width: number, height: number, value: number) {
  return Array.from({ length: width * height }, (_, i): [number, number, number] => [
    left + (i % width),
    top + Math.floor(i / width),
    value,
  ]);
}

/** Opaque RGBA, as raster() paints it. */
const rgb = (r: number, g: number, b: number) => (0xff000000 | (b << 16) | (g << 8) | r) >>> 0;

const BLACK = 0xff000000;
/** The leaf green, and the same half over white: a pixel half covered by a green box's edge. */
const GREEN = rgb(0x1f, 0x6b, 0x2e);
const HALF_GREEN = rgb(0x8f, 0xb5, 0x96);

/**
 * A green box on white, its left edge at `left` (a half pixel when it ends in .5, drawn half green) and its
 * top at `top` (a whole pixel), `width` × `height` px; the picture is 60 × 60 px.
 */
function box(left: number, top: number, width: number, height: number) {
  const whole = Math.ceil(left);
  const half = whole !== left;
  const columns = half ? width - 1 : width;
  return raster(60, 60, [
    ...block(whole, top, columns, height, GREEN),
    ...(half
      ? [...block(whole - 1, top, 1, height, HALF_GREEN), ...block(whole + columns, top, 1, height, HALF_GREEN)]
      : []),
  ]);
}

describe("a recorded picture of another engine version, compared with its baseline", () => {
  it("calls the section heading drawn with slight instead of no hinting the same, though 1,804 of its pixels differ", async () => {
    const [baseline, actual] = [recorded("heading-baseline"), recorded("heading-other-version")];
    expect((await comparePictures(baseline, actual)).count).toBe(1804);
    expect(await compareAcrossVersions(baseline, actual)).toEqual({ same: true, count: 0, regions: [] });
  });

  it("still reports the same hinting change in the section's small text: 1,965 of 11,107 differing pixels are not antialiasing by pixelmatch's test", async () => {
    // The limit of the rule, on its safe side: a rasterisation change in 14–18 px text goes to a reviewer.
    expect((await comparePictures(BASELINE, recorded("other-version"))).count).toBe(11_107);
    const verdict = await compareAcrossVersions(BASELINE, recorded("other-version"));
    expect(verdict).toMatchObject({ same: false, count: 1965, reason: "1,965 pixels differ beyond antialiasing" });
    // The badge, the lead paragraph, the store buttons and the phone's small print; not the 60 px heading (one pixel).
    expect(verdict.regions).toContainEqual({ x: 100, y: 156, width: 216, height: 24 });
    expect(verdict.regions).toContainEqual({ x: 84, y: 356, width: 528, height: 56 });
    expect(verdict.regions).toContainEqual({ x: 348, y: 268, width: 16, height: 16 });
  });
});

describe("a recorded change of the page, under the across-versions rule", () => {
  it("fails the store buttons moved 1 px down, outlining the two buttons", async () => {
    expect(await compareAcrossVersions(BASELINE, recorded("shifted"))).toEqual({
      same: false,
      count: 1707,
      regions: [
        { x: 92, y: 436, width: 176, height: 72 },
        { x: 284, y: 436, width: 184, height: 72 },
      ],
      reason: "1,707 pixels differ beyond antialiasing",
    });
  });

  it("fails the leaf green one step darker in red, outlining the badge's text and the phone's ring", async () => {
    expect(await compareAcrossVersions(BASELINE, recorded("recoloured"))).toEqual({
      same: false,
      count: 5182,
      regions: [
        { x: 100, y: 156, width: 216, height: 24 },
        { x: 868, y: 188, width: 160, height: 168 },
      ],
      reason: "5,182 pixels differ beyond antialiasing",
    });
  });

  it("fails the lead paragraph wrapping one word earlier, outlining the word's old and new place", async () => {
    expect(await compareAcrossVersions(BASELINE, recorded("rewrapped"))).toEqual({
      same: false,
      count: 1351,
      regions: [
        { x: 540, y: 356, width: 72, height: 32 },
        { x: 84, y: 380, width: 344, height: 40 },
      ],
      reason: "1,351 pixels differ beyond antialiasing",
    });
  });

  it("fails the Google Play button left out, outlining where it was", async () => {
    expect(await compareAcrossVersions(BASELINE, recorded("missing"))).toEqual({
      same: false,
      count: 9207,
      regions: [{ x: 276, y: 436, width: 208, height: 72 }],
      reason: "9,207 pixels differ beyond antialiasing",
    });
  });

  it("fails the progress bar moved 0.5 px down, whose every differing pixel pixelmatch calls antialiasing, by its straight edges", async () => {
    expect((await comparePictures(BASELINE, recorded("nudged"))).count).toBe(250);
    expect(await compareAcrossVersions(BASELINE, recorded("nudged"))).toEqual({
      same: false,
      count: 226,
      regions: [{ x: 844, y: 500, width: 128, height: 24 }],
      reason: "226 pixels differ: 0 beyond antialiasing, 226 antialiasing along straight edges of 34 px or more",
    });
  });

  it("fails the phone 1 px wider, each side 0.5 px out, counting its sides' antialiasing as well as its shadow", async () => {
    expect((await comparePictures(BASELINE, recorded("widened"))).count).toBe(5582);
    expect(await compareAcrossVersions(BASELINE, recorded("widened"))).toEqual({
      same: false,
      count: 5091,
      regions: [{ x: 1012, y: 68, width: 104, height: 536 }],
      reason:
        "5,091 pixels differ: 3,599 beyond antialiasing, 1,492 antialiasing along straight edges of 34 px or more",
    });
  });

  it("still calls the store buttons' corners rounder by 2 px the same: the limit of the rule, 274 curved pixels", async () => {
    // Every differing pixel is antialiasing by pixelmatch's test, none in a run of more than 7 along a row or a column.
    expect((await comparePictures(BASELINE, recorded("rounder"))).count).toBe(274);
    expect(await compareAcrossVersions(BASELINE, recorded("rounder"))).toEqual({ same: true, count: 0, regions: [] });
  });

  it("fails the section grown 4 px taller on its size, outlining what moved and the rows only the taller has", async () => {
    expect(await compareAcrossVersions(BASELINE, recorded("taller"))).toEqual({
      same: false,
      count: 27_261,
      regions: [
        { x: 84, y: 140, width: 240, height: 48 },
        { x: 84, y: 204, width: 528, height: 216 },
        { x: 84, y: 436, width: 392, height: 72 },
        { x: 772, y: 508, width: 344, height: 104 },
        { x: 0, y: 644, width: 1280, height: 8 },
      ],
      reason: "the pictures differ in size: 1280×648 against 1280×652",
    });
  });
});

describe("the across-versions rule", () => {
  it("forgives a shape's antialiased edge drawn a shade lighter, which the exact comparison counts", () => {
    // Black on the left, white on the right, a column of grey between them: 128 in one picture, 100 in the other.
    const shape = (grey: number) =>
      raster(10, 10, [...block(0, 0, 5, 10, BLACK), ...block(5, 0, 1, 10, rgb(grey, grey, grey))]);
    expect(differenceOf(shape(128), shape(100)).count).toBe(10);
    expect(verdictAcrossVersions(shape(128), shape(100))).toEqual({ same: true, count: 0, regions: [] });
  });

  it("counts a box's two sides moved half a pixel right when they are 34 px high, every pixel of them antialiasing", () => {
    expect(differenceOf(box(10, 10, 20, 34), box(10.5, 10, 20, 34)).count).toBe(68);
    expect(verdictAcrossVersions(box(10, 10, 20, 34), box(10.5, 10, 20, 34))).toEqual({
      same: false,
      count: 68,
      regions: [{ x: 4, y: 4, width: 32, height: 48 }],
      reason: "68 pixels differ: 0 beyond antialiasing, 68 antialiasing along straight edges of 34 px or more",
    });
  });

  it("forgives the same move of a box 33 px high, as it forgives a glyph's edge: the limit of the rule", () => {
    expect(differenceOf(box(10, 10, 20, 33), box(10.5, 10, 20, 33)).count).toBe(66);
    expect(verdictAcrossVersions(box(10, 10, 20, 33), box(10.5, 10, 20, 33))).toEqual({
      same: true,
      count: 0,
      regions: [],
    });
  });

  it("counts a straight edge that runs to the picture's last row, and one along a row", () => {
    // 26 px high from row 34: the sides run to the bottom; 20 px wide moved 0.5 px down would be along rows.
    const verdict = verdictAcrossVersions(box(10, 26, 20, 34), box(10.5, 26, 20, 34));
    expect(verdict.count).toBe(68);
    const wide = (top: number) =>
      raster(60, 60, [...block(5, 10, 40, 10, GREEN), ...(top ? block(5, 20, 40, 1, HALF_GREEN) : [])]);
    expect(verdictAcrossVersions(wide(0), wide(1))).toMatchObject({ same: false, count: 40 });
  });

  it("counts pixels beyond antialiasing and along straight edges together, in the thousands with commas", () => {
    const both = raster(60, 60, [
      ...block(10, 10, 1, 34, HALF_GREEN),
      ...block(11, 10, 18, 34, GREEN),
      ...block(29, 10, 1, 34, HALF_GREEN),
      [50, 50, BLACK],
    ]);
    expect(verdictAcrossVersions(box(10, 10, 20, 34), both).reason).toBe(
      "69 pixels differ: 1 beyond antialiasing, 68 antialiasing along straight edges of 34 px or more",
    );
  });

  it("counts every pixel of a flat area whose colour is one step off, the smallest token nudge there is (lime's blue)", () => {
    const lime = (blue: number) => raster(12, 12, block(2, 2, 8, 8, rgb(0xb6, 0xf0, blue)));
    expect(verdictAcrossVersions(lime(0x3c), lime(0x3d))).toEqual({
      same: false,
      count: 64,
      regions: [{ x: 0, y: 0, width: 12, height: 12 }],
      reason: "64 pixels differ beyond antialiasing",
    });
  });

  it("counts one lone changed pixel, in the singular", () => {
    expect(verdictAcrossVersions(raster(20, 20), raster(20, 20, [[10, 10, BLACK]]))).toEqual({
      same: false,
      count: 1,
      regions: [{ x: 4, y: 4, width: 16, height: 16 }],
      reason: "1 pixel differs beyond antialiasing",
    });
  });

  it("writes a count in the thousands with a comma", () => {
    expect(verdictAcrossVersions(raster(40, 40), raster(40, 40, block(0, 0, 40, 40, BLACK))).reason).toBe(
      "1,600 pixels differ beyond antialiasing",
    );
  });

  it("fails a taller picture that is otherwise the same, counting the rows only it has", () => {
    expect(verdictAcrossVersions(raster(10, 10), raster(10, 12))).toEqual({
      same: false,
      count: 20,
      regions: [{ x: 0, y: 4, width: 10, height: 8 }],
      reason: "the pictures differ in size: 10×10 against 10×12",
    });
  });

  it("compares the part both pictures have pixel for pixel when one is wider, and counts the columns only it has", () => {
    // The same black pixel in the last row of both: not a difference; the wider one's 2 × 3 extra pixels are.
    const wide = raster(12, 3, [[3, 2, BLACK]]);
    const narrow = raster(10, 3, [[3, 2, BLACK]]);
    expect(verdictAcrossVersions(wide, narrow)).toEqual({
      same: false,
      count: 6,
      regions: [{ x: 4, y: 0, width: 8, height: 3 }],
      reason: "the pictures differ in size: 12×3 against 10×3",
    });
  });

  it("finds a change in the part both have when the other picture is taller", () => {
    const verdict = verdictAcrossVersions(raster(60, 60, [[10, 10, BLACK]]), raster(60, 61));
    expect(verdict.count).toBe(61);
    expect(verdict.regions).toEqual([
      { x: 4, y: 4, width: 16, height: 16 },
      { x: 0, y: 52, width: 60, height: 9 },
    ]);
  });
});
