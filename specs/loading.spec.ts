import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { firstLoadScripts } from "#qa/bench/first-load.ts";
import { FIRST_LOAD_JS_BUDGET, FONT_BUDGET } from "#qa/plan/budgets.ts";
import { type OriginWatch, otherCalls, watchCspViolations, watchOrigins } from "#qa/plan/own-origins.ts";
import { expect, holdBack, opens, STOCK_PHOTO_HOST, test, waitUntilLive } from "#qa/plan/playwright-fixtures.ts";
import { STOCK_PHOTO_ORIGIN } from "#qa/plan/stock-photos.ts";
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

/** An unknown address of each kind: the two not-found pages, prerendered and served with status 404. */
const NOT_FOUND_PAGES = ["/ei-ole-sellist-lehte", "/blog/ei-ole-sellist-postitust"];

/** What a page's load asked for, recorded from before it starts: the origins, the fonts and the scripts. */
interface LoadRecord extends OriginWatch {
  /** The font files asked for, by path, each time it was asked. */
  fontRequests: string[];
  /** The font files received, by path, with their size in bytes. */
  fonts: Map<string, Promise<number>>;
  /** The site's scripts as the browser fetched them until the page was live, by path, with their bodies. */
  scripts: Map<string, Promise<Buffer>>;
}

/**
 * Opens the page once and records what its load asks for, for every check below: a page load is most of such
 * a test's time. The fixture's goto returns once React has taken the page over; the network is then waited
 * for until it is idle, so that a late request (a photo, a font) is recorded too.
 */
async function loadRecorded(page: Page, path: string): Promise<LoadRecord> {
  const record: LoadRecord = { ...watchOrigins(page), fontRequests: [], fonts: new Map(), scripts: new Map() };
  /** Until the page is live: a script the live page asks for later is not first-load JavaScript. */
  let live = false;
  page.on("request", (request) => {
    if (request.resourceType() === "font") record.fontRequests.push(new URL(request.url()).pathname);
  });
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    const type = response.request().resourceType();
    if (type === "font")
      record.fonts.set(
        pathname,
        response.body().then((body) => body.length),
      );
    if (!live && type === "script" && pathname.startsWith("/assets/")) record.scripts.set(pathname, response.body());
  });
  await page.goto(path);
  live = true;
  await page.waitForLoadState("networkidle");
  // Every body read is awaited here, so that one that could not be read fails the test rather than going unseen.
  await Promise.all([...record.scripts.values(), ...record.fonts.values()]);
  return record;
}

/** The paint comes first: no script is asked for before the first paint and everything it needs. */
async function expectPaintFirst(page: Page, path: string) {
  const order = await page.evaluate(loadingOrder, { paintResources: PAINT_RESOURCES, mainPhotos: MAIN_PHOTOS });
  // A stylesheet and the font at least, and every one of them arrived.
  expect(order.needed, path).toBeGreaterThanOrEqual(2);
  expect(order.arrived, path).toBe(order.needed);
  expect(order.scripts, path).toBeGreaterThan(0);
  expect(order.firstScript, path).toBeGreaterThanOrEqual(order.lastArrived);
  expect(order.firstPaint, path).toBeDefined();
  expect(order.firstScript, path).toBeGreaterThanOrEqual(order.firstPaint ?? Number.POSITIVE_INFINITY);
}

/** The JavaScript fetched until the page is live is exactly what the build lists for it, and within budget. */
async function expectListedScripts(record: LoadRecord, path: string) {
  const client = "build/client";
  const html = readFileSync(join(client, path, "index.html"), "utf8");
  const listed = firstLoadScripts(html, (file) => readFileSync(join(client, file), "utf8"));
  expect([...record.scripts.keys()].toSorted(), path).toEqual(listed.toSorted());
  const bodies = await Promise.all(record.scripts.values());
  const gzip = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
  expect(gzip, `${path}: first-load JavaScript, gzip (npm run bundle:report)`).toBeLessThanOrEqual(
    FIRST_LOAD_JS_BUDGET,
  );
}

/** Every letter is drawn from a font file the page preloads: none is found only while laying out the text. */
async function expectPreloadedFonts(page: Page, record: LoadRecord, path: string) {
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
  expect(fonts.failed, path).toEqual([]);
  // Each preloaded file once (the stylesheet's face reuses the preload), and no other.
  expect(record.fontRequests.toSorted(), path).toEqual(fonts.preloaded.toSorted());
  // What a visitor downloads for the page; every font file of the build together is held to it too (build-output.spec.ts).
  const fontBytes = (await Promise.all(record.fonts.values())).reduce((sum, bytes) => sum + bytes, 0);
  expect(fontBytes, path).toBeLessThanOrEqual(FONT_BUDGET);
}

/**
 * The page keeps to its own Content-Security-Policy, asks no other origin than its own but the stock-photo
 * host, and that for photos only, and its logo draws with nothing from elsewhere.
 */
async function expectOwnOrigins(page: Page, record: LoadRecord, path: string, readViolations: () => Promise<string[]>) {
  expect(await readViolations(), path).toEqual([]);
  const local = new URL(page.url()).origin;
  expect(otherCalls(record, local), path).toEqual({ otherOrigins: [], stockNotPhotos: [] });
  // The watch sees the host's requests: every photo the page shows from the host was seen asked for.
  const shownPhotos = await page
    .locator("img")
    .evaluateAll(
      (images, host) =>
        (images as HTMLImageElement[])
          .filter((image) => image.complete && image.naturalWidth > 0 && image.currentSrc.startsWith(host))
          .map((image) => image.currentSrc),
      STOCK_PHOTO_ORIGIN,
    );
  expect(
    shownPhotos.filter((src) => !record.stockRequests.includes(`image ${src}`)),
    `${path}: photos shown from the stock-photo host that the watch did not see asked for`,
  ).toEqual([]);
  // Everything the logo draws with (image files, SVG references, CSS pictures) is the site's own or inline.
  const logoSources = await page.getByRole("link", { name: "Vormis avalehele" }).evaluate((link) =>
    [...link.querySelectorAll("*")].flatMap((element) => {
      const style = getComputedStyle(element);
      return [
        element.getAttribute("src"),
        element.getAttribute("srcset"),
        element.getAttribute("data"),
        element.localName === "a" ? null : element.getAttribute("href"),
        element.getAttribute("xlink:href"),
        style.backgroundImage,
        style.maskImage,
        style.content,
      ].filter((value): value is string => Boolean(value) && /url\(|\/\/|^\//.test(value ?? ""));
    }),
  );
  expect(
    logoSources.filter((source) => /\/\//.test(source) && !source.includes(local)),
    path,
  ).toEqual([]);
}

test.describe("every page as a visitor's browser loads it", { tag: "@viewport-independent" }, () => {
  // One test a page, one load for all its checks: a failure names its page, and a change to one page runs its test alone.
  // Order, not speed: how much sooner the page appears is the benchmark's business (npm run bench).
  for (const path of publicPaths) {
    test(
      `${path}: painted before any script is asked for, its scripts those the build lists and within budget, its letters from the fonts it preloads, under its own CSP with no third party but photos @before-live-paint-first @before-live-script-budget @no-other-calls @logo-local`,
      opens([path]),
      async ({ page }) => {
        const readViolations = await watchCspViolations(page);
        const record = await loadRecorded(page, path);
        await expectPaintFirst(page, path);
        await expectListedScripts(record, path);
        await expectPreloadedFonts(page, record, path);
        await expectOwnOrigins(page, record, path, readViolations);
      },
    );
  }
  for (const path of NOT_FOUND_PAGES) {
    test(
      `${path}, not found: its letters from the fonts it preloads, under its own CSP with no third party @no-other-calls @logo-local`,
      opens([path]),
      async ({ page }) => {
        const readViolations = await watchCspViolations(page);
        const record = await loadRecorded(page, path);
        await expectPreloadedFonts(page, record, path);
        await expectOwnOrigins(page, record, path, readViolations);
      },
    );
  }

  test(
    'an article that writes "massaaž" preloads the Estonian letters\' file, and draws its ž from it',
    opens(["/blog/taastumise-tahtsus-treeningutel"]),
    async ({ page }) => {
      await page.goto("/blog/taastumise-tahtsus-treeningutel");
      await expect(page.getByText(/massaaž/).first()).toBeVisible();
      const faceOfZCaron = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].filter((face) => /U\+17D-17E/i.test(face.unicodeRange)).map((face) => face.status);
      });
      expect(faceOfZCaron).toEqual(["loaded"]);
    },
  );
});

test.describe("loading order", { tag: "@viewport-independent" }, () => {
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
