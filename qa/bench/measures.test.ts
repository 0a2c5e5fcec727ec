import type { Result } from "lighthouse";
import { describe, expect, it } from "vitest";
import { observedLiveAfterPaint } from "./measures.ts";

/** The parts of a Lighthouse result that hold the observed first paint and the page's user timings. */
function lighthouseResult(
  firstPaintMs: number,
  userTimings: { name: string; timingType: string; startTime: number }[],
) {
  return {
    audits: {
      metrics: { details: { type: "debugdata", items: [{ observedFirstContentfulPaint: firstPaintMs }] } },
      "user-timings": { details: { type: "table", headings: [], items: userTimings } },
    },
  } as unknown as Result;
}

describe("first paint to live in a Lighthouse run", () => {
  it("is the time from the observed first contentful paint to the live mark", () => {
    const lhr = lighthouseResult(800, [
      { name: "live", timingType: "Mark", startTime: 1250.5 },
      { name: "other", timingType: "Mark", startTime: 300 },
    ]);
    expect(observedLiveAfterPaint(lhr)).toBe(450.5);
  });

  it("is missing when the page recorded no live mark, only a measure of that name", () => {
    const lhr = lighthouseResult(800, [{ name: "live", timingType: "Measure", startTime: 1250 }]);
    expect(observedLiveAfterPaint(lhr)).toBeNull();
  });

  it("is missing when Lighthouse found no user timings at all", () => {
    const lhr = { audits: { metrics: lighthouseResult(800, []).audits.metrics } } as unknown as Result;
    expect(observedLiveAfterPaint(lhr)).toBeNull();
  });
});
