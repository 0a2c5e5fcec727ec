import type { WebDriver } from "selenium-webdriver";
import { Command } from "selenium-webdriver/lib/command.js";
import { describe, expect, it } from "vitest";
import { commandWords, SESSION_CAPABILITIES, sizeViewport } from "./webkit.ts";

describe("WebKit's session", () => {
  it("sends the stock photos (https) to a port where nothing listens, and names no noProxy list, on which WebKitGTK 2.50's MiniBrowser crashed at start", () => {
    expect(SESSION_CAPABILITIES.proxy).toEqual({ proxyType: "manual", sslProxy: "127.0.0.1:9" });
    expect(Object.keys(SESSION_CAPABILITIES.proxy)).not.toContain("noProxy");
  });

  it("names a command that went unanswered with the opening of its script, so that a hang says which script it was in", () => {
    // As selenium-webdriver sends a function: its source, wrapped to take the arguments.
    const script = new Command("executeScript").setParameter(
      "script",
      `return (() => fetch(location.href, { method: "HEAD", cache: "no-store" })\n    .then((response) => response.status)).apply(null, arguments);`,
    );
    expect(commandWords(script)).toBe(
      `WebDriver's executeScript (() => fetch(location.href, { method: "HEAD", cache: "no-store" }) .then((respons…)`,
    );
    expect(
      commandWords(
        new Command("executeAsyncScript").setParameter(
          "script",
          "return (function nextFrames(done) {}).apply(null, arguments);",
        ),
      ),
    ).toBe("WebDriver's executeAsyncScript (function nextFrames(done) {})");
    expect(commandWords(new Command("takeScreenshot"))).toBe("WebDriver's takeScreenshot");
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
