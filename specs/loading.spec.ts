import { publicPaths } from "../src/lib/paths";
import { expect, test } from "./fixtures";

/** When the page's first script request started, against its load event and first contentful paint (ms since navigation). */
function loadingOrder() {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  const scripts = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((entry) =>
    /^\/assets\/.+\.js$/.test(new URL(entry.name).pathname),
  );
  return {
    loaded: navigation.loadEventEnd,
    firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.POSITIVE_INFINITY,
    firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
    scripts: scripts.length,
  };
}

test.describe("loading order", { tag: "@viewport-independent" }, () => {
  // Order, not speed: how much sooner the page appears is the benchmark's business (npm run bench).
  test("every page has loaded and painted before its first script is even requested, and then comes to life", async ({
    page,
  }) => {
    for (const path of publicPaths) {
      // The fixture's goto returns once React has hydrated the page.
      await page.goto(path);
      const order = await page.evaluate(loadingOrder);
      expect(order.scripts, path).toBeGreaterThan(0);
      expect(order.firstScript, path).toBeGreaterThanOrEqual(order.loaded);
      expect(order.firstScript, path).toBeGreaterThan(order.firstPaint);
    }
  });
});
