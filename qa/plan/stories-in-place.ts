/**
 * The journey through the catalogue: in Firefox and WebKit, as in Chromium (specs/stories.spec.ts), a
 * story shown in place of another, as the pictures show every story after the first, is as loaded:
 * nothing the story before left behind (qa/plan/left-behind.ts) shows in its page, its console or
 * its picture. Its page is looked at once the story has finished, before the picture settles it.
 *
 */

import assert from "node:assert/strict";
import type { EngineDriver, EnginePicture, Journey } from "#qa/engines/index.ts";
import { waitFor } from "#qa/support/index.ts";
import { PATHS } from "#src/lib/paths.ts";
import {
  IN_PLACE_STORIES,
  LEFT_BEHIND,
  leaveInterval,
  leaveScroll,
  MARKED,
  OWN_ERROR,
  type Residue,
  STATE_ASKED,
  storyPageState,
} from "./left-behind.ts";
import { openLive } from "./live-page.ts";
import { openSubject, pictureOfShown, takePicture } from "./take-picture.ts";
import { JOURNEY_VIEWPORTS, PICTURE_VIEWPORTS } from "./viewports.ts";

/** A story's desktop picture (the journey's window), taken for this journey alone and kept nowhere. */
const storyPicture = (driver: EngineDriver, id: string): EnginePicture => ({
  engine: driver.engine.name,
  subject: { name: id, source: { kind: "story", id }, waitingPhotos: 0 },
  viewport: "desktop",
  ...PICTURE_VIEWPORTS.desktop,
  file: `${id} (shown in place)`,
});

const leave: Record<Residue, (driver: EngineDriver) => Promise<unknown>> = {
  "keyboard focus": async (driver) => {
    await driver.press("Tab");
    const rings = await driver.evaluate(() => document.querySelectorAll("#storybook-root :focus-visible").length);
    assert.ok(rings > 0, "the story before shows a control focused from the keyboard");
  },
  interval: async (driver) => {
    await driver.evaluate(leaveInterval);
    await waitFor(
      "the interval to mark the story before",
      () => driver.evaluate((marked: string) => document.querySelectorAll(marked).length, MARKED),
      (count) => count > 0,
    );
  },
  scroll: async (driver) => assert.ok((await driver.evaluate(leaveScroll)) > 0, "the story before scrolls down"),
  "nothing more": async () => undefined,
};

/** What the story's page is like (storyPageState), once its own error has reached the console. */
async function stateOf(driver: EngineDriver) {
  await driver.takeErrors();
  const state = await driver.evaluate(storyPageState, STATE_ASKED);
  // The driver hears of the console as its events come: waited for, as a spy left behind would keep it away.
  const logged: string[] = [];
  await waitFor(
    "the story's own error on the console",
    async () => {
      logged.push(...(await driver.takeErrors()));
      return logged;
    },
    (errors) => errors.some((error) => error.includes(OWN_ERROR)),
  );
  return state;
}

export const storiesInPlace: Journey = {
  name: "catalogue: a story shown in place of another shows nothing the one before left behind",
  pages: [],
  stories: IN_PLACE_STORIES,
  viewport: JOURNEY_VIEWPORTS.desktop,
  catalogue: true,
  async run(driver, site) {
    assert.ok(site.catalogue, "the catalogue is served for this run");
    const origins = { catalogue: site.catalogue };
    for (const { what, before, next, residue } of LEFT_BEHIND) {
      const nextPicture = storyPicture(driver, next);
      // From a page of the site: the next story is loaded afresh.
      await openLive(driver, PATHS.home);
      await openSubject(driver, nextPicture.subject, origins);
      const seenLoaded = await stateOf(driver);
      const loaded = await pictureOfShown(driver, nextPicture);
      await takePicture(driver, storyPicture(driver, before), origins);
      await leave[residue](driver);
      await openSubject(driver, nextPicture.subject, origins);
      assert.deepEqual(await stateOf(driver), seenLoaded, `${next} after ${before}: ${what}`);
      const inPlace = await pictureOfShown(driver, nextPicture);
      assert.ok(inPlace.equals(loaded), `${next} after ${before} looks as loaded: ${what}`);
    }
  },
};
