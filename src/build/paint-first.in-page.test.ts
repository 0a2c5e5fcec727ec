// @vitest-environment jsdom
// paint-first.ts, its in-page part: the wait in every page's start script (in a page, so jsdom; the build step's own tests run under Node).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AFTER_FIRST_PAINT } from "./paint-first.ts";

/**
 * The wait in every page's start script, run in a page (jsdom) whose loading the test plays out:
 * which resources have arrived, whether the first contentful paint has happened, the load event.
 */
class FakePerformanceObserver {
  static supportedEntryTypes: string[] = ["resource", "paint"];
  static current: FakePerformanceObserver | undefined;
  observed: string[] = [];
  readonly callback: (list: { getEntries(): { name: string }[] }) => void;
  constructor(callback: (list: { getEntries(): { name: string }[] }) => void) {
    this.callback = callback;
    FakePerformanceObserver.current = this;
  }
  observe({ type }: { type: string }) {
    this.observed.push(type);
  }
  disconnect() {
    this.observed = [];
  }
}

/** The browser records entries: a resource by its URL, a paint by its name. */
function record(...names: string[]) {
  const observer = FakePerformanceObserver.current;
  observer?.callback({ getEntries: () => names.map((name) => ({ name })) });
}

const STYLESHEET = new URL("/assets/root.css", location.href).href;
const FONT = new URL("/assets/font.woff2", location.href).href;

/** Starts the wait as the page's start script does, and tells whether it has ended yet. */
async function startWaiting() {
  let ended = false;
  const wait = new Function(`return (async () => {\n${AFTER_FIRST_PAINT}\n})();`) as () => Promise<void>;
  wait().then(() => {
    ended = true;
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve));
  await settle();
  return {
    async ended() {
      await settle();
      return ended;
    },
  };
}

describe("the scripts wait for the first paint and what it needs @before-live-paint-first", () => {
  beforeEach(() => {
    document.head.innerHTML = `<link rel="stylesheet" href="/assets/root.css"><link rel="preload" as="font" href="/assets/font.woff2">`;
    document.body.innerHTML = "<h1>Meist</h1>";
    vi.spyOn(document, "readyState", "get").mockReturnValue("interactive");
    vi.stubGlobal("PerformanceObserver", FakePerformanceObserver);
    FakePerformanceObserver.supportedEntryTypes = ["resource", "paint"];
  });
  afterEach(() => {
    FakePerformanceObserver.current = undefined;
  });

  it("not while the page has not painted, though everything it needs has arrived", async () => {
    const waiting = await startWaiting();
    record(STYLESHEET, FONT);
    expect(await waiting.ended()).toBe(false);
    record("first-paint");
    expect(await waiting.ended()).toBe(false);
    record("first-contentful-paint");
    expect(await waiting.ended()).toBe(true);
  });

  it("not while the font is still on its way, though the page has painted", async () => {
    const waiting = await startWaiting();
    record(STYLESHEET, "first-contentful-paint");
    expect(await waiting.ended()).toBe(false);
    record(FONT);
    expect(await waiting.ended()).toBe(true);
  });

  it("not while the main photo is still on its way", async () => {
    document.body.innerHTML = `<img fetchpriority="high" alt="Jooksja">`;
    const photo = document.querySelector("img") as HTMLImageElement;
    vi.spyOn(photo, "complete", "get").mockReturnValue(false);
    const waiting = await startWaiting();
    record(STYLESHEET, FONT, "first-contentful-paint");
    expect(await waiting.ended()).toBe(false);
    vi.spyOn(photo, "complete", "get").mockReturnValue(true);
    photo.dispatchEvent(new Event("load"));
    expect(await waiting.ended()).toBe(true);
  });

  it("the load event counts as everything arrived, but the paint is still awaited", async () => {
    const waiting = await startWaiting();
    window.dispatchEvent(new Event("load"));
    expect(await waiting.ended()).toBe(false);
    record("first-contentful-paint");
    expect(await waiting.ended()).toBe(true);
  });

  it("a page in the background, which never paints, starts them at load", async () => {
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    const waiting = await startWaiting();
    expect(await waiting.ended()).toBe(false);
    window.dispatchEvent(new Event("load"));
    expect(await waiting.ended()).toBe(true);
  });

  it("a page sent to the background before its first paint starts them then", async () => {
    const waiting = await startWaiting();
    record(STYLESHEET, FONT);
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    document.dispatchEvent(new Event("visibilitychange"));
    expect(await waiting.ended()).toBe(true);
  });

  it("in a browser without paint timing, once everything has arrived", async () => {
    FakePerformanceObserver.supportedEntryTypes = ["resource"];
    const waiting = await startWaiting();
    record(STYLESHEET);
    expect(await waiting.ended()).toBe(false);
    record(FONT);
    expect(await waiting.ended()).toBe(true);
  });

  it("in a browser without resource timing, at the load event", async () => {
    vi.stubGlobal("PerformanceObserver", undefined);
    const waiting = await startWaiting();
    expect(await waiting.ended()).toBe(false);
    window.dispatchEvent(new Event("load"));
    expect(await waiting.ended()).toBe(true);
  });

  it("a page already loaded and painted (the script ran late) starts them at once", async () => {
    vi.spyOn(document, "readyState", "get").mockReturnValue("complete");
    const waiting = await startWaiting();
    record("first-contentful-paint");
    expect(await waiting.ended()).toBe(true);
  });
});
