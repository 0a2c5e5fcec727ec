import { describe, expect, it } from "vitest";
import type { Measures } from "./measures.ts";
import { type Row, report, summaryOf } from "./report.ts";

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
  liveAfterPaintMs: [900],
  floorMs: [850],
  ...overrides,
});

describe("benchmark report", () => {
  it("shows each row's median run, first paint to live next to LCP, and the spread over all runs", () => {
    const mobileRun = measures({ scores: { ...measures().scores, performance: 0.98 }, lcpMs: 1234, tbtMs: 12.4 });
    const { table } = report([
      row({
        median: mobileRun,
        runs: [mobileRun, measures({ lcpMs: 1400, tbtMs: 30 })],
        liveAfterPaintMs: [900, 1700, 1100],
        floorMs: [1000, 1100, 1050],
      }),
      row({
        preset: "desktop",
        median: measures({ lcpMs: 400 }),
        runs: [measures({ lcpMs: 400 })],
        liveAfterPaintMs: [150],
        floorMs: [null],
      }),
    ]);
    expect(table).toBe(
      [
        "route     preset   performance  accessibility  best practices  SEO  LCP (s)  FCP→live (s)  floor (s)  ÷ floor    CLS  TBT (ms)  transferred (KB)  all runs: perf. · LCP (s) · FCP→live (s) · TBT (ms)",
        "--------  -------  -----------  -------------  --------------  ---  -------  ------------  ---------  -------  -----  --------  ----------------  ---------------------------------------------------",
        "/contact  mobile            98            100             100  100     1.23          1.10       1.05     1.05  0.000        12               150  98–100 · 1.23–1.40 · 0.90–1.70 · 12–30",
        "/contact  desktop          100            100             100  100     0.40          0.15          –        –  0.000         0               150  100 · 0.40 · 0.15 · 0",
      ].join("\n"),
    );
  });

  it("lists no missed target for pages that meet them all", () => {
    expect(report([row(), row({ preset: "desktop" })]).missed).toEqual([]);
  });

  it("lists a mobile page whose median run goes live more than 1.6 s after its first paint", () => {
    const { missed } = report([
      row({ route: "/", liveAfterPaintMs: [1000, 1650, 1700], floorMs: [1500, 1500, 1500] }),
      // One slow run out of three leaves the median within the target.
      row({ route: "/blog", liveAfterPaintMs: [1000, 1500, 2500], floorMs: [1400, 1400, 1400] }),
    ]);
    expect(missed).toEqual(["/ mobile: live 1.65 s after first paint"]);
  });

  it("lists a mobile page whose runs go live more than 15 % above their own floors (the median ratio)", () => {
    const { missed } = report([
      // Ratios 1.20, 1.16, 1.10: the median run is over.
      row({ route: "/blog", liveAfterPaintMs: [1560, 1508, 1540], floorMs: [1300, 1300, 1400] }),
      // Each run against its own floor, not medians against medians: 1.10, 1.10, 1.25 → 1.10.
      row({ route: "/about", liveAfterPaintMs: [1430, 1540, 1500], floorMs: [1300, 1400, 1200] }),
    ]);
    expect(missed).toEqual(["/blog mobile: live 1.16 × its floor (median of the runs' ratios)"]);
  });

  it("lets a mobile page meet each target right at its limit: LCP 1.5 s, live 1.6 s after first paint, 1.15 × its floor", () => {
    const { missed } = report([
      row({ route: "/", median: measures({ lcpMs: 1500 }), liveAfterPaintMs: [1600], floorMs: [1600] }),
      row({ route: "/blog", liveAfterPaintMs: [1150], floorMs: [1000] }),
    ]);
    expect(missed).toEqual([]);
  });

  it("compares only runs that have both a live time and a floor with their floors", () => {
    const ratioColumn = (overrides: Partial<Row>) =>
      report([row(overrides)])
        .table.split("\n")[2]
        .split(/\s{2,}/)[9];
    // 1.10 and 1.20: a run without a live mark, and one without a floor, count no ratio.
    expect(ratioColumn({ liveAfterPaintMs: [1100, null, 1200], floorMs: [1000, 1000, 1000] })).toBe("1.15");
    expect(ratioColumn({ liveAfterPaintMs: [1100, 1200, 1300], floorMs: [1000, 1000] })).toBe("1.15");
  });

  it("gives other tools each row's medians", () => {
    const mobile = row({ liveAfterPaintMs: [900, null, 1100], floorMs: [850, null, 950] });
    expect(summaryOf(mobile)).toEqual({
      route: "/contact",
      preset: "mobile",
      liveAfterPaintMs: 1000,
      floorMs: 900,
      lcpMs: 1200,
      tbtMs: 0,
      scores: { performance: 1, accessibility: 1, "best-practices": 1, seo: 1 },
    });
    expect(summaryOf(row({ preset: "desktop", floorMs: [null] })).floorMs).toBeNull();
  });

  it("holds only the mobile preset to the live target, as desktop runs are not throttled", () => {
    expect(report([row({ preset: "desktop", liveAfterPaintMs: [1800] })]).missed).toEqual([]);
  });

  it("lists runs without a live mark, and shows no time when no run had one", () => {
    const { table, missed } = report([
      row({ route: "/", liveAfterPaintMs: [900, null, 1000] }),
      row({ route: "/blog", preset: "desktop", liveAfterPaintMs: [null], floorMs: [null] }),
    ]);
    expect(missed).toEqual(["/ mobile: no live mark in 1 of 3 runs", "/blog desktop: no live mark in 1 of 1 runs"]);
    expect(table.split("\n")[3]).toMatch(/^\/blog\s+desktop(\s+100){4}\s+1\.20\s+–\s+–\s+–\s+0\.000 .* · – · /);
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
