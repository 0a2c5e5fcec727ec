import { Menu, X } from "lucide";
import { type MouseEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { site } from "../content/site";
import { beforeLiveTap } from "../lib/before-live";
import { hrefOf, NAV_ENTRIES, NAV_RULES, type NavAction, pageKindOf } from "../lib/navigation";
import { NAV_SCROLL_DELAY_MS, type ScrollTarget, scrollToTarget } from "../lib/scroll";
import { Icon } from "./Icon";
import { Logo } from "./Logo";

export function Header() {
  const { pathname, key: visit } = useLocation();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  /** The scroll a menu entry asked for once the next page is there (see follow). */
  const scrollOnArrival = useRef<ScrollTarget | null>(null);
  const navId = useId();
  const rules = NAV_RULES[pageKindOf(pathname)];

  // A visitor may have opened the menu before the page went live (see src/lib/before-live.ts):
  // carry on from what the button says.
  // Stryker disable ArrayDeclaration: a constant dependency never changes, so the effect still runs once
  useEffect(() => {
    // Stryker disable next-line OptionalChaining: effects run only while the header is mounted, when the ref is set
    if (toggleRef.current?.getAttribute("aria-expanded") === "true") setMenuOpen(true);
  }, []);
  // Stryker restore ArrayDeclaration

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      // Stryker disable next-line OptionalChaining: handlers run only while the header is mounted, when the ref is set
      toggleRef.current?.focus();
    };
    const closeOnOutsideClick = (event: PointerEvent) => {
      // Stryker disable next-line OptionalChaining: handlers run only while the header is mounted, when the ref is set
      if (!headerRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener("keydown", closeOnEscape);
    document.addEventListener("pointerdown", closeOnOutsideClick);
    return () => {
      document.removeEventListener("keydown", closeOnEscape);
      // Stryker disable next-line CallExpression,StringLiteral: a leftover outside-click listener only closes a menu that is closed or closing anyway
      document.removeEventListener("pointerdown", closeOnOutsideClick);
    };
  }, [menuOpen]);

  // The delay counts from when the new page is on the screen: on a slow phone, drawing it can take
  // longer than the delay itself, and a scroll aimed at a section not there yet would go nowhere.
  // An effect runs once the page is committed. The scroll belongs to this visit only: the next one,
  // however the visitor gets there, cancels it if it has not happened yet.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per visit on purpose; the ref is read, not watched.
  useEffect(() => {
    const target = scrollOnArrival.current;
    scrollOnArrival.current = null;
    if (!target) return;
    const timer = window.setTimeout(() => scrollToTarget(target), NAV_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [visit]);

  async function follow(event: MouseEvent, action: NavAction) {
    event.preventDefault();
    setMenuOpen(false);
    if (action.kind === "scroll") scrollToTarget(action.target);
    if (action.kind !== "go") return;
    scrollOnArrival.current = action.thenAfterDelay ?? null;
    // A scroll of its own from the small-screen menu (open when this render drew the entry) starts where the
    // visitor was, so the glide shows: the new page is not put at its top first, as every other new page is.
    const glide = menuOpen && action.thenFromMenu;
    await navigate(action.to, { preventScrollReset: !!glide });
    if (glide) scrollToTarget(glide);
  }

  return (
    <header ref={headerRef} className="sticky top-0 z-40 border-b border-line bg-paper/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-content items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" aria-label={`${site.name} avalehele`} className="rounded-lg">
          <Logo />
        </Link>
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={menuOpen}
          aria-controls={navId}
          {...beforeLiveTap("toggle")}
          onClick={() => setMenuOpen((open) => !open)}
          className="group peer inline-flex min-h-11 items-center gap-2 rounded-full border border-line px-4 font-semibold md:hidden"
        >
          {/* The icon and the menu follow aria-expanded in CSS, so they also respond before the page is live. */}
          <Icon icon={Menu} className="size-5 group-aria-expanded:hidden" />
          <Icon icon={X} className="hidden size-5 group-aria-expanded:block" />
          Menüü
        </button>
        <nav
          id={navId}
          aria-label="Peamenüü"
          className="hidden peer-aria-expanded:block absolute inset-x-0 top-16 border-b border-line bg-paper px-4 pb-4 shadow-card md:static md:block md:border-0 md:bg-transparent md:p-0 md:shadow-none"
        >
          <ul className="flex flex-col gap-1 md:flex-row md:items-center md:gap-1">
            {NAV_ENTRIES.map((entry) => {
              const action = rules[entry];
              return (
                <li key={entry}>
                  <a
                    href={hrefOf(action, pathname)}
                    aria-current={action.kind === "stay" ? "page" : undefined}
                    onClick={(event) => follow(event, action)}
                    className="flex min-h-12 items-center rounded-full px-4 text-lg font-semibold transition-colors hover:bg-tint aria-[current=page]:bg-lime-soft md:min-h-10 md:text-base"
                  >
                    {entry}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </header>
  );
}
