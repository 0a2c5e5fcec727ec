import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { rasterOf } from "#qa/basics/index.ts";
import { testFolder } from "#qa/support/fixtures/test-folder.ts";
import { checkPicture } from "./check-picture.ts";

/** A committed engine baseline (read only): WebKit's smallest picture, the missing page on a phone. */
const WEBKIT_BASELINE = join(
  import.meta.dirname,
  "..",
  "..",
  "snapshots",
  "engines",
  "webkit",
  "unknown-page-mobile-447px.png",
);
/** Recorded pictures of one heading in two Firefox versions (qa/compare/fixtures/across-versions/README.md). */
const recorded = (name: string) =>
  join(import.meta.dirname, "..", "compare", "fixtures", "across-versions", `${name}.png`);

/** A copy of a picture, as PNG in `folder`, with the given pixels painted black. */
async function painted(folder: string, source: string, name: string, pixels: [number, number][]) {
  const { data, width, height } = await rasterOf(source);
  for (const [x, y] of pixels) data.writeUInt32LE(0xff000000, (y * width + x) * 4);
  const file = join(folder, name);
  await sharp(data, { raw: { width, height, channels: 4 } })
    .png()
    .toFile(file);
  return file;
}

/** A white picture of the given size, as PNG in `folder`. */
async function white(folder: string, name: string, width: number, height: number) {
  const file = join(folder, name);
  await sharp({ create: { width, height, channels: 4, background: "#ffffff" } })
    .png()
    .toFile(file);
  return file;
}

const block = (left: number, top: number, width: number, height: number) =>
  Array.from({ length: width * height }, (_, i): [number, number] => [left + (i % width), top + Math.floor(i / width)]);

describe("a picture taken by the engine version that took its baseline", () => {
  it("is unchanged when every pixel is the baseline's", async () => {
    expect(await checkPicture(WEBKIT_BASELINE, WEBKIT_BASELINE, true)).toEqual({
      status: "unchanged",
      comparison: "exact",
    });
  });

  it("has changed when one pixel differs, and says so", async () => {
    const actual = await painted(testFolder("check-picture"), WEBKIT_BASELINE, "one.png", [[200, 300]]);
    expect(await checkPicture(WEBKIT_BASELINE, actual, true)).toEqual({
      status: "changed",
      comparison: "exact",
      reason: "1 pixel differs",
    });
  });

  it("counts the differing pixels in words a person reads: 2 pixels, 1,200 pixels", async () => {
    const folder = testFolder("check-picture");
    const baseline = await white(folder, "white.png", 50, 40);
    const two = await painted(folder, baseline, "two.png", [
      [10, 10],
      [30, 20],
    ]);
    const many = await painted(folder, baseline, "many.png", block(5, 5, 40, 30));
    expect(await checkPicture(baseline, two, true)).toEqual({
      status: "changed",
      comparison: "exact",
      reason: "2 pixels differ",
    });
    expect((await checkPicture(baseline, many, true)).reason).toBe("1,200 pixels differ");
  });

  it("has changed when another version's antialiasing is all that differs: exact is exact", async () => {
    expect(await checkPicture(recorded("heading-baseline"), recorded("heading-other-version"), true)).toEqual({
      status: "changed",
      comparison: "exact",
      reason: "1,804 pixels differ",
    });
  });
});

describe("a picture taken by another engine version than its baseline", () => {
  it("is unchanged when only the antialiasing at edges differs", async () => {
    expect(await checkPicture(recorded("heading-baseline"), recorded("heading-other-version"), false)).toEqual({
      status: "unchanged",
      comparison: "across-versions",
    });
  });

  it("has changed when one pixel differs beyond antialiasing, and says so by the across-versions rule", async () => {
    const actual = await painted(testFolder("check-picture"), WEBKIT_BASELINE, "one.png", [[200, 300]]);
    expect(await checkPicture(WEBKIT_BASELINE, actual, false)).toEqual({
      status: "changed",
      comparison: "across-versions",
      reason: "1 pixel differs beyond antialiasing",
    });
  });

  it("has changed when its size is another", async () => {
    const folder = testFolder("check-picture");
    const baseline = await white(folder, "baseline.png", 50, 40);
    expect(await checkPicture(baseline, await white(folder, "taller.png", 50, 41), false)).toEqual({
      status: "changed",
      comparison: "across-versions",
      reason: "the pictures differ in size: 50×40 against 50×41",
    });
  });
});

describe("a picture without a baseline", () => {
  it("is new, in the same engine version or another, and compared with nothing", async () => {
    const folder = testFolder("check-picture");
    const missing = join(folder, "engines", "firefox", "home-desktop.png");
    // The actual picture is not even read: there is none, and any comparison would fail on it.
    const notAPicture = join(folder, "never-taken.png");
    expect(await checkPicture(missing, notAPicture, true)).toEqual({ status: "new" });
    expect(await checkPicture(missing, notAPicture, false)).toEqual({ status: "new" });
  });
});
