/**
 * WebKit: Debian's WebKitGTK (its MiniBrowser), driven over W3C WebDriver by selenium-webdriver
 * through WebKitWebDriver, on a display of its own (Xvfb: MiniBrowser needs one).
 *
 */
import { spawn } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { Builder, By, Key, Origin, type WebDriver } from "selenium-webdriver";
import type { Command } from "selenium-webdriver/lib/command.js";
import { choosePorts, WAIT_TIMEOUT_MS, waitFor } from "#qa/support/index.ts";
import { answerWithin, COMMAND_LIMIT_MS, NoAnswer } from "./answering.ts";
import { startDisplay, XVFB } from "./display.ts";
import { type DocumentFront, readErrors, startDocumentFront } from "./document-front.ts";
import type { Engine, EngineDriver } from "./driver.ts";
import { packageVersion } from "./package-version.ts";
import { killTree } from "./process-tree.ts";

const MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
const SESSION_TIMEOUT_MS = 30_000;
const KEYS = { Escape: Key.ESCAPE, Tab: Key.TAB, Enter: Key.ENTER };

/**
 * How long a script may leave its promise unsettled before WebKit itself answers "script timeout": below
 * our own limit, so that a page that is alive but never settled is told apart from a browser that is
 * silent (answering.ts).
 */
export const SCRIPT_LIMIT_MS = COMMAND_LIMIT_MS / 2;
/** How long each question asked of a browser that stopped answering may wait (`stallSigns`). */
const SIGN_LIMIT_MS = 3_000;

/**
 * What the session asks of MiniBrowser. The site and the catalogue (http) go through the run's document
 * front (document-front.ts, at `frontAddress`); stock photos (https) to a port where nothing listens:
 * refused at once, never waited for. No `noProxy` list: WebKitGTK 2.50 reads it past its end when it
 * makes the session's proxy settings (`webkit_network_proxy_settings_new`, then g_strdupv), and
 * MiniBrowser died at start in about one start in ten on a busy machine (decision 0010).
 */
export const sessionCapabilities = (frontAddress: string) => ({
  browserName: "MiniBrowser",
  "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation"] },
  proxy: { proxyType: "manual", httpProxy: frontAddress, sslProxy: "127.0.0.1:9" },
  // `get` comes back at once: `goto` then waits for the document front's word that the page has loaded.
  pageLoadStrategy: "none",
  timeouts: { script: SCRIPT_LIMIT_MS },
});

const newSession = (driverPort: number, frontAddress: string) =>
  new Builder()
    .usingServer(`http://127.0.0.1:${driverPort}`)
    .withCapabilities(sessionCapabilities(frontAddress))
    .build();

/** One question to a browser that stopped answering: its answer, or that none came. */
const askWithin = <T>(what: string, work: Promise<T>, say: (answer: T) => string) =>
  answerWithin(work, SIGN_LIMIT_MS, what).then(
    (answer) => `${what}: ${say(answer)}`,
    (error: Error) =>
      `${what}: ${error instanceof NoAnswer ? `no answer within ${SIGN_LIMIT_MS / 1000} s` : error.message.split("\n")[0]}`,
  );

/** WebKitWebDriver on a free port (or ENGINES_WEBKIT_DRIVER_PORT, if nothing answers there), on a display of its own. */
async function startDriver(): Promise<{ port: number; pid: number | undefined; stop: () => void }> {
  const { ENGINES_WEBKIT_DRIVER_PORT: port } = await choosePorts(["ENGINES_WEBKIT_DRIVER_PORT"], process.env);
  const display = await startDisplay();
  const child = spawn("WebKitWebDriver", [`--port=${port}`], {
    detached: true,
    env: {
      ...process.env,
      DISPLAY: display.name,
      // Painted by the CPU on one thread: with the GPU path (Mesa's software GL under Xvfb) or several
      // painting threads, text edges came out a little differently from one run to the next.
      WEBKIT_SKIA_ENABLE_CPU_RENDERING: "1",
      WEBKIT_SKIA_CPU_PAINTING_THREADS: "0",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  // The driver, the browser it started and the browser's own processes, then the display.
  const stop = () => {
    killTree(child.pid);
    display.stop();
  };
  process.once("exit", stop);
  try {
    await waitFor(
      `WebKitWebDriver on port ${port}`,
      () =>
        fetch(`http://127.0.0.1:${port}/status`).then(
          (r) => r.ok,
          () => false,
        ),
      Boolean,
    );
  } catch (error) {
    stop();
    throw error;
  }
  return { port, pid: child.pid, stop };
}

/** How much of a script a hang's words show: enough to tell the driver's scripts apart. */
const SCRIPT_OPENING = 80;

/**
 * A command in a hang's words: its name, and for a script the opening of its source (selenium-webdriver
 * sends a function as `return (…).apply(null, arguments);`), since every script shares one command name.
 */
function commandWords(command: Command): string {
  const words = `WebDriver's ${command.getName()}`;
  const script: unknown = command.getParameter("script");
  if (typeof script !== "string") return words;
  const source = script
    .replace(/^return \(/, "")
    .replace(/\)\.apply\(null, arguments\);$/, "")
    .replaceAll(/\s+/g, " ");
  const opening = source.length > SCRIPT_OPENING ? `${source.slice(0, SCRIPT_OPENING)}…` : source;
  return `${words} (${opening})`;
}

/**
 * Every command of the session answered within the limit, or failed as unanswered (answering.ts): a
 * frozen MiniBrowser leaves WebKitWebDriver's answer pending for ever.
 */
export function boundCommands(session: Pick<WebDriver, "execute">) {
  const execute = session.execute.bind(session);
  session.execute = (command) => answerWithin(execute(command), COMMAND_LIMIT_MS, commandWords(command));
}

/**
 * How long the page may take to see a new window size: past it the sizing reads the size as it is and
 * stops where nothing changed, and the callers check the size they got. It never took so long so far.
 */
const RESIZE_LIMIT_MS = 5_000;

/**
 * Sizes the window so that its viewport is width × height: the window's size includes MiniBrowser's
 * toolbar, so it is set, measured and corrected until the viewport is right or stops changing (it
 * cannot be narrower than the toolbar; the caller reads `innerWidth` back). The window takes a new
 * size at once but the page sees it a moment later, so each change is waited for until the page has
 * it: read at once, the old size passed for the new one, and a resize still on its way then landed
 * after the next (a whole-page shot of 801 px for 800).
 */
export async function sizeViewport(session: WebDriver, width: number, height: number) {
  const browserWindow = session.manage().window();
  let last = "";
  for (let attempt = 1; attempt <= 4; attempt++) {
    const rect = await browserWindow.getRect();
    const [innerWidth, innerHeight] = await session.executeScript<number[]>(() => [
      window.innerWidth,
      window.innerHeight,
    ]);
    const seen = `${innerWidth}x${innerHeight}`;
    if (seen === `${width}x${height}` || seen === last) return;
    last = seen;
    const set = await browserWindow.setRect({
      width: rect.width + width - innerWidth,
      height: rect.height + height - innerHeight,
    });
    // A window that kept its size (at the toolbar's width) gives the page nothing to see.
    if (set.width === rect.width && set.height === rect.height) return;
    await session.executeAsyncScript(
      (before: string, limit: number, done: () => void) => {
        if (`${window.innerWidth}x${window.innerHeight}` !== before) return done();
        const timer = setTimeout(done, limit);
        const resized = () => {
          clearTimeout(timer);
          done();
        };
        window.addEventListener("resize", resized, { once: true });
      },
      seen,
      RESIZE_LIMIT_MS,
    );
  }
}

/**
 * Opens `url` and waits until its document has loaded; returns the status it got. The document before is
 * read first (its console's last errors go to `earlierErrors`), while it is still whole; then nothing is
 * sent to the browser between `get` and the new document's word that it has loaded (document-front.ts):
 * WebKit lost a script's answer, now and then, sent while a fresh MiniBrowser's first page was still on
 * its way (decision 0010).
 */
export async function openDocument(
  session: Pick<WebDriver, "executeScript" | "get">,
  front: Pick<DocumentFront, "loaded">,
  url: string,
  earlierErrors: string[],
): Promise<number> {
  earlierErrors.push(...(await session.executeScript<string[]>(readErrors)));
  const load = front.loaded(url, WAIT_TIMEOUT_MS);
  try {
    await session.get(url);
  } catch (error) {
    load.cancel();
    throw error;
  }
  await load.done;
  // WebKit's navigation timing has no responseStatus (2.50): the page asks for itself once more.
  return session.executeScript<number>(() =>
    fetch(location.href, { method: "HEAD", cache: "no-store" }).then((response) => response.status),
  );
}

/**
 * What a WebKit that stopped answering still answers, each asked within a few seconds: the window handles,
 * which the browser's UI process answers alone, and the title, which the page must answer. Silence from
 * both is a browser gone quiet; handles without a title, a page that no longer answers.
 */
export const stallSigns = async (session: Pick<WebDriver, "getAllWindowHandles" | "getTitle">) =>
  [
    await askWithin("window handles (the browser's own)", session.getAllWindowHandles(), (handles) =>
      String(handles.length),
    ),
    await askWithin("title (the page's)", session.getTitle(), (title) => JSON.stringify(title)),
  ].join("; ");

export const webkit: Engine = {
  name: "WebKit",
  via: `WebKitGTK MiniBrowser over W3C WebDriver (WebKitWebDriver, Xvfb), selenium-webdriver ${packageVersion("selenium-webdriver")}`,
  programs: ["/usr/bin/WebKitWebDriver", XVFB, MINIBROWSER],
  async launch(origins) {
    const front = await startDocumentFront([origins.origin, ...(origins.catalogue ? [origins.catalogue] : [])]);
    // WebKitWebDriver waits for ever for a MiniBrowser that died at start (it did, with a noProxy list:
    // sessionCapabilities): one that has not come up within 30 s gets one more driver.
    let started: { session: WebDriver; stopDriver: () => void; pid: number | undefined } | undefined;
    for (let attempt = 1; !started; attempt++) {
      const { port, pid, stop } = await startDriver().catch((error: unknown) => {
        front.stop();
        throw error;
      });
      const stopDriver = () => {
        stop();
        front.stop();
      };
      try {
        started = {
          session: await answerWithin(newSession(port, front.address), SESSION_TIMEOUT_MS, "starting MiniBrowser"),
          stopDriver,
          pid,
        };
      } catch (error) {
        stop();
        if (attempt === 2) {
          front.stop();
          throw error;
        }
      }
    }
    const { session, stopDriver, pid } = started;
    boundCommands(session);
    const version = String((await session.getCapabilities()).get("browserVersion"));
    const earlierErrors: string[] = [];

    const driver: EngineDriver = {
      engine: { name: "WebKit", version },
      goto: (path) => openDocument(session, front, new URL(path, origins.origin).href, earlierErrors),
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
      resize: (width, height) => sizeViewport(session, width, height),
      async takeErrors() {
        return [...earlierErrors.splice(0), ...(await session.executeScript<string[]>(readErrors))];
      },
      async screenshot(file) {
        await writeFile(file, await session.takeScreenshot(), "base64");
      },
      // WebDriver draws only the viewport: the window is made as long as the page while the shots are
      // taken, then given its size back. The page is at least as tall as the viewport (min-h-dvh), and
      // each shot checks that it did not grow with the window. Fixed parts sit at the long window's foot,
      // and the page's own rules apply to so tall a window (the back-to-top button shows on long pages).
      // What the longer window uncovers is painted a frame or more later. The window is first made a pixel
      // longer still, so that it always changes size: a new size repaints all of it, whereas a page as long
      // as the window (a story) kept the parts repainted after a state change, whose edge pixels then
      // differed from one browser session to the next (decision 0009).
      async wholePage(use) {
        const [width, height, length] = await session.executeScript<number[]>(() => [
          window.innerWidth,
          window.innerHeight,
          document.documentElement.scrollHeight,
        ]);
        try {
          await sizeViewport(session, width, length + 1);
          await sizeViewport(session, width, length);
          const reached = await session.executeScript<number>(() => window.innerHeight);
          if (reached !== length)
            throw new Error(`WebKit made its viewport ${reached} px long, not the page's ${length} px`);
          return await use(async () => {
            await session.executeAsyncScript((done: () => void) =>
              requestAnimationFrame(() => requestAnimationFrame(() => done())),
            );
            // A page that grew with the window (a vh-tall part) would be cut off at the window's foot.
            const [viewport, page] = await session.executeScript<number[]>(() => [
              window.innerHeight,
              document.documentElement.scrollHeight,
            ]);
            if (page !== viewport) throw new Error(`the page grew to ${page} px in a window ${viewport} px long`);
            return Buffer.from(await session.takeScreenshot(), "base64");
          });
        } finally {
          await sizeViewport(session, width, height);
        }
      },
      async close() {
        await session.quit().then(stopDriver, stopDriver);
      },
      stallSigns: () => stallSigns(session),
      kill: stopDriver,
      // The driver, above MiniBrowser and its web and network processes.
      pid,
    };
    return driver;
  },
};
