import { describe, expect, it } from "vitest";
import { spread } from "./stats.ts";

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
