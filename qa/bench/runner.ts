/**
 * The measurements of one page and preset: Lighthouse runs (the median one's reports saved to
 * RESULTS_DIR) and the first paint → live times.
 *
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "@playwright/test";
import { launch } from "chrome-launcher";
import lighthouse, { type Config, type Flags, type Result } from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { computeMedianRun, filterToValidRuns } from "lighthouse/core/lib/median-run.js";
import { QUIET_CHROMIUM_FLAGS } from "#qa/support/chromium.ts";
import { RESULTS_DIR, SITE } from "./addresses.ts";
import { stopAtShutdown } from "./cleanup.ts";
import { type LiveAfterPaint, throttledLiveAfterPaint } from "./live.ts";
import { CATEGORIES, measuresOf, observedLiveAfterPaint } from "./measures.ts";
import type { Row } from "./report.ts";

export interface Preset {
  name: string;
  config?: Config;
  /**
   * Where first paint → live comes from: the Lighthouse runs' own observed timings where those are
   * what the preset means (desktop: unthrottled), else throttled page loads of our own (mobile,
   * whose Lighthouse runs observe unthrottled timings; see live.ts).
   */
  live: "observed" | "throttled";
}

export const PRESETS: Preset[] = [
  { name: "mobile", live: "throttled" },
  { name: "desktop", config: desktopConfig, live: "observed" },
];

/** The browsers the runs use: a Chromium binary for Lighthouse, and the running browser for throttled loads. */
export interface Browsers {
  chromiumPath: string;
  live: Browser;
}

interface Run {
  lhr: Result;
  /** The JSON and HTML reports. */
  reports: string[];
}

/** One Lighthouse run in a fresh Chromium (as the Lighthouse CLI does), so runs share no cache or profile. */
async function audit(route: string, preset: Preset, chromiumPath: string): Promise<Run> {
  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: ["--headless=new", ...QUIET_CHROMIUM_FLAGS],
    handleSIGINT: false, // our own handler stops everything
  });
  const stop = stopAtShutdown(() => chrome.kill());
  try {
    const flags: Flags = { port: chrome.port, output: ["json", "html"], logLevel: "error", onlyCategories: CATEGORIES };
    const result = await lighthouse(`${SITE}${route}`, flags, preset.config);
    if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
    return { lhr: result.lhr, reports: result.report as string[] };
  } finally {
    stop();
  }
}

/** A run that Lighthouse completed, retried twice on runtime errors such as NO_NAVSTART (often transient). */
async function auditWithRetries(route: string, preset: Preset, chromiumPath: string): Promise<Run> {
  let run = await audit(route, preset, chromiumPath);
  for (let attempt = 2; run.lhr.runtimeError && attempt <= 3; attempt++) {
    console.error(`  ${run.lhr.runtimeError.code}; attempt ${attempt} of 3…`);
    run = await audit(route, preset, chromiumPath);
  }
  return run;
}

/** The median of `count` runs (its reports are the ones saved), and every run that could be ranked. */
async function lighthouseRuns(route: string, preset: Preset, chromiumPath: string, count: number) {
  const runs: Run[] = [];
  for (let i = 1; i <= count; i++) {
    console.error(`Lighthouse ${preset.name} ${route} (run ${i} of ${count})…`);
    runs.push(await auditWithRetries(route, preset, chromiumPath));
  }
  // Runs without a first paint or time to interactive (failed ones) cannot be ranked; if none can, report the first.
  const measured = filterToValidRuns(runs.map((run) => run.lhr));
  const median = measured.length ? computeMedianRun(measured) : runs[0].lhr;
  const [json, html] = (runs.find((run) => run.lhr === median) as Run).reports;
  const name = `${route === "/" ? "home" : route.slice(1).replaceAll("/", "-")}.${preset.name}`;
  writeFileSync(join(RESULTS_DIR, `${name}.report.json`), json);
  writeFileSync(join(RESULTS_DIR, `${name}.report.html`), html);
  return { median, measured };
}

async function throttledLiveRuns(route: string, browser: Browser, count: number): Promise<LiveAfterPaint[]> {
  const loads: LiveAfterPaint[] = [];
  for (let i = 1; i <= count; i++) {
    console.error(`First paint → live, throttled ${route} (run ${i} of ${count})…`);
    loads.push(await throttledLiveAfterPaint(browser, `${SITE}${route}`));
  }
  return loads;
}

/** One table row of `runs` runs: Lighthouse's median run, every ranked run, and each run's first paint → live and its floor. */
export async function measurePage(route: string, preset: Preset, browsers: Browsers, runs: number): Promise<Row> {
  const { median, measured } = await lighthouseRuns(route, preset, browsers.chromiumPath, runs);
  // The floor is the throttled phone's; unthrottled desktop runs have none.
  const loads =
    preset.live === "throttled"
      ? await throttledLiveRuns(route, browsers.live, runs)
      : measured.map((run) => ({ liveAfterPaintMs: observedLiveAfterPaint(run), floorMs: null }));
  return {
    route,
    preset: preset.name,
    median: measuresOf(median),
    runs: measured.map(measuresOf),
    liveAfterPaintMs: loads.map((load) => load.liveAfterPaintMs),
    floorMs: loads.map((load) => load.floorMs),
  };
}
