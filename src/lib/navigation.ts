import { PATHS } from "./paths";
import { hrefOfTarget, type ScrollTarget, SECTION_IDS } from "./scroll";

/**
 * What each main-menu entry does on each kind of page. This table is the code
 * form of the spec's navigation table: read them side by side.
 */
export const NAV_ENTRIES = ["Avaleht", "Meist", "Paketid", "Blogi", "Kontakt"] as const;
export type NavEntry = (typeof NAV_ENTRIES)[number];

export type NavAction =
  /** Stay on this page and scroll. */
  | { kind: "scroll"; target: ScrollTarget }
  /** Go to another page; optionally scroll there after NAV_SCROLL_DELAY_MS, or right away when chosen from the small-screen menu. */
  | { kind: "go"; to: string; thenAfterDelay?: ScrollTarget; thenFromMenu?: ScrollTarget }
  /** The entry for the page the visitor is on: nothing happens. */
  | { kind: "stay" };

export type PageKind = "home" | "about" | "contact" | "blog" | "article";

const go = (to: string, extra: Partial<Extract<NavAction, { kind: "go" }>> = {}): NavAction => ({
  kind: "go",
  to,
  ...extra,
});
const stay: NavAction = { kind: "stay" };

/** Every page but home follows the article page's rules. */
const awayFromHome: Record<NavEntry, NavAction> = {
  Avaleht: go(PATHS.home),
  Meist: go(PATHS.about),
  Paketid: go(PATHS.home, { thenAfterDelay: { section: SECTION_IDS.packages } }),
  Blogi: go(PATHS.blog, { thenFromMenu: "top" }),
  Kontakt: go(PATHS.contact),
};

export const NAV_RULES: Record<PageKind, Record<NavEntry, NavAction>> = {
  home: {
    Avaleht: { kind: "scroll", target: { section: SECTION_IDS.hero } },
    Meist: go(PATHS.about),
    Paketid: { kind: "scroll", target: { section: SECTION_IDS.packages } },
    Blogi: go(PATHS.blog, { thenAfterDelay: "top" }),
    Kontakt: go(PATHS.contact),
  },
  article: awayFromHome,
  about: { ...awayFromHome, Meist: stay },
  contact: { ...awayFromHome, Kontakt: stay },
  blog: { ...awayFromHome, Blogi: stay },
};

const KIND_OF_PATH: Record<string, PageKind> = {
  [PATHS.home]: "home",
  [PATHS.about]: "about",
  [PATHS.contact]: "contact",
  [PATHS.blog]: "blog",
};

/** A page's address as the site writes it: "/about/" and "/about//" are "/about"; home stays "/". */
function withoutTrailingSlashes(pathname: string): string {
  return pathname.replace(/\/+$/, "") || PATHS.home;
}

/** The kind of page a path shows; articles and unknown paths follow the article page's rules. */
export function pageKindOf(pathname: string): PageKind {
  return KIND_OF_PATH[withoutTrailingSlashes(pathname)] ?? "article";
}

/** The link target a menu entry shows (and follows without JavaScript). */
export function hrefOf(action: NavAction, currentPath: string): string {
  switch (action.kind) {
    case "scroll":
      return hrefOfTarget(action.target);
    case "go":
      return typeof action.thenAfterDelay === "object" ? `${action.to}#${action.thenAfterDelay.section}` : action.to;
    case "stay":
      // The page's own address, the same before and after React takes over ("/about", not "/about/").
      return withoutTrailingSlashes(currentPath);
  }
}
