import { publicPaths } from "../src/lib/paths";
import { expect, test } from "./fixtures";

/**
 * When the page's first script request started, against the moment the last of what its first
 * paint needs had arrived (ms since navigation): the stylesheet, the preloaded font and the photo
 * fetched with high priority. (A font for rarer letters is found only while laying the page out; it
 * may arrive later, the text showing in the fallback font until then.)
 */
function loadingOrder() {
  const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
  const scripts = resources.filter((entry) => /^\/assets\/.+\.js$/.test(new URL(entry.name).pathname));
  const needed = [
    ...[...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"], link[rel="preload"]')].map(
      (link) => link.href,
    ),
    ...[...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].map((img) => img.currentSrc),
  ];
  const paintNeeds = resources.filter((entry) => needed.includes(entry.name));
  return {
    paintNeeds: paintNeeds.map((entry) => new URL(entry.name).pathname),
    paintNeedsArrived: Math.max(...paintNeeds.map((entry) => entry.responseEnd)),
    firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
    scripts: scripts.length,
  };
}

test.describe("loading order", { tag: "@viewport-independent" }, () => {
  // Order, not speed: how much sooner the page appears is the benchmark's business (npm run bench).
  test("no page asks for a script before what its first paint needs has arrived, and then it comes to life", async ({
    page,
  }) => {
    for (const path of publicPaths) {
      // The fixture's goto returns once React has taken the page over.
      await page.goto(path);
      const order = await page.evaluate(loadingOrder);
      expect(order.paintNeeds, path).toEqual(expect.arrayContaining([expect.stringMatching(/\.css$/)]));
      expect(order.paintNeeds, path).toEqual(expect.arrayContaining([expect.stringMatching(/\.woff2$/)]));
      expect(order.scripts, path).toBeGreaterThan(0);
      expect(order.firstScript, path).toBeGreaterThanOrEqual(order.paintNeedsArrived);
    }
  });
});
