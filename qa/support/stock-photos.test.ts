import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { STOCK_PHOTO_HOST, STOCK_PHOTO_ORIGIN, stockPhotoFor } from "./stock-photos.ts";

const fixture = (name: string) => readFileSync(new URL(`../../mocks/images/${name}`, import.meta.url));
const photo = (path: string) => new URL(path, STOCK_PHOTO_ORIGIN);

describe("the stand-ins for stock photos", () => {
  it("answer for the stock-photo host's addresses", () => {
    expect(STOCK_PHOTO_HOST).toBe(`${STOCK_PHOTO_ORIGIN}/**`);
  });

  it("give a square photo of at most 400 px the portrait", () => {
    expect(stockPhotoFor(photo("/photo-1?w=400&h=400"))).toEqual(fixture("person.svg"));
    expect(stockPhotoFor(photo("/photo-1?w=96&h=96"))).toEqual(fixture("person.svg"));
  });

  it("give a larger square, an oblong or an unsized photo a landscape", () => {
    const landscapes = [fixture("photo-warm.svg"), fixture("photo-cool.svg")];
    for (const path of ["/photo-1?w=401&h=401", "/photo-1?w=400&h=300", "/photo-1"]) {
      expect(landscapes, path).toContainEqual(stockPhotoFor(photo(path)));
    }
  });

  it("choose the landscape by the photo's path, the same one every time", () => {
    // "/a" sums to 144 (even), "/b" to 145 (odd): one each of the two landscapes.
    expect(stockPhotoFor(photo("/a?w=1200&h=600"))).toEqual(fixture("photo-warm.svg"));
    expect(stockPhotoFor(photo("/b?w=1200&h=600"))).toEqual(fixture("photo-cool.svg"));
    expect(stockPhotoFor(photo("/b?w=800&h=400"))).toEqual(fixture("photo-cool.svg"));
  });
});
