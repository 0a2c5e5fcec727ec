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

/** Starts noting the scroll position at every frame; the returned function reads what was noted so far. */
export async function recordScrollPositions(page: Page) {
  await page.evaluate(() => {
    const noted: number[] = [];
    (window as unknown as { scrollPositions: number[] }).scrollPositions = noted;
    const note = () => {
      noted.push(Math.round(window.scrollY));
      requestAnimationFrame(note);
    };
    requestAnimationFrame(note);
  });
  return () => page.evaluate(() => (window as unknown as { scrollPositions: number[] }).scrollPositions);
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
