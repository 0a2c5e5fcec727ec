/**
 * The results table and the targets each row misses. A benchmark, not a test: the entry prints
 * missed targets and still exits 0.
 *
 */
import { median } from "#qa/basics/index.ts";
import { CATEGORIES, type Measures } from "./measures.ts";
import { spread } from "./stats.ts";

/** The targets the missed-target list checks, in words for the summary line. */
export const TARGETS =
  "100 in every category, CLS 0, and on mobile LCP ≤ 1.5 s and live within 1.6 s of first paint and within 15 % of its floor";
const MOBILE_LCP_MS = 1500;
const MOBILE_LIVE_AFTER_PAINT_MS = 1600;
/** How far above the floor (qa/bench/floor.ts) first paint → live may be. */
const MOBILE_LIVE_OVER_FLOOR = 1.15;

export interface Row {
  route: string;
  preset: string;
  /** Lighthouse's median run, which the main columns show. */
  median: Measures;
  /** Every run Lighthouse could rank, for the spread column: a median can hide a page that misses every other run. */
  runs: Measures[];
  /** Each run's time from first contentful paint to the app's `live` mark; null where it had none (never went live, or no mark). */
  liveAfterPaintMs: (number | null)[];
  /** Each run's floor under that time (qa/bench/floor.ts); null where there is none (desktop, or never live). */
  floorMs: (number | null)[];
}

/** A row's medians, as `reports/bench/summary.json` gives them to other tools. */
export interface Summary {
  route: string;
  preset: string;
  liveAfterPaintMs: number | null;
  floorMs: number | null;
  lcpMs: number;
  tbtMs: number;
  scores: Record<string, number | null>;
}

/** Each run's time ÷ that same run's floor: a floor includes its own run's CPU time, so only pairs compare. */
export function overFloorRatios({ liveAfterPaintMs, floorMs }: Pick<Row, "liveAfterPaintMs" | "floorMs">): number[] {
  return liveAfterPaintMs.flatMap((live, i) => {
    const floor = floorMs[i];
    return live === null || floor === null || floor === undefined ? [] : [live / floor];
  });
}

/** The median of the runs that have a value; null when none has. */
const medianOfKnown = (values: (number | null)[]) => median(values.filter((value) => value !== null));

export function summaryOf(row: Row): Summary {
  const { route, preset, median: run } = row;
  return {
    route,
    preset,
    liveAfterPaintMs: medianOfKnown(row.liveAfterPaintMs),
    floorMs: medianOfKnown(row.floorMs),
    lcpMs: run.lcpMs,
    tbtMs: run.tbtMs,
    scores: run.scores,
  };
}

/** A category score as 0–100, or "err" when Lighthouse could not compute it. */
const fmtScore = (score: number | null | undefined) =>
  typeof score === "number" ? String(Math.round(score * 100)) : "err";
/** A time in seconds, or a dash for none (no run had it, or Lighthouse could not measure it). */
const fmtSeconds = (ms: number | null) => (ms === null || Number.isNaN(ms) ? "–" : (ms / 1000).toFixed(2));
/** A ratio to two places, or a dash for none (no run had both a live time and a floor). */
const fmtRatio = (ratio: number | null) => (ratio === null ? "–" : ratio.toFixed(2));
const fmtWhole = (value: number) => value.toFixed(0);
/** Whether a median is over its limit; none (no run had the value) is over none. */
const isOver = (median: number | null, limit: number) =>
  // Stryker disable next-line ConditionalExpression: equivalent, null compares as 0, over neither positive limit
  median !== null && median > limit;
const performancePercent = (run: Measures) => (run.scores.performance ?? Number.NaN) * 100;

function missedTargets(
  { preset, median: run, liveAfterPaintMs }: Row,
  liveMs: number | null,
  overFloor: number | null,
): string[] {
  const misses = CATEGORIES.flatMap((id) => (run.scores[id] === 1 ? [] : [`${id} ${fmtScore(run.scores[id])}`]));
  if (!(run.cls === 0)) misses.push(`CLS ${run.cls}`);
  // Only the mobile preset throttles, and the targets are for a mid-range phone.
  if (preset === "mobile" && !(run.lcpMs <= MOBILE_LCP_MS)) misses.push(`LCP ${fmtSeconds(run.lcpMs)} s`);
  if (preset === "mobile" && isOver(liveMs, MOBILE_LIVE_AFTER_PAINT_MS))
    misses.push(`live ${fmtSeconds(liveMs)} s after first paint`);
  if (preset === "mobile" && isOver(overFloor, MOBILE_LIVE_OVER_FLOOR))
    misses.push(`live ${fmtRatio(overFloor)} × its floor (median of the runs' ratios)`);
  const withoutMark = liveAfterPaintMs.filter((ms) => ms === null).length;
  if (withoutMark) misses.push(`no live mark in ${withoutMark} of ${liveAfterPaintMs.length} runs`);
  if (run.runtimeError) misses.push(`runtime error ${run.runtimeError}`);
  return misses;
}

/** The results table, and the targets each row misses. */
export function report(rows: Row[]): { table: string; missed: string[] } {
  const header = ["route", "preset", "performance", "accessibility", "best practices", "SEO", "LCP (s)"];
  header.push("FCP→live (s)", "floor (s)", "÷ floor", "CLS", "TBT (ms)", "transferred (KB)");
  header.push("all runs: perf. · LCP (s) · FCP→live (s) · TBT (ms)");
  const missed: string[] = [];
  const lines = rows.map((row) => {
    const { route, preset, median: run, runs } = row;
    const liveTimes = row.liveAfterPaintMs.filter((ms) => ms !== null);
    const liveMs = median(liveTimes);
    const floor = medianOfKnown(row.floorMs);
    const overFloor = median(overFloorRatios(row));
    const misses = missedTargets(row, liveMs, overFloor);
    if (misses.length) missed.push(`${route} ${preset}: ${misses.join(", ")}`);
    const scores = CATEGORIES.map((id) => fmtScore(run.scores[id]));
    const numbers = [
      fmtSeconds(run.lcpMs),
      fmtSeconds(liveMs),
      fmtSeconds(floor),
      fmtRatio(overFloor),
      run.cls.toFixed(3),
      fmtWhole(run.tbtMs),
    ];
    const ofRuns = (key: "lcpMs" | "tbtMs") => runs.map((each) => each[key]);
    const spreads = [
      spread(runs.map(performancePercent), fmtWhole),
      spread(ofRuns("lcpMs"), fmtSeconds),
      spread(liveTimes, fmtSeconds),
      spread(ofRuns("tbtMs"), fmtWhole),
    ];
    return [route, preset, ...scores, ...numbers, fmtWhole(run.bytes / 1024), spreads.join(" · ")];
  });
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
  // Text columns left-aligned, numbers right-aligned.
  const isText = (column: number) => column < 2 || column === header.length - 1;
  const format = (cells: string[]) =>
    cells
      .map((cell, i) => (isText(i) ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join("  ")
      .trimEnd();
  const table = [format(header), widths.map((w) => "-".repeat(w)).join("  "), ...lines.map(format)].join("\n");
  return { table, missed };
}
