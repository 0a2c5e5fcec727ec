import { publicPaths } from "../react-router.config";
import { expect, test } from "./fixtures";

/** When the page's first script request started, against its load event and its largest paint (ms since navigation). */
function loadingOrder() {
  return new Promise<{ loaded: number; largestPaint: number; firstScript: number; scripts: number }>((resolve) => {
    new PerformanceObserver((list, observer) => {
      observer.disconnect();
      const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
      const scripts = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((entry) =>
        new URL(entry.name).pathname.match(/^\/assets\/.+\.js$/),
      );
      resolve({
        loaded: navigation.loadEventEnd,
        largestPaint: list.getEntries().at(-1)?.startTime ?? Number.POSITIVE_INFINITY,
        firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
        scripts: scripts.length,
      });
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
}

test.describe("loading order", () => {
  test("every page is loaded and painted before its first script is even requested, and then comes to life", async ({
    page,
  }) => {
    for (const path of publicPaths) {
      // The fixture's goto returns once React has hydrated the page.
      await page.goto(path);
      const order = await page.evaluate(loadingOrder);
      expect(order.scripts, path).toBeGreaterThan(0);
      expect(order.firstScript, path).toBeGreaterThanOrEqual(order.loaded);
      expect(order.firstScript, path).toBeGreaterThan(order.largestPaint);
    }
  });
});
