import type { Page } from "@playwright/test";
import { STOCK_PHOTO_ORIGIN } from "./stock-photos.ts";

/**
 * Watches the page's Content-Security-Policy violations from the first script of every document it
 * loads on; the function returned reads those of the document shown now.
 */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { cspViolations: violations });
    document.addEventListener("securitypolicyviolation", (event) =>
      violations.push(`${event.violatedDirective}: ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

/** The origins a page asked, from the moment the watch began. */
export interface OriginWatch {
  /** Every origin asked, the site's own too. */
  origins: Set<string>;
  /** The stock-photo host's requests, `<resource type> <address>`. */
  stockRequests: string[];
}

export function watchOrigins(page: Page): OriginWatch {
  const watch: OriginWatch = { origins: new Set(), stockRequests: [] };
  page.on("request", (request) => {
    const { origin } = new URL(request.url());
    watch.origins.add(origin);
    if (origin === STOCK_PHOTO_ORIGIN) watch.stockRequests.push(`${request.resourceType()} ${request.url()}`);
  });
  return watch;
}

/**
 * What the page asked that it should not have: any origin but its own (`local`) and the stock-photo host,
 * and of that host anything but photos. Both lists are empty for a page that keeps to its own.
 */
export function otherCalls(watch: OriginWatch, local: string) {
  return {
    otherOrigins: [...watch.origins].filter((origin) => origin !== local && origin !== STOCK_PHOTO_ORIGIN),
    stockNotPhotos: watch.stockRequests.filter((request) => !request.startsWith("image ")),
  };
}
