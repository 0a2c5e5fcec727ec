import { describe, expect, it } from "vitest";
import { median, spread } from "./stats.ts";

describe("median over runs", () => {
  it("is the middle value of an odd number of runs, whatever their order", () => {
    expect(median([1900, 1200, 1500])).toBe(1500);
  });

  it("is the mean of the two middle values of an even number of runs", () => {
    expect(median([1000, 1600, 1200, 2000])).toBe(1400);
  });

  it("is not a number when there are no runs, so no table cell can pass for a measurement", () => {
    expect(median([])).toBeNaN();
  });
});

describe("spread over runs", () => {
  const seconds = (ms: number) => (ms / 1000).toFixed(2);

  it("gives the lowest and the highest value", () => {
    expect(spread([1500, 1100, 2300], seconds)).toBe("1.10–2.30");
  });

  it("gives one value when every run shows the same, once formatted", () => {
    expect(spread([1201, 1204], seconds)).toBe("1.20");
  });

  it("gives a dash when there are no runs", () => {
    expect(spread([], seconds)).toBe("–");
  });
});
