/** Delay between a page change and the scroll that follows it. */
export const NAV_SCROLL_DELAY_MS = 100;

/** Where a scroll can go: the top of the page, or a section by its id. */
export type ScrollTarget = "top" | "bottom" | { section: string };

function behavior(): ScrollBehavior {
  const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  return reduce ? "auto" : "smooth";
}

/** Smooth-scrolls (or jumps, for visitors who prefer reduced motion). */
export function scrollToTarget(target: ScrollTarget) {
  if (target === "top") {
    window.scrollTo({ top: 0, behavior: behavior() });
    return;
  }
  if (target === "bottom") {
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: behavior() });
    return;
  }
  const element = document.getElementById(target.section);
  if (!element) return;
  element.scrollIntoView({ behavior: behavior(), block: "start" });
  // Keyboard and screen-reader users continue from the section they asked for.
  if (element.tabIndex === -1) element.focus({ preventScroll: true });
}
