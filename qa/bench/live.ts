/**
 * First paint → live on a throttled phone: the time from the first contentful paint to the
 * moment React has taken over the prerendered page (the app's `live` mark).
 *
 * Why not from the Lighthouse runs: the mobile preset throttles by simulation. It loads the page
 * at full speed and models the slow phone afterwards, so the timings it observes, user-timing
 * marks included, are unthrottled. Lighthouse can throttle for real (throttlingMethod "devtools"),
 * but then stretches each of its four quiet windows to 5.25 s: such a run took about 24 s per page
 * on this machine against about 5 s for the load below, with the same times (on /contact: first
 * paint 1.9 s, live 4.5 s in both), i.e. some 12 extra minutes for a full bench instead of 2–3.
 *
 * So each run is one page load in a browser of our own, throttled as Lighthouse's devtools method
 * does it (the CDP commands of lighthouse/core/lib/emulation.js with Lighthouse's own mobile
 * numbers: 562.5 ms per request, 1.4 Mbit/s down, CPU 4× slower) and emulating the same phone
 * screen and user agent. The page itself times it: paint timing and the mark, both counted from
 * the navigation's start.
 *
 */
import { type Browser, chromium } from "@playwright/test";
import { screenEmulationMetrics, userAgents } from "lighthouse/core/config/constants.js";
import { QUIET_CHROMIUM_FLAGS } from "#qa/support/chromium.ts";
import { stopAtShutdown } from "./cleanup.ts";
import { BENCH_PHONE, floorMs, type LoadTimings } from "./floor.ts";

/** Far beyond the target: a page not live by then counts as never having gone live. */
const LIVE_TIMEOUT_MS = 10_000;

/** One Chromium for all throttled runs; each run gets a fresh context (its own cache and storage). */
export async function launchLiveBrowser(executablePath: string): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath,
    args: QUIET_CHROMIUM_FLAGS,
    // Our own handlers stop everything.
    handleSIGINT: false,
    handleSIGTERM: false,
  });
  stopAtShutdown(() => {
    browser.close().catch((error: unknown) => console.error("cleanup failed:", error));
  });
  return browser;
}

/** One throttled load: first contentful paint to the `live` mark, and the floor under it (qa/bench/floor.ts), in ms. */
export interface LiveAfterPaint {
  /** null when the page never went live. */
  liveAfterPaintMs: number | null;
  floorMs: number | null;
}

export async function throttledLiveAfterPaint(browser: Browser, url: string): Promise<LiveAfterPaint> {
  // Lighthouse declares it as Required<… | undefined>, which drops every field.
  type Screen = { width: number; height: number; deviceScaleFactor: number; mobile: boolean };
  const { width, height, deviceScaleFactor, mobile } = screenEmulationMetrics.mobile as Screen;
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor,
    isMobile: mobile,
    hasTouch: mobile,
    userAgent: userAgents.mobile,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: BENCH_PHONE.requestLatencyMs,
      downloadThroughput: BENCH_PHONE.bytesPerSecond,
      uploadThroughput: BENCH_PHONE.uploadBytesPerSecond,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: BENCH_PHONE.cpuSlowdown });
    await page.goto(url);
    const timings = await page.evaluate(waitForLive, LIVE_TIMEOUT_MS);
    if (timings.paint === undefined) throw new Error(`no first contentful paint on ${url}`);
    return {
      liveAfterPaintMs: timings.live === undefined ? null : timings.live - timings.paint,
      floorMs: floorMs(timings),
    };
  } finally {
    await context.close();
  }
}

/**
 * In the page: the first contentful paint, the `live` mark once it is there (or none after the
 * timeout), and the site's scripts as resource timing saw them.
 */
function waitForLive(timeoutMs: number): Promise<LoadTimings> {
  const times = () => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
    live: performance.getEntriesByName("live", "mark")[0]?.startTime,
    scripts: (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .filter((entry) => /^\/assets\/.+\.js$/.test(new URL(entry.name).pathname))
      .map(({ transferSize, responseEnd }) => ({ transferSize, responseEnd })),
  });
  return new Promise((resolve) => {
    // Waits on the browser's own notification rather than polling, which would add work to the throttled CPU.
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName("live").length === 0) return;
      observer.disconnect();
      resolve(times());
    });
    observer.observe({ type: "mark", buffered: true });
    setTimeout(() => {
      observer.disconnect();
      resolve(times());
    }, timeoutMs);
  });
}
