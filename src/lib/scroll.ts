/** Delay between a page change and the scroll that follows it. */
export const NAV_SCROLL_DELAY_MS = 100;

/** The ids that in-page links and scrolls aim at, defined once. */
export const SECTION_IDS = {
  /** Home: the hero. */
  hero: "avaleht",
  /** Home: the package card. */
  packages: "paketid",
  /** Home and about: the closing download call. */
  download: "allalaadimine",
  /** Every page: the footer, the last thing on it. */
  pageEnd: "lehe-lopp",
} as const;

export type SectionId = (typeof SECTION_IDS)[keyof typeof SECTION_IDS];

/** Where a scroll can go: the top of the page, its bottom, or a section by its id. */
export type ScrollTarget = "top" | "bottom" | { section: SectionId };

/** The in-page link to a target, which the browser follows by itself before the page is live. */
export function hrefOfTarget(target: ScrollTarget): string {
  if (target === "top") return "#";
  // The footer is shorter than any screen, so jumping to it ends at the bottom.
  if (target === "bottom") return `#${SECTION_IDS.pageEnd}`;
  return `#${target.section}`;
}

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
  // Keyboard and screen-reader users continue from the section they asked for (one that cannot
  // take focus ignores this, and focus stays where it was).
  element.focus({ preventScroll: true });
}
