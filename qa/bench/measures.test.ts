import { readFileSync } from "node:fs";
import type { Result } from "lighthouse";
import { describe, expect, it } from "vitest";
import { measuresOf, observedLiveAfterPaint } from "./measures.ts";

/** A real mobile run of /contact (`npm run bench`), trimmed to the categories and the audits the bench reads. */
const contact: Result = JSON.parse(
  readFileSync(new URL("./fixtures/lighthouse/contact.mobile.report.json", import.meta.url), "utf8"),
);

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

describe("a Lighthouse run's numbers", () => {
  it("are its category scores, LCP, CLS, TBT and transferred bytes", () => {
    expect(measuresOf(contact)).toStrictEqual({
      scores: { performance: 1, accessibility: 1, "best-practices": 1, seo: 1 },
      lcpMs: 1094.01,
      cls: 0,
      tbtMs: 65,
      bytes: 160637,
      runtimeError: undefined,
    });
  });

  it("are no scores, no measurements and Lighthouse's error code for a run it could not complete", () => {
    const failed = { audits: {}, categories: {}, runtimeError: { code: "NO_FCP" } } as unknown as Result;
    expect(measuresOf(failed)).toStrictEqual({
      scores: { performance: null, accessibility: null, "best-practices": null, seo: null },
      lcpMs: Number.NaN,
      cls: Number.NaN,
      tbtMs: Number.NaN,
      bytes: Number.NaN,
      runtimeError: "NO_FCP",
    });
  });
});

describe("first paint to live in a Lighthouse run", () => {
  it("is the time from the observed first contentful paint to the live mark", () => {
    expect(observedLiveAfterPaint(contact)).toBeCloseTo(378.736 - 210, 6);
  });

  it("is read from the live mark, not from another mark before it", () => {
    const lhr = lighthouseResult(800, [
      { name: "other", timingType: "Mark", startTime: 300 },
      { name: "live", timingType: "Mark", startTime: 1250.5 },
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

  it("is missing when Lighthouse has no metrics, or none observed, even with a live mark", () => {
    const timings = lighthouseResult(800, [{ name: "live", timingType: "Mark", startTime: 1250 }]).audits;
    const withMetrics = (metrics: unknown) => ({ audits: { ...timings, metrics } }) as unknown as Result;
    expect(observedLiveAfterPaint(withMetrics(undefined))).toBeNull();
    expect(observedLiveAfterPaint(withMetrics({ details: { type: "debugdata" } }))).toBeNull();
    expect(observedLiveAfterPaint(withMetrics({ details: { type: "debugdata", items: [] } }))).toBeNull();
  });
});
