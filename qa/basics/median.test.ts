import { describe, expect, it } from "vitest";
import { median } from "./median.ts";

describe("the median", () => {
  it("is the middle value of an odd count, whatever their order", () => {
    expect(median([1900, 1200, 1500])).toBe(1500);
    expect(median([3, 1, 2])).toBe(2);
  });

  it("is the mean of the two middle values of an even count", () => {
    expect(median([1000, 1600, 1200, 2000])).toBe(1400);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("is none of none, so that nothing can pass for a measurement", () => {
    expect(median([])).toBeNull();
  });

  it("leaves the values it is given in their order", () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});
