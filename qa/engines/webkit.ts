/**
 * WebKit: Debian's WebKitGTK (its MiniBrowser), driven over W3C WebDriver by selenium-webdriver
 * through WebKitWebDriver, which runs under xvfb-run (MiniBrowser needs a display).
 *
 */
import { type ChildProcess, spawn } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { Builder, By, Key, Origin, type WebDriver } from "selenium-webdriver";
import { choosePorts } from "#qa/support/ports.ts";
import { waitFor, withTimeout } from "#qa/support/wait.ts";
import type { Engine, EngineDriver } from "./driver.ts";
import { packageVersion } from "./package-version.ts";

const MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
const SESSION_TIMEOUT_MS = 30_000;
const KEYS = { Escape: Key.ESCAPE, Tab: Key.TAB, Enter: Key.ENTER };

/**
 * WebDriver classic cannot read the console, so each new document gets a watch of its own:
 * console.error and uncaught errors are noted in the page, where `takeErrors` reads them.
 */
function watchConsole(url: string): "installed" | "late" | "not yet" {
  const page = window as unknown as { engineErrors?: string[] };
  if (location.href !== url || page.engineErrors) return "not yet";
  const errors: string[] = [];
  page.engineErrors = errors;
  const original = console.error;
  console.error = (...args: unknown[]) => {
    errors.push(`console.error: ${args.map(String).join(" ")}`);
    original.apply(console, args);
  };
  window.addEventListener("error", (event) => errors.push(`page error: ${event.message}`));
  window.addEventListener("unhandledrejection", (event) => errors.push(`page error: ${String(event.reason)}`));
  // Once the page is live, errors from taking it over could have gone by unseen.
  return document.documentElement.hasAttribute("data-live") ? "late" : "installed";
}

const readErrors = () => (window as unknown as { engineErrors?: string[] }).engineErrors?.splice(0) ?? [];

const newSession = (driverPort: number) =>
  new Builder()
    .usingServer(`http://127.0.0.1:${driverPort}`)
    .withCapabilities({
      browserName: "MiniBrowser",
      "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation"] },
      // Stock photos go to a port where nothing listens: refused at once, never waited for.
      proxy: { proxyType: "manual", sslProxy: "127.0.0.1:9", noProxy: ["localhost", "127.0.0.1"] },
      // `goto` waits for the load itself, after it has started watching the new document's console.
      pageLoadStrategy: "none",
    })
    .build();

/** WebKitWebDriver on a free port (or ENGINES_WEBKIT_DRIVER_PORT, if nothing answers there). */
async function startDriver(): Promise<{ child: ChildProcess; port: number }> {
  const { ENGINES_WEBKIT_DRIVER_PORT: port } = await choosePorts(["ENGINES_WEBKIT_DRIVER_PORT"], process.env);
  // Its own process group, so that stopping it also stops Xvfb and the browser.
  const child = spawn("xvfb-run", ["--auto-servernum", "WebKitWebDriver", `--port=${port}`], {
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitFor(
    `WebKitWebDriver on port ${port}`,
    () =>
      fetch(`http://127.0.0.1:${port}/status`).then(
        (r) => r.ok,
        () => false,
      ),
    Boolean,
  );
  return { child, port };
}

export const webkit: Engine = {
  name: "WebKit",
  via: `WebKitGTK MiniBrowser over W3C WebDriver (WebKitWebDriver, xvfb-run), selenium-webdriver ${packageVersion("selenium-webdriver")}`,
  programs: ["/usr/bin/WebKitWebDriver", "/usr/bin/xvfb-run", MINIBROWSER],
  async launch(siteOrigin) {
    // Now and then WebKitWebDriver waits for ever for a MiniBrowser that never came up (twice in some
    // fifty starts on a loaded machine); a second driver has always started it.
    let started: { session: WebDriver; stopDriver: () => void } | undefined;
    for (let attempt = 1; !started; attempt++) {
      const { child, port } = await startDriver();
      const stopDriver = () => {
        try {
          if (child.pid) process.kill(-child.pid);
        } catch {
          // Already stopped.
        }
      };
      process.once("exit", stopDriver);
      try {
        started = {
          session: await withTimeout(newSession(port), SESSION_TIMEOUT_MS, "starting MiniBrowser"),
          stopDriver,
        };
      } catch (error) {
        stopDriver();
        if (attempt === 2) throw error;
      }
    }
    const { session, stopDriver } = started;
    const version = String((await session.getCapabilities()).get("browserVersion"));
    const earlierErrors: string[] = [];

    const driver: EngineDriver = {
      engine: { name: "WebKit", version },
      async goto(path) {
        const url = new URL(path, siteOrigin).href;
        // The watch races the page's scripts (which wait for the stylesheet, the font and the photo);
        // should the page win, it is loaded once more rather than watched only in part.
        for (let attempt = 1; ; attempt++) {
          earlierErrors.push(...(await session.executeScript<string[]>(readErrors)));
          await session.get(url);
          const watch = await waitFor(
            `the document at ${url}`,
            () => session.executeScript<string>(watchConsole, url),
            (state) => state !== "not yet",
            undefined,
            0, // the sooner the watch, the surer it comes before the page's scripts
          );
          if (watch === "installed") break;
          if (attempt === 3) throw new Error(`${url} went live before its console could be watched, 3 times`);
        }
        await waitFor(
          `${url} to load`,
          () => session.executeScript(() => document.readyState),
          (s) => s === "complete",
        );
        // WebKit's navigation timing has no responseStatus (2.50): the page asks for itself once more.
        return session.executeScript<number>(() =>
          fetch(location.href, { method: "HEAD", cache: "no-store" }).then((response) => response.status),
        );
      },
      evaluate: (fn, ...args) => session.executeScript(fn, ...args),
      async runScript(source) {
        await session.executeScript(source);
      },
      async click(selector) {
        const element = await session.findElement(By.css(selector));
        // WebKitWebDriver scrolls a control into view the page's way, smoothly here, and then finds it
        // not yet in view ("not interactable"): bring it there at once first. One already in view
        // stays where it is (scrollIntoView would move the sticky header's links below the scroll padding).
        await session.executeScript((target: Element) => {
          const { top, bottom } = target.getBoundingClientRect();
          if (top < 0 || bottom > window.innerHeight) target.scrollIntoView({ block: "center", behavior: "instant" });
        }, element);
        await element.click();
      },
      clickAt: (x, y) => session.actions().move({ x, y, origin: Origin.VIEWPORT }).click().perform(),
      type: async (selector, text) => (await session.findElement(By.css(selector))).sendKeys(text),
      press: (key) => session.actions().sendKeys(KEYS[key]).perform(),
      async resize(width, height) {
        // The window's size includes MiniBrowser's toolbar: size it once, then make up the difference.
        const browserWindow = session.manage().window();
        await browserWindow.setRect({ width, height });
        const [innerWidth, innerHeight] = await session.executeScript<number[]>(() => [
          window.innerWidth,
          window.innerHeight,
        ]);
        await browserWindow.setRect({ width: 2 * width - innerWidth, height: 2 * height - innerHeight });
      },
      async takeErrors() {
        return [...earlierErrors.splice(0), ...(await session.executeScript<string[]>(readErrors))];
      },
      async screenshot(file) {
        await writeFile(file, await session.takeScreenshot(), "base64");
      },
      async close() {
        await session.quit().finally(stopDriver);
      },
    };
    return driver;
  },
};
