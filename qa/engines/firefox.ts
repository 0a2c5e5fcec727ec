/**
 * Firefox: Debian's firefox-esr, driven by puppeteer-core over WebDriver BiDi.
 *
 */
import puppeteer, { type Browser, type BrowserContext, type KeyInput, type Page } from "puppeteer-core";
import { waitFor } from "#qa/support/index.ts";
import { answerWithin, COMMAND_LIMIT_MS } from "./answering.ts";
import type { Engine, EngineDriver } from "./driver.ts";
import { packageVersion } from "./package-version.ts";
import { killTree } from "./process-tree.ts";

const FIREFOX = "/usr/bin/firefox-esr";

/** puppeteer asks for a screen orientation too, which Firefox ESR 140 does not know yet; the size is set regardless. */
function tolerateUnknownCommand(error: unknown) {
  if (!(error instanceof Error && error.message.includes("unknown command"))) throw error;
}

export const firefox: Engine = {
  name: "Firefox",
  via: `firefox-esr over WebDriver BiDi, puppeteer-core ${packageVersion("puppeteer-core")}`,
  programs: [FIREFOX],
  async launch({ origin: siteOrigin }) {
    const browser = await puppeteer.launch({
      browser: "firefox",
      executablePath: FIREFOX,
      headless: true,
      // Every command over BiDi gets its answer within the limit, or fails as unanswered (answering.ts).
      protocolTimeout: COMMAND_LIMIT_MS,
      extraPrefsFirefox: {
        // The stock-photo host resolves to this machine, where nothing answers on 443: no photo is waited for.
        "network.dns.localDomains": "images.unsplash.com",
        // No spelling marks under a story's typed Estonian: Chromium draws none, and they come when the checker is done.
        "layout.spellcheckDefault": 0,
        // Headless, Firefox finds no pointer that hovers, so `@media (hover: hover)` (Tailwind's hover:) never
        // applies and a story's forced hover state would look as at rest: a fine pointer that hovers, as on a desktop.
        "ui.primaryPointerCapabilities": 6,
        "ui.allPointerCapabilities": 6,
      },
    });
    const kill = () => killTree(browser.process()?.pid);
    const [, version = ""] = (await browser.version()).split("/");
    return driverOn({ browser, page: await browser.newPage(), version, siteOrigin, kill });
  },
};

/** The browser a driver works in, and the page it works on (in a user context of its own, or the browser's first). */
interface FirefoxPage {
  browser: Browser;
  page: Page;
  context?: BrowserContext;
  version: string;
  siteOrigin: string;
  kill: () => void;
}

function driverOn({ browser, page, context, version, siteOrigin, kill }: FirefoxPage): EngineDriver {
  // A navigation or a wait of puppeteer's own that outlasts the limit is a browser that did not answer.
  page.setDefaultTimeout(COMMAND_LIMIT_MS);
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console.error: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`page error: ${error instanceof Error ? error.message : error}`));

  return {
    engine: { name: "Firefox", version },
    async goto(path) {
      const response = await page.goto(new URL(path, siteOrigin).href);
      return response?.status();
    },
    // puppeteer's own types also let element handles cross; the journeys pass and get JSON only.
    evaluate: (fn, ...args) => page.evaluate(fn as (...a: unknown[]) => unknown, ...args) as never,
    async runScript(source) {
      await page.evaluate(source);
    },
    click: (selector) => page.click(selector),
    clickAt: (x, y) => page.mouse.click(x, y),
    type: (selector, text) => page.type(selector, text),
    press: (key) => page.keyboard.press(key as KeyInput),
    async resize(width, height) {
      await page.setViewport({ width, height }).catch(tolerateUnknownCommand);
      await waitFor(
        `a viewport ${width} px wide`,
        () => page.evaluate(() => window.innerWidth),
        (w) => w === width,
      );
    },
    async takeErrors() {
      return errors.splice(0);
    },
    async screenshot(file) {
      await page.screenshot({ path: file as `${string}.png` });
    },
    // Drawn from the document beyond the viewport, which keeps its size (and so its vh) meanwhile.
    wholePage: (use) => use(async () => Buffer.from(await page.screenshot({ fullPage: true }))),
    /**
     * A user context of its own (Firefox keeps each one's cache, cookies and storage apart, as for its
     * containers) with a page in it, and this one's page closed: as a new browser would be, without
     * the seconds of a new profile's first start.
     */
    async startAfresh() {
      const fresh = await browser.createBrowserContext();
      const freshPage = await fresh.newPage();
      await (context ?? page).close();
      return driverOn({ browser, page: freshPage, context: fresh, version, siteOrigin, kill });
    },
    close: () => answerWithin(browser.close(), COMMAND_LIMIT_MS, "closing Firefox").catch(kill),
    kill,
    pid: browser.process()?.pid,
  };
}
