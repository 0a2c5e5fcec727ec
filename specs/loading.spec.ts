import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Request, Response } from "@playwright/test";
import { FIRST_LOAD_JS_BUDGET } from "#qa/bench/budgets.ts";
import { firstLoadScripts } from "#qa/bench/first-load.ts";
import { expect, holdBack, opens, STOCK_PHOTO_HOST, test, waitUntilLive } from "#qa/support/playwright-fixtures.ts";
import { MAIN_PHOTOS, PAINT_RESOURCES } from "#src/build/paint-first.ts";
import { publicPaths } from "#src/lib/public-paths.ts";

/**
 * When the page's first script request started, against its first contentful paint and the moment
 * the last of what that paint needs had arrived (ms since navigation): the stylesheet, the preloaded
 * font and the main photo. (A font for rarer letters is found only while laying the page out; it may arrive later,
 * the text showing in the fallback font until then.)
 */
function loadingOrder({ paintResources, mainPhotos }: { paintResources: string; mainPhotos: string }) {
  const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
  const scripts = resources.filter((entry) => /^\/assets\/.+\.js$/.test(new URL(entry.name).pathname));
  const needed = [
    ...[...document.querySelectorAll<HTMLLinkElement>(paintResources)].map((link) => link.href),
    ...[...document.querySelectorAll<HTMLImageElement>(mainPhotos)].map((img) => img.currentSrc),
  ];
  const arrived = resources.filter((entry) => needed.includes(entry.name));
  return {
    needed: needed.length,
    arrived: arrived.length,
    lastArrived: Math.max(...arrived.map((entry) => entry.responseEnd)),
    firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
    firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
    scripts: scripts.length,
  };
}

test.describe("loading order", { tag: "@viewport-independent" }, () => {
  // Order, not speed: how much sooner the page appears is the benchmark's business (npm run bench).
  test("no page asks for a script before it has painted and what its first paint needs has arrived, and then it comes to life @before-live-paint-first", async ({
    page,
  }) => {
    for (const path of publicPaths) {
      // The fixture's goto returns once React has taken the page over.
      await page.goto(path);
      const order = await page.evaluate(loadingOrder, { paintResources: PAINT_RESOURCES, mainPhotos: MAIN_PHOTOS });
      // A stylesheet and the font at least, and every one of them arrived.
      expect(order.needed, path).toBeGreaterThanOrEqual(2);
      expect(order.arrived, path).toBe(order.needed);
      expect(order.scripts, path).toBeGreaterThan(0);
      expect(order.firstScript, path).toBeGreaterThanOrEqual(order.lastArrived);
      expect(order.firstPaint, path).toBeDefined();
      expect(order.firstScript, path).toBeGreaterThanOrEqual(order.firstPaint ?? Number.POSITIVE_INFINITY);
    }
  });

  test("every page's JavaScript until it is live, as the browser fetches it, is what the build lists and within budget @before-live-script-budget", async ({
    page,
  }) => {
    const client = "build/client";
    for (const path of publicPaths) {
      // A listener per page, so that a late answer to the page before cannot count here.
      const fetched = new Map<string, Promise<Buffer>>();
      const record = (response: Response) => {
        const { pathname } = new URL(response.url());
        if (response.request().resourceType() === "script" && pathname.startsWith("/assets/")) {
          fetched.set(pathname, response.body());
        }
      };
      page.on("response", record);
      // The fixture's goto returns once React has taken the page over.
      await page.goto(path);
      page.off("response", record);
      const html = readFileSync(join(client, path, "index.html"), "utf8");
      const listed = firstLoadScripts(html, (file) => readFileSync(join(client, file), "utf8"));
      expect([...fetched.keys()].toSorted(), path).toEqual(listed.toSorted());
      const bodies = await Promise.all(fetched.values());
      const gzip = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
      expect(gzip, `${path}: first-load JavaScript, gzip (npm run bundle:report)`).toBeLessThanOrEqual(
        FIRST_LOAD_JS_BUDGET,
      );
    }
  });

  test("every page draws its letters, Estonian's š and ž too, from the font files it preloads: no font is found only while laying out the text", async ({
    page,
  }) => {
    // Every public page, and an unknown address of each kind (the two not-found pages).
    for (const path of [...publicPaths, "/ei-ole-sellist-lehte", "/blog/ei-ole-sellist-postitust"]) {
      const fetched: string[] = [];
      const record = (request: Request) => {
        if (request.resourceType() === "font") fetched.push(new URL(request.url()).pathname);
      };
      page.on("request", record);
      // The fixture's goto returns once React has taken the page over.
      await page.goto(path);
      const fonts = await page.evaluate(async () => {
        await document.fonts.ready;
        return {
          preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map(
            (link) => new URL(link.href).pathname,
          ),
          // A face the page needed but could not load (say, refused by the CSP) reports an error.
          failed: [...document.fonts].filter((face) => face.status === "error").map((face) => face.unicodeRange),
        };
      });
      page.off("request", record);
      expect(fonts.failed, path).toEqual([]);
      // Each preloaded file once (the stylesheet's face reuses the preload), and no other.
      expect(fetched.toSorted(), path).toEqual(fonts.preloaded.toSorted());
    }
    // An article that writes "massaaž" preloads the Estonian letters' file, and draws its ž from it.
    await page.goto("/blog/taastumise-tahtsus-treeningutel");
    await expect(page.getByText(/massaaž/).first()).toBeVisible();
    const faceOfZCaron = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((face) => /U\+17D-17E/i.test(face.unicodeRange)).map((face) => face.status);
    });
    expect(faceOfZCaron).toEqual(["loaded"]);
  });

  test.describe("while something the first paint needs is held back, no script is asked for @before-live-paint-first", () => {
    // These specs watch the page load, so `page.goto` must not wait for it to go live.
    test.use({ awaitLive: false });

    for (const [held, path, pattern] of [
      ["the font", "/", "**/*.woff2"],
      // The list's first photo is its main one; the others wait behind it too, which does no harm here.
      ["the main photo", "/blog", STOCK_PHOTO_HOST],
    ] as const) {
      test(`${held} (${path})`, opens([path]), async ({ page }) => {
        const scripts: string[] = [];
        page.on("request", (request) => {
          if (request.resourceType() === "script") scripts.push(request.url());
        });
        const release = await holdBack(page, pattern);
        await page.goto(path, { waitUntil: "domcontentloaded" });
        // The page is parsed and its start script has run: React Router's own start-up would have asked by now.
        await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
        expect(scripts).toEqual([]);
        release();
        await waitUntilLive(page);
        expect(scripts.length).toBeGreaterThan(0);
      });
    }
  });
});
