import type { Page } from "@playwright/test";

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
export const anchoredScrollOf = (page: Page, id: string) =>
  page.evaluate((sectionId) => {
    const section = document.getElementById(sectionId);
    if (!section) throw new Error(`no #${sectionId} on the page`);
    const padding = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    const top = section.getBoundingClientRect().top + window.scrollY - padding;
    return Math.round(Math.min(top, document.documentElement.scrollHeight - window.innerHeight));
  }, id);

/** Whether the page has come to rest within a pixel or two of a scroll position. */
export const isScrolledTo = async (page: Page, y: number) => Math.abs((await scrollState(page)).y - y) <= 2;
