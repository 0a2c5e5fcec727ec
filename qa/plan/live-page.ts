/**
 * Opening a page in Firefox or WebKit as the journeys and the pictures need it: loaded, and live
 * (React has taken it over and said so on `<html>`).
 *
 */

import type { EngineDriver } from "#qa/engines/index.ts";
import { waitFor } from "#qa/support/index.ts";
import { LIVE_ATTRIBUTE } from "#src/lib/before-live.ts";

/** Opens a page and waits until it is live; returns the status the engine got. */
export async function openLive(driver: EngineDriver, path: string) {
  const status = await driver.goto(path);
  await waitFor(
    `${path} to go live (<html ${LIVE_ATTRIBUTE}>)`,
    () => driver.evaluate((name: string) => document.documentElement.hasAttribute(name), LIVE_ATTRIBUTE),
    Boolean,
  );
  return status;
}
