import {
  type BrowserContext,
  test as base,
  type ConsoleMessage,
  expect,
  type Page,
  type Response,
  type TestDetails,
} from "@playwright/test";
import {
  AXE_SOURCE,
  type AxeScope,
  atStandard,
  axeInPage,
  OPENS_ANNOTATION,
  summarizeViolations,
} from "#qa/support/index.ts";
import { LIVE_ATTRIBUTE, WAITING_PHOTOS } from "#src/lib/before-live.ts";
import { STOCK_PHOTO_HOST, StockPhotoRefusal, stockPhotoFor } from "./stock-photos.ts";

export { expect, STOCK_PHOTO_HOST };

/**
 * Nothing may wait on the real stock-photo host: its stand-in answers instead (stock-photos.ts), as the host
 * would. Routed on the context so that requests passing through MSW's service worker are caught too. An
 * address the host would not take is answered 400 and returned in the list, for the test to fail on.
 */
export async function servePhotosLocally(context: BrowserContext): Promise<string[]> {
  const refused: string[] = [];
  await context.route(STOCK_PHOTO_HOST, (route) => {
    try {
      const body = stockPhotoFor(new URL(route.request().url()));
      return route.fulfill({ status: 200, contentType: "image/svg+xml", body });
    } catch (error) {
      if (!(error instanceof StockPhotoRefusal)) throw error;
      refused.push(error.message);
      return route.fulfill({ status: 400, contentType: "text/plain", body: error.message });
    }
  });
  return refused;
}

/** The time before a page goes live, as a visitor on a slow phone meets it. */
export interface BeforeLive {
  /** Opens a page with every script held back: the prerendered page, painted but not yet live. */
  open: (path: string) => Promise<Response | null>;
  /** Lets the held scripts (and all later ones) through and waits until the page says it is live. */
  goLive: () => Promise<void>;
}

/** `page.goto` as Playwright made it, before the fixture taught it to wait until the page is live. */
const unwrappedGoto = new WeakMap<Page, Page["goto"]>();

/**
 * A test's details naming the pages of the site it opens, by path, those it reaches by a click too (its
 * other details kept). A test that names none opens every page its spec file does (qa/changed/select.ts
 * SPEC_PAGES); one that names some fails when it opens another, naming it, so the list cannot fall behind.
 */
export function opens(paths: readonly string[], details: TestDetails = {}): TestDetails {
  const annotation = details.annotation === undefined ? [] : [details.annotation].flat();
  return {
    ...details,
    annotation: [...annotation, ...paths.map((path) => ({ type: OPENS_ANNOTATION, description: path }))],
  };
}

/** A page's path as `opens` names it: no trailing slash but home's. */
const pathOf = (url: URL) => url.pathname.replace(/(.)\/$/, "$1");

interface Fixtures {
  /** Console or page errors a test expects (for example the contact form's network failure). */
  allowConsoleErrors: (pattern: RegExp) => void;
  /** Holds every script back until the test lets the page go live. */
  beforeLive: BeforeLive;
}

interface Options {
  /** Whether `page.goto` waits for a page of the site to go live; the component catalogue has no such signal. */
  awaitLive: boolean;
}

export const test = base.extend<Fixtures & Options>({
  awaitLive: [true, { option: true }],
  page: async ({ page, context, javaScriptEnabled, awaitLive, baseURL }, use, testInfo) => {
    const named = testInfo.annotations.filter((a) => a.type === OPENS_ANNOTATION).map((a) => a.description);
    const opened = new Set<string>();
    // Every page the test is on, reached by page.goto, a click or the app's own navigation.
    page.on("framenavigated", (frame) => {
      const url = new URL(frame.url());
      if (frame === page.mainFrame() && baseURL && url.origin === new URL(baseURL).origin) opened.add(pathOf(url));
    });
    const goto = page.goto.bind(page);
    unwrappedGoto.set(page, goto);
    if (javaScriptEnabled && awaitLive) {
      // Live-page specs act on the live app; the time before it has its own spec (before-live.spec.ts).
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await waitUntilLive(page);
        return response;
      };
    }
    const refused = await servePhotosLocally(context);
    await use(page);
    expect(refused, "photo addresses the stock-photo host would refuse").toEqual([]);
    if (named.length > 0) {
      const unnamed = [...opened].filter((path) => !named.includes(path));
      expect(unnamed, "pages the test opened that its opens([...]) does not name").toEqual([]);
    }
  },
  allowConsoleErrors: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const unexpected: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() !== "error") return;
        const text = message.text();
        // The browser reports the 404 status of a not-found document itself; that status is intended.
        if (text.includes("status of 404") && message.location().url === page.url()) return;
        if (!allowed.some((pattern) => pattern.test(text))) unexpected.push(`console.error: ${text}`);
      };
      const onPageError = (error: Error) => {
        if (!allowed.some((pattern) => pattern.test(error.message))) unexpected.push(`page error: ${error.message}`);
      };
      page.on("console", onConsole);
      page.on("pageerror", onPageError);
      await use((pattern) => {
        allowed.push(pattern);
      });
      // A page can outlive the test (the story specs keep one per worker): the next test listens afresh.
      page.off("console", onConsole);
      page.off("pageerror", onPageError);
      expect(unexpected, "the page logged errors the test did not expect").toEqual([]);
    },
    { auto: true },
  ],
  beforeLive: async ({ page }, use) => {
    const releaseScripts = await holdBack(page, "**/assets/**/*.js");
    await use({
      open: (path) => (unwrappedGoto.get(page) ?? page.goto)(path),
      goLive: async () => {
        releaseScripts();
        await waitUntilLive(page);
      },
    });
  },
});

/** Holds back every request matching the pattern until the returned function is called. */
export async function holdBack(page: Page, pattern: string | RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.fallback();
  });
  return release;
}

/** Waits for the app's public signal that React has taken the prerendered page over (`<html data-live>`). */
export async function waitUntilLive(page: Page) {
  await page.locator(`html[${LIVE_ATTRIBUTE}]`).waitFor({ state: "attached" });
}

/**
 * axe's violations of the standard (a11y-standard.ts), one line per rule, checked in the page itself as the
 * engines check theirs. axe-core's script runs once per document, at its first check (a catalogue page
 * keeps it from story to story), and only the violations come back. @axe-core/playwright's AxeBuilder ran
 * the 550 kB script twice per check and brought axe's whole results back: about 0.45 core-seconds more a
 * check (decision 0007, "axe in the page").
 */
export async function axeViolations(page: Page, scope?: AxeScope): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return summarizeViolations(await page.evaluate(axeInPage, atStandard(scope)));
}

/** axe's check at our standard: zero violations allowed. */
export async function expectNoA11yViolations(page: Page) {
  expect(await axeViolations(page), "axe found accessibility violations").toEqual([]);
}

/**
 * Waits for what makes a screenshot stable: web fonts loaded and every image
 * decoded, lazy ones included (a full-page capture does not scroll them in), and
 * photos further down given their files, which happens as React adopts their part of the page
 * (all but `waitingPhotos`, on a page meant to show some still waiting).
 */
export async function settleForScreenshot(page: Page, { waitingPhotos = 0 } = {}) {
  await expect(page.locator(WAITING_PHOTOS)).toHaveCount(waitingPhotos);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map((img) => {
        img.loading = "eager";
        return img.decode().catch(() => undefined);
      }),
    );
  });
}
