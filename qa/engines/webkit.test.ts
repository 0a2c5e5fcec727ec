import type { WebDriver } from "selenium-webdriver";
import { Command } from "selenium-webdriver/lib/command.js";
import { describe, expect, it, vi } from "vitest";
import { COMMAND_LIMIT_MS } from "./answering.ts";
import { readErrors, watchDocument } from "./document-front.ts";
import {
  boundCommands,
  openDocument,
  SCRIPT_LIMIT_MS,
  sessionCapabilities,
  sizeViewport,
  stallSigns,
} from "./webkit.ts";

describe("WebKit's session", () => {
  it("sends the site through the run's document front, the stock photos (https) to a port where nothing listens, and names no noProxy list, on which WebKitGTK 2.50's MiniBrowser crashed at start", () => {
    const { proxy } = sessionCapabilities("127.0.0.1:4321");
    expect(proxy).toEqual({ proxyType: "manual", httpProxy: "127.0.0.1:4321", sslProxy: "127.0.0.1:9" });
    expect(Object.keys(proxy)).not.toContain("noProxy");
  });

  it("lets WebKit itself answer a script whose promise never settles, before our own limit takes it for silence", () => {
    expect(sessionCapabilities("127.0.0.1:4321").timeouts).toEqual({ script: SCRIPT_LIMIT_MS });
    expect(SCRIPT_LIMIT_MS).toBeLessThan(COMMAND_LIMIT_MS);
  });

  it("names the script a hang was in, not only the command, since every script shares one command name", async () => {
    const frozen: Pick<WebDriver, "execute"> = { execute: () => new Promise<never>(() => {}) };
    boundCommands(frozen);
    // As selenium-webdriver sends a function: its source, wrapped to take the arguments.
    const sent = (name: string, fn?: string) => {
      const command = new Command(name);
      if (fn) command.setParameter("script", `return (${fn}).apply(null, arguments);`);
      return frozen.execute(command);
    };
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const answers = [
        sent("executeScript", String(watchDocument)),
        sent("executeAsyncScript", "function nextFrames(done) {}"),
        sent("takeScreenshot"),
      ].map((answer) => answer.then(String, (error: Error) => error.message));
      await vi.advanceTimersByTimeAsync(COMMAND_LIMIT_MS);
      const [watch, frames, shot] = await Promise.all(answers);
      // A long script: its opening, on one line, enough to tell it from the driver's other scripts.
      const within = ` within ${COMMAND_LIMIT_MS / 1000} s`;
      expect(watch).toMatch(
        /^no answer to WebDriver's executeScript \(function watchDocument\(loadedPath, ?serial ?\) \{ .{20,}…\) within /,
      );
      expect(watch.endsWith(within)).toBe(true);
      expect(frames).toBe(`no answer to WebDriver's executeAsyncScript (function nextFrames(done) {})${within}`);
      expect(shot).toBe(`no answer to WebDriver's takeScreenshot${within}`);
    } finally {
      vi.useRealTimers();
    }
  });
});

/**
 * A MiniBrowser window as WebDriver sees it: its rect includes a toolbar, it is no narrower than
 * `narrowest`, and the page sees a new size only once it is waited for (the resize event), as
 * WebKitGTK's page does a moment after the window took it.
 */
function slowWindow(width: number, height: number, { toolbar = 74, narrowest = 0 } = {}) {
  let rect = { x: 0, y: 0, width, height: height + toolbar };
  let seen = { width, height };
  let coming: typeof seen | undefined;
  const land = () => {
    if (coming) seen = coming;
    coming = undefined;
  };
  let waits = 0;
  const session = {
    manage: () => ({
      window: () => ({
        getRect: async () => ({ ...rect }),
        setRect: async (asked: { width: number; height: number }) => {
          rect = { ...rect, width: Math.max(narrowest, asked.width), height: asked.height };
          if (rect.width !== seen.width || rect.height - toolbar !== seen.height) {
            coming = { width: rect.width, height: rect.height - toolbar };
          }
          return { ...rect };
        },
      }),
    }),
    executeScript: async () => [seen.width, seen.height],
    executeAsyncScript: async () => {
      waits++;
      land();
    },
  };
  return {
    session: session as unknown as WebDriver,
    /** The size the page has once every resize on its way has landed. */
    settled: () => {
      land();
      return seen;
    },
    waits: () => waits,
  };
}

describe("WebKit's viewport", () => {
  it("waits for the page to see each new size, so that a resize on its way never lands after the next (an 801 px shot for 800)", async () => {
    const window = slowWindow(1280, 800);
    await sizeViewport(window.session, 1280, 801);
    await sizeViewport(window.session, 1280, 800);
    expect(window.settled()).toEqual({ width: 1280, height: 800 });
    expect(window.waits()).toBe(2);
  });

  it("stops where the window keeps its size (no narrower than its toolbar), waiting for no resize that will not come", async () => {
    const window = slowWindow(1280, 800, { narrowest: 500 });
    await sizeViewport(window.session, 390, 800);
    expect(window.settled()).toEqual({ width: 500, height: 800 });
    expect(window.waits()).toBe(1);
  });
});

describe("WebKit opening a page", () => {
  /** A session that notes every command, and whose `get` starts a navigation the test finishes when it likes. */
  function notingSession() {
    const sent: string[] = [];
    let finishNavigation = () => {};
    const session = {
      executeScript: async (script: unknown) => {
        sent.push(
          script === readErrors
            ? "the document before's errors"
            : `script ${String(script).includes("HEAD") ? "status" : "?"}`,
        );
        return [];
      },
      get: async (url: string) => {
        sent.push(`get ${url}`);
      },
    };
    let said = () => {};
    const front = {
      loaded: () => {
        const done = new Promise<void>((resolve) => {
          said = resolve;
        });
        finishNavigation = () => said();
        return { done, cancel: () => undefined };
      },
    };
    return { session: session as unknown as WebDriver, front, sent, finish: () => finishNavigation() };
  }

  it("sends nothing to the browser while the new document is on its way, however long it keeps its navigation open", async () => {
    const { session, front, sent, finish } = notingSession();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const opened = openDocument(session, front, "http://localhost:5000/", []);
      await vi.advanceTimersByTimeAsync(60_000);
      // The document before was read; then only `get`, and nothing after it while the page has not said it loaded.
      expect(sent).toEqual(["the document before's errors", "get http://localhost:5000/"]);
      finish();
      await opened;
      expect(sent.slice(2)).toEqual(["script status"]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("a WebKit that stopped answering", () => {
  it("is asked what still answers: the browser's own window handles, and the page's title, each within a bound", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const quietPage = stallSigns({
        getAllWindowHandles: async () => ["page-1"],
        getTitle: () => new Promise<never>(() => {}),
      });
      const failedTitle = stallSigns({
        getAllWindowHandles: () => new Promise<never>(() => {}),
        getTitle: () => Promise.reject(new Error("no such window\nstack")),
      });
      await vi.advanceTimersByTimeAsync(6_000);
      expect(await quietPage).toBe("window handles (the browser's own): 1; title (the page's): no answer within 3 s");
      expect(await failedTitle).toBe(
        "window handles (the browser's own): no answer within 3 s; title (the page's): no such window",
      );
    } finally {
      vi.useRealTimers();
    }
  });
});
