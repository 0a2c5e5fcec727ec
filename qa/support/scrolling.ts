import type { Locator, Page } from "@playwright/test";

/** Where the page is scrolled to, and how far it can scroll at most. */
export const scrollState = (page: Page) =>
  page.evaluate(() => ({
    y: Math.round(window.scrollY),
    max: document.documentElement.scrollHeight - window.innerHeight,
  }));

/**
 * The scroll position at which a section sits where an in-page link puts it
 * (below the sticky header, by the page's scroll padding), or the page's end if
 * it cannot scroll that far.
 */
export const anchoredScrollOf = (page: Page, id: string) => page.evaluate(anchoredScrollInPage, id);

/** The same, run in the page itself (the engine journeys run it through their own drivers). */
export function anchoredScrollInPage(sectionId: string): number {
  const section = document.getElementById(sectionId);
  if (!section) throw new Error(`no #${sectionId} on the page`);
  const padding = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const top = section.getBoundingClientRect().top + window.scrollY - padding;
  return Math.round(Math.min(top, document.documentElement.scrollHeight - window.innerHeight));
}

/**
 * A scroll the page asked the browser for: which call, how (`smooth`, `instant`, `auto`, or none given,
 * when the stylesheet's `scroll-behavior` decides), to where, and where the page was when it asked.
 */
export interface ScrollRequest {
  call: "scrollTo" | "scroll" | "scrollBy" | "scrollIntoView";
  behavior: string;
  /** `top 0`, `top 1234`, or the element's `#id`. */
  to: string;
  /** The scroll position at the moment of the call: a glide starts from here. */
  from: number;
}

/**
 * Starts noting every scroll the page asks for (the window's scrollTo, scroll and scrollBy, and any
 * element's scrollIntoView); the returned function reads what was noted so far. A glide is proved by
 * what the page asks of the browser (a smooth scroll, from where the visitor was) and where the page
 * ends: a count of the frames drawn on the way would depend on how busy the machine is.
 */
export async function recordScrollRequests(page: Page) {
  await page.evaluate(() => {
    const noted: ScrollRequest[] = [];
    (window as unknown as { scrollRequests: ScrollRequest[] }).scrollRequests = noted;
    const describe = (args: unknown[]) => {
      const [first, second] = args;
      if (typeof first === "object" && first !== null) {
        const { top, behavior } = first as ScrollToOptions;
        return { behavior: behavior ?? "none given", to: `top ${top === undefined ? "unchanged" : Math.round(top)}` };
      }
      return { behavior: "none given", to: `top ${Math.round(Number(second))}` };
    };
    for (const call of ["scrollTo", "scroll", "scrollBy"] as const) {
      const original = window[call].bind(window) as (...args: unknown[]) => void;
      window[call] = ((...args: unknown[]) => {
        noted.push({ call, ...describe(args), from: Math.round(window.scrollY) });
        original(...args);
      }) as typeof window.scrollTo;
    }
    const intoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
      const behavior = typeof options === "object" ? (options.behavior ?? "none given") : "none given";
      noted.push({ call: "scrollIntoView", behavior, to: `#${this.id}`, from: Math.round(window.scrollY) });
      intoView.call(this, options);
    };
  });
  return () => page.evaluate(() => (window as unknown as { scrollRequests: ScrollRequest[] }).scrollRequests);
}

/**
 * Clicks a control where it is on the screen. Playwright's own click first scrolls
 * its target "into view", which for the sticky header means scrolling the page to
 * the top: a test of "nothing moved" must not do that itself.
 */
export async function clickWhereItIs(page: Page, control: Locator) {
  const box = await control.boundingBox();
  if (!box) throw new Error(`${control} is not on the screen`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Whether the page has come to rest within a pixel or two of a scroll position. */
export const isScrolledTo = async (page: Page, y: number) => Math.abs((await scrollState(page)).y - y) <= 2;
