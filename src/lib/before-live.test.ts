// @vitest-environment jsdom
// Testing Library's DOM matchers (toHaveAttribute, toHaveFocus): the modules project has no setup file that adds them.
import "@testing-library/jest-dom/vitest";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  BEFORE_LIVE_SCRIPT,
  beforeLiveTap,
  DEFERRED_PHOTO,
  goLive,
  LIVE_ATTRIBUTE,
  WAITING_PHOTO_SRC,
  WAITING_PHOTOS,
} from "./before-live";

/** A prerendered page as the inline script meets it: controls in the HTML, no React yet. */
function prerenderedPage() {
  document.body.innerHTML = `
    <button type="button" aria-expanded="false" data-before-live="${beforeLiveTap("toggle")["data-before-live"]}">Menüü</button>
    <button type="button" data-before-live="${beforeLiveTap("replay")["data-before-live"]}"><svg><path></path></svg>Laadi alla</button>
    <button type="button">Tavaline nupp</button>`;
  const [toggle, replayed, plain] = document.querySelectorAll("button");
  return { toggle, replayed, plain };
}

/** Runs the inline script as the browser does, from the page's head. */
const runInlineScript = () => new Function(BEFORE_LIVE_SCRIPT)();
/** The empty picture a waiting photo shows, as StockImage writes it. */
const STAND_IN = WAITING_PHOTO_SRC;

describe("taps before the page is live", () => {
  beforeEach(runInlineScript);
  afterEach(() => {
    vi.useRealTimers();
    goLive(); // whatever a test left listening stops here
    document.documentElement.removeAttribute(LIVE_ATTRIBUTE);
    document.body.innerHTML = "";
  });

  it("a toggle opens and closes at once, and no later listener (React's) sees the tap @before-live-links", () => {
    const { toggle } = prerenderedPage();
    const reactListener = vi.fn();
    document.addEventListener("click", reactListener);
    toggle.click();
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    toggle.click();
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(reactListener).not.toHaveBeenCalled();
  });

  it("a replayed control's taps reach the page once each, only when it goes live @before-live-taps", () => {
    const { replayed } = prerenderedPage();
    const handler = vi.fn();
    replayed.addEventListener("click", handler);
    replayed.querySelector("path")?.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    replayed.click();
    expect(handler).not.toHaveBeenCalled();

    vi.useFakeTimers();
    goLive();
    vi.runAllTimers();
    expect(handler).toHaveBeenCalledTimes(2);
    goLive();
    vi.runAllTimers();
    expect(handler, "a second handover replays nothing again").toHaveBeenCalledTimes(2);
  });

  it("controls without a before-live rule are left to the browser", () => {
    const { plain } = prerenderedPage();
    const handler = vi.fn();
    plain.addEventListener("click", handler);
    plain.click();
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it("once live, the script lets every tap through and the page says it is live", () => {
    const { toggle, replayed } = prerenderedPage();
    const handler = vi.fn();
    replayed.addEventListener("click", handler);
    expect(document.documentElement).not.toHaveAttribute(LIVE_ATTRIBUTE);
    goLive();
    expect(document.documentElement).toHaveAttribute(LIVE_ATTRIBUTE);
    expect(performance.getEntriesByName("live", "mark")).not.toHaveLength(0);
    replayed.click();
    toggle.click();
    expect(handler).toHaveBeenCalledTimes(1);
    expect(toggle, "React owns the toggle now").toHaveAttribute("aria-expanded", "false");
  });

  it("a kept control that is gone by the time the page is live is not replayed @before-live-taps", () => {
    const { replayed } = prerenderedPage();
    const handler = vi.fn();
    replayed.addEventListener("click", handler);
    replayed.click();
    replayed.remove();
    vi.useFakeTimers();
    goLive();
    vi.runAllTimers();
    expect(handler).not.toHaveBeenCalled();
  });

  it("a scroll before live starts the photos further down, which otherwise wait for the page to go live @pictures-photos-later", () => {
    document.body.innerHTML = `
      <img alt="Kaart" src="${STAND_IN}" ${DEFERRED_PHOTO.src}="/photo?w=600" ${DEFERRED_PHOTO.srcset}="/photo?w=400 400w, /photo?w=600 600w" ${DEFERRED_PHOTO.sizes}="100vw">`;
    const img = document.querySelector("img") as HTMLImageElement;
    window.dispatchEvent(new Event("scroll"));
    expect(img).toHaveAttribute("src", "/photo?w=600");
    expect(img).toHaveAttribute("srcset", "/photo?w=400 400w, /photo?w=600 600w");
    expect(img).toHaveAttribute("sizes", "100vw");
    // No longer waiting: the script's own selector (the one the specs wait on) passes it by.
    expect(BEFORE_LIVE_SCRIPT).toContain(WAITING_PHOTOS);
    expect(img.matches(WAITING_PHOTOS)).toBe(false);
  });

  it("going live starts every photo still waiting, even in a part React adopts later", () => {
    document.body.innerHTML = `<img alt="Kaart" src="${STAND_IN}" ${DEFERRED_PHOTO.src}="/photo?w=600">`;
    goLive();
    expect(document.querySelector("img")).toHaveAttribute("src", "/photo?w=600");
  });

  it("every scroll before live starts what has arrived since, not only the first", () => {
    window.dispatchEvent(new Event("scroll"));
    document.body.innerHTML = `<img alt="Kaart" src="${STAND_IN}" ${DEFERRED_PHOTO.src}="/photo?w=600">`;
    window.dispatchEvent(new Event("scroll"));
    expect(document.querySelector("img")).toHaveAttribute("src", "/photo?w=600");
  });
});
