// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { Measures } from "./measures.ts";
import { type Row, report } from "./report.ts";

/** One Lighthouse run that meets every target. */
const measures = (overrides: Partial<Measures> = {}): Measures => ({
  scores: { performance: 1, accessibility: 1, "best-practices": 1, seo: 1 },
  lcpMs: 1200,
  cls: 0,
  tbtMs: 0,
  bytes: 150 * 1024,
  ...overrides,
});

const row = (overrides: Partial<Row> = {}): Row => ({
  route: "/contact",
  preset: "mobile",
  median: measures(),
  runs: [measures()],
  ...overrides,
});

describe("benchmark report", () => {
  it("shows each row's median run and the spread over all runs", () => {
    const mobileRun = measures({ scores: { ...measures().scores, performance: 0.98 }, lcpMs: 1234, tbtMs: 12.4 });
    const { table } = report([
      row({
        median: mobileRun,
        runs: [mobileRun, measures({ lcpMs: 1400, tbtMs: 30 })],
      }),
      row({
        preset: "desktop",
        median: measures({ lcpMs: 400 }),
        runs: [measures({ lcpMs: 400 })],
      }),
    ]);
    expect(table).toBe(
      [
        "route     preset   performance  accessibility  best practices  SEO  LCP (s)    CLS  TBT (ms)  transferred (KB)  all runs: perf. · LCP (s) · TBT (ms)",
        "--------  -------  -----------  -------------  --------------  ---  -------  -----  --------  ----------------  ------------------------------------",
        "/contact  mobile            98            100             100  100     1.23  0.000        12               150  98–100 · 1.23–1.40 · 12–30",
        "/contact  desktop          100            100             100  100     0.40  0.000         0               150  100 · 0.40 · 0",
      ].join("\n"),
    );
  });

  it("lists no missed target for pages that meet them all", () => {
    expect(report([row(), row({ preset: "desktop" })]).missed).toEqual([]);
  });

  it("lists category scores below 100, layout shift, a slow mobile LCP and a failed run", () => {
    const failing = measures({
      scores: { performance: 0.89, accessibility: 1, "best-practices": null, seo: 1 },
      lcpMs: 1620,
      cls: 0.02,
      runtimeError: "NO_FCP",
    });
    expect(report([row({ median: failing }), row({ preset: "desktop", median: failing })]).missed).toEqual([
      "/contact mobile: performance 89, best-practices err, CLS 0.02, LCP 1.62 s, runtime error NO_FCP",
      "/contact desktop: performance 89, best-practices err, CLS 0.02, runtime error NO_FCP",
    ]);
  });
});
