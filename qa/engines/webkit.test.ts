import type { WebDriver } from "selenium-webdriver";
import { Command } from "selenium-webdriver/lib/command.js";
import { describe, expect, it, vi } from "vitest";
import { COMMAND_LIMIT_MS } from "./answering.ts";
import { watchConsole } from "./console-watch.ts";
import { boundCommands, SESSION_CAPABILITIES, sizeViewport } from "./webkit.ts";

describe("WebKit's session", () => {
  it("sends the stock photos (https) to a port where nothing listens, and names no noProxy list, on which WebKitGTK 2.50's MiniBrowser crashed at start", () => {
    expect(SESSION_CAPABILITIES.proxy).toEqual({ proxyType: "manual", sslProxy: "127.0.0.1:9" });
    expect(Object.keys(SESSION_CAPABILITIES.proxy)).not.toContain("noProxy");
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
        sent("executeScript", String(watchConsole)),
        sent("executeAsyncScript", "function nextFrames(done) {}"),
        sent("takeScreenshot"),
      ].map((answer) => answer.then(String, (error: Error) => error.message));
      await vi.advanceTimersByTimeAsync(COMMAND_LIMIT_MS);
      const [watch, frames, shot] = await Promise.all(answers);
      // A long script: its opening, on one line, enough to tell it from the driver's other scripts.
      const within = ` within ${COMMAND_LIMIT_MS / 1000} s`;
      expect(watch).toMatch(
        /^no answer to WebDriver's executeScript \(function watchConsole\(url ?\) \{ .{40,}…\) within /,
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
