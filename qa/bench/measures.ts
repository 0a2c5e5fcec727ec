/**
 * What the benchmark reads out of a Lighthouse result. Kept apart from the runs so that the
 * report works on plain numbers.
 *
 */
import type { Result } from "lighthouse";

/** Lighthouse categories the bench runs and scores, in table order. */
export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/** One Lighthouse run's numbers. */
export interface Measures {
  /** Category id → score from 0 to 1; null when Lighthouse could not compute it. */
  scores: Record<string, number | null>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Transferred bytes. */
  bytes: number;
  /** Lighthouse's code for a run it could not complete (e.g. NO_FCP). */
  runtimeError?: string;
}

export function measuresOf(lhr: Result): Measures {
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, lhr.categories[id]?.score ?? null])),
    lcpMs: metric("largest-contentful-paint"),
    cls: metric("cumulative-layout-shift"),
    tbtMs: metric("total-blocking-time"),
    bytes: metric("total-byte-weight"),
    runtimeError: lhr.runtimeError?.code,
  };
}

/**
 * Milliseconds from the first contentful paint to the app's `live` mark (React has taken over),
 * as the run observed them, or null when the page never went live. Both times count from the
 * navigation's start. Only meaningful where the observed timings are the ones the preset means:
 * under simulated throttling (Lighthouse's mobile default) they are unthrottled.
 */
export function observedLiveAfterPaint(lhr: Result): number | null {
  const metrics = lhr.audits.metrics?.details;
  const firstPaint: unknown = metrics?.type === "debugdata" ? metrics.items?.[0]?.observedFirstContentfulPaint : null;
  const timings = lhr.audits["user-timings"]?.details;
  const live =
    timings?.type === "table" ? timings.items.find((item) => item.name === "live" && item.timingType === "Mark") : null;
  const liveAt: unknown = live?.startTime;
  return typeof firstPaint === "number" && typeof liveAt === "number" ? liveAt - firstPaint : null;
}
