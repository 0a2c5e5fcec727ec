/**
 * The time before a page is live.
 *
 * Prerendered pages are complete, and usually painted, before their scripts have run
 * (src/build/paint-first.ts), so a visitor can tap a control before React has taken the page over. Links and the
 * contact form work as plain HTML then. The few controls whose job only script can
 * do declare how a tap before live is handled, with `beforeLiveTap(…)`:
 *
 * - "toggle": a disclosure button (the small-screen menu). The inline script flips
 *   its `aria-expanded`, which the stylesheet turns into the open or closed menu;
 *   the component adopts that state when it hydrates.
 * - "replay": the tap is kept, and replayed once the page is live, exactly once
 *   (the store badges' console message, copying a link).
 *
 * Photos below the first screen wait for it to go live (StockImage), so that they do not share the
 * slow connection with the scripts; the ones the first screen shows start at its first frame, and a
 * scroll before live starts the rest at once.
 *
 * The inline script runs from the page's head, so it listens before anything is
 * painted. Until `goLive()` it owns the clicks on these controls (React, which
 * starts listening before it has finished hydrating, never sees them); `goLive()`,
 * called once React has hydrated the page, stops it, replays what it kept and
 * raises the public signal that the page is live. Angular's event replay and
 * JSAction work the same way.
 */

export type BeforeLiveTap = "toggle" | "replay";

const ATTRIBUTE = "data-before-live";
/** The inline script's handover function on `window`: stops listening, returns the kept controls. */
const HANDOVER = "__vormisGoLive";

/**
 * Where a photo further down keeps its file's addresses and `sizes` until it may fetch them. The
 * script and StockImage write these names out (a shared constant would ship in the scripts too);
 * the unit specs hold them to these.
 */
export const DEFERRED_PHOTO = {
  src: "data-src",
  srcset: "data-srcset",
  sizes: "data-sizes",
} as const;

/**
 * The `src` of a photo that waits: an empty SVG written into the page itself, so it costs no request
 * (the CSP's `img-src` allows `data:`); valid HTML wants an `img` to have a file. It has no size of
 * its own, so the box stays the one the photo's width and height reserve, and it draws nothing.
 * Written out by hand, percent-encoded: the bytes ship in the scripts.
 */
export const WAITING_PHOTO_SRC = "data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'/%3E";
/** The photos still waiting: their file is still the stand-in (the only images the site writes into a page). */
export const WAITING_PHOTOS = 'img[src^="data:"]';

/** Props that say how a control handles a tap before the page is live. */
export function beforeLiveTap(tap: BeforeLiveTap) {
  return { [ATTRIBUTE]: tap } as { "data-before-live": BeforeLiveTap };
}

/**
 * The inline script in every page's head. Plain ES2020, no imports: it runs before any module.
 * No comments inside: the text ships in every page and in the scripts. Photos waiting for live
 * (StockImage) start sooner here: the ones on the first screen at its first frame (laid out with
 * the stylesheet by then, so a wide screen's first row counts), the rest at any scroll, and every
 * one at the handover (a part React adopts later would otherwise keep them waiting). Starting one
 * copies its data attributes onto the properties of the same name (`data-sizes` → `sizes`, then
 * `srcset`, then `src`: StockImage writes them in that order and no other).
 */
export const BEFORE_LIVE_SCRIPT = `(() => {
  const kept = [];
  const onTap = (event) => {
    const control = event.target instanceof Element ? event.target.closest("[${ATTRIBUTE}]") : null;
    if (!control) return;
    event.stopImmediatePropagation();
    if (control.getAttribute("${ATTRIBUTE}") === "toggle") {
      control.setAttribute("aria-expanded", String(control.getAttribute("aria-expanded") !== "true"));
    } else {
      kept.push(control);
    }
  };
  const startPhotos = (onScreenOnly) => {
    for (const img of document.querySelectorAll('img[src^="data:"]')) {
      if (onScreenOnly && img.getBoundingClientRect().top >= innerHeight) continue;
      Object.assign(img, img.dataset);
    }
  };
  document.addEventListener("DOMContentLoaded", () => requestAnimationFrame(() => startPhotos(true)));
  const onScroll = () => startPhotos(false);
  document.addEventListener("click", onTap, true);
  addEventListener("scroll", onScroll, { passive: true });
  window.${HANDOVER} = () => {
    document.removeEventListener("click", onTap, true);
    removeEventListener("scroll", onScroll);
    startPhotos(false);
    return kept.splice(0);
  };
})();`;

/** The public signal that React has taken the page over: the specs and the benchmark wait for it. */
export const LIVE_ATTRIBUTE = "data-live";

type HandoverWindow = Window & { [HANDOVER]?: () => HTMLElement[] };

/** Ends the time before live: React handles every tap from now on, starting with the ones kept for it. */
export function goLive() {
  const handover = (window as HandoverWindow)[HANDOVER];
  delete (window as HandoverWindow)[HANDOVER];
  // Stryker disable next-line ArrayDeclaration: only without the inline script, and replay skips what is no element
  const kept = handover?.() ?? [];
  performance.mark("live");
  // Stryker disable next-line StringLiteral: the signal is the attribute's presence; nothing reads its value
  document.documentElement.setAttribute(LIVE_ATTRIBUTE, "");
  // In a task of its own, not inside React's effect: a kept control in a part React has not
  // adopted yet makes React adopt it first, which it can do only when it is not busy committing.
  setTimeout(() => replay(kept));
}

function replay(kept: HTMLElement[]) {
  for (const control of kept) if (control.isConnected) control.click();
}
