import { describe, expect, it } from "vitest";
import { testimonials } from "#src/content/about.ts";
import {
  photoAnswerOf,
  STOCK_PHOTO_HOST,
  STOCK_PHOTO_ORIGIN,
  StockPhotoRefusal,
  stockPhotoFor,
} from "./stock-photos.ts";

const address = (path: string) => new URL(path, STOCK_PHOTO_ORIGIN);
const answer = (path: string) => photoAnswerOf(address(path));
const sizeOf = (path: string) => {
  const { width, height } = answer(path);
  return `${width}×${height}`;
};
const LANDSCAPE = "/photo-1517836357463-d25dfeac3438";
const PORTRAIT = `/${testimonials[0].photo.id}`;

describe("the stand-in stock-photo host", () => {
  it("answers for the host's addresses", () => {
    expect(STOCK_PHOTO_HOST).toBe(`${STOCK_PHOTO_ORIGIN}/**`);
  });

  it("sends fit=crop back exactly w×h, the largest middle part of the original with that shape", () => {
    expect(answer(`${LANDSCAPE}?w=1200&h=600&fit=crop&auto=format&q=75`)).toMatchObject({
      width: 1200,
      height: 600,
      original: { width: 3000, height: 2000 },
      shows: { x: 0, y: 250, width: 3000, height: 1500 },
      autoFormat: true,
      quality: 75,
    });
    // A portrait's square: its middle, the full width.
    expect(answer(`${PORTRAIT}?w=96&h=96&fit=crop`)).toMatchObject({
      width: 96,
      height: 96,
      original: { name: "person", width: 2000, height: 3000 },
      shows: { x: 0, y: 500, width: 2000, height: 2000 },
    });
  });

  it("sends fit=max and fit=clip back as the whole original scaled to fit inside w×h, keeping its shape", () => {
    // The issue's own example: a 3:2 original asked for a 1200×600 box comes back 900×600.
    expect(sizeOf(`${LANDSCAPE}?w=1200&h=600&fit=max`)).toBe("900×600");
    expect(sizeOf(`${LANDSCAPE}?w=1200&h=600&fit=clip`)).toBe("900×600");
    expect(answer(`${LANDSCAPE}?w=1200&h=600&fit=max`).shows).toEqual({ x: 0, y: 0, width: 3000, height: 2000 });
    // max never enlarges the original; clip does. No fit is the host's clip.
    expect(sizeOf(`${LANDSCAPE}?w=6000&h=6000&fit=max`)).toBe("3000×2000");
    expect(sizeOf(`${LANDSCAPE}?w=6000&h=6000&fit=clip`)).toBe("6000×4000");
    expect(sizeOf(`${LANDSCAPE}?w=6000&h=6000`)).toBe("6000×4000");
  });

  it("refuses loudly, naming it, what the host would not take: an unknown parameter, a missing size, an unknown fit", () => {
    for (const [path, words] of [
      [`${LANDSCAPE}?w=1200&h=600&fit=crop&crop=faces`, "does not know crop"],
      [`${LANDSCAPE}?w=1200&fit=crop`, "h=(missing)"],
      [`${LANDSCAPE}?w=0&h=600`, "w=0"],
      [`${LANDSCAPE}?w=1200&h=600&fit=scale`, "fit=scale is none of crop, max, clip"],
      [`${LANDSCAPE}?w=1200&h=600&auto=compress`, "auto=compress is not format"],
      ["/not-a-photo?w=1&h=1", "is no photo of the host"],
    ]) {
      expect(() => answer(path), path).toThrow(StockPhotoRefusal);
      expect(() => answer(path), path).toThrow(words);
    }
  });

  it("draws the answer at its own size, showing its part of the original, so that another request draws another picture", () => {
    const svg = (path: string) => stockPhotoFor(address(path)).toString();
    const crop = svg(`${LANDSCAPE}?w=1200&h=600&fit=crop`);
    expect(crop).toMatch(/^<svg [^>]*width="1200" height="600" viewBox="0 250 3000 1500"/);
    expect(svg(`${LANDSCAPE}?w=1200&h=600&fit=max`)).toMatch(
      /^<svg [^>]*width="900" height="600" viewBox="0 0 3000 2000"/,
    );
    // The same part at another size: the grid of its own pixels is coarser.
    expect(svg(`${LANDSCAPE}?w=600&h=300&fit=crop`)).not.toBe(crop);
    // Each id keeps its original: the portraits a person, the landscapes one of two scenes.
    expect(svg(`${PORTRAIT}?w=96&h=96&fit=crop`)).toContain('fill="#56704a"');
    expect(svg(`${LANDSCAPE}?w=96&h=96&fit=crop`)).not.toContain('fill="#56704a"');
  });
});
