import { describe, expect, it } from "vitest";
import { formatCount, formatMegabytes, formatShare } from "./format.ts";

describe("numbers as the review writes them", () => {
  it("writes counts with thousands separators", () => {
    expect(formatCount(12_478)).toBe("12,478");
    expect(formatCount(80)).toBe("80");
  });

  it("writes a share with two decimals, and a few pixels as under 0.01 % rather than 0.00 %", () => {
    expect(formatShare(0.1041)).toBe("10.41 %");
    expect(formatShare(0.00009)).toBe("under 0.01 %");
    expect(formatShare(0)).toBe("0.00 %");
    // 0.01 % itself is written as such: "under" only below it.
    expect(formatShare(0.0001)).toBe("0.01 %");
  });

  it("writes a file's size in megabytes of a million bytes, with one decimal", () => {
    expect(formatMegabytes(123_456_789)).toBe("123.5 MB");
    expect(formatMegabytes(100_000_000)).toBe("100.0 MB");
    expect(formatMegabytes(40_000)).toBe("0.0 MB");
  });
});
