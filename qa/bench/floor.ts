/**
 * The floor under first paint → live on the bench's phone: the least time any page with these
 * scripts could take from its first paint to going live on that network and CPU, computed from
 * the same load that measured it.
 *
 * - One request's wait (Lighthouse's 562.5 ms): the scripts are asked for about when the page
 *   paints, all at once, so at best their first bytes arrive one wait later.
 * - The bytes of every script that arrived before the page went live, at the phone's throughput:
 *   however they are split, they share one line.
 * - The main thread's work after the last of those bytes (evaluating the modules, hydrating the
 *   page), at the bench's 4× slower CPU, as measured: nothing else is on the way by then.
 *
 * It leaves out what a page could in principle avoid (a later start, a second wave of requests,
 * photos sharing the line), so the ratio measured ÷ floor says how much of the time is ours to win.
 *
 */
import { throttling } from "lighthouse/core/config/constants.js";

const phone = throttling.mobileSlow4G;

/** The network the throttled loads emulate, as Lighthouse's devtools throttling sets it. */
export const BENCH_PHONE = {
  requestLatencyMs: phone.requestLatencyMs,
  bytesPerSecond: Math.floor((phone.downloadThroughputKbps * 1024) / 8),
  uploadBytesPerSecond: Math.floor((phone.uploadThroughputKbps * 1024) / 8),
  cpuSlowdown: phone.cpuSlowdownMultiplier,
};

/** What one throttled load recorded: its paint and live times and its scripts (ms since navigation). */
export interface LoadTimings {
  paint?: number;
  live?: number;
  scripts: { transferSize: number; responseEnd: number }[];
}

/** The floor in ms, or null for a load that never went live or fetched no script before it did. */
export function floorMs({ live, scripts }: LoadTimings): number | null {
  // Stryker disable next-line ConditionalExpression: without a live time no script ends at or before it either, so the next check returns null all the same
  if (live === undefined) return null;
  const beforeLive = scripts.filter((script) => script.responseEnd <= live);
  if (beforeLive.length === 0) return null;
  const bytes = beforeLive.reduce((sum, script) => sum + script.transferSize, 0);
  const lastByte = Math.max(...beforeLive.map((script) => script.responseEnd));
  return BENCH_PHONE.requestLatencyMs + (bytes / BENCH_PHONE.bytesPerSecond) * 1000 + (live - lastByte);
}
