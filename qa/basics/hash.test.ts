import { describe, expect, it } from "vitest";
import { hashOf, runningHash } from "./hash.ts";

// SHA-256 of "abc" (FIPS 180-2's first example): ba7816bf8f01cfea414140de5dae2223…
describe("the short hash of content", () => {
  it("is the first sixteen hexadecimal digits of its SHA-256", () => {
    expect(hashOf("abc")).toBe("ba7816bf8f01cfea");
  });

  it("is the same for bytes as for the text they encode", () => {
    expect(hashOf(Buffer.from("abc"))).toBe(hashOf("abc"));
  });

  it("keeps as many digits as asked for", () => {
    expect(hashOf("abc", 20)).toBe("ba7816bf8f01cfea4141");
  });
});

describe("the short hash of content fed in parts", () => {
  it("is the short hash of the parts run together", () => {
    expect(runningHash().update("abc").update(Buffer.from("def")).digest()).toBe(hashOf("abcdef"));
    expect(hashOf("abcdef")).toBe("bef57ec7f53a6d40");
  });

  it("takes typed arrays by their bytes, and keeps as many digits as asked for", () => {
    const numbers = new Float64Array([1, 2.5, -3]);
    expect(runningHash(20).update(numbers).digest()).toBe(hashOf(Buffer.from(numbers.buffer), 20));
  });
});
