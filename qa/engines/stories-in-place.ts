/**
 * The journey through the catalogue: in Firefox and WebKit, as in Chromium (specs/stories.spec.ts), a
 * story shown in place of another, as the pictures show every story after the first, is as loaded:
 * nothing the story before left behind (qa/support/left-behind.ts) shows in its picture, its page or
 * its console.
 *
 */
import assert from "node:assert/strict";
import {
  ERROR_LEFT_BEHIND,
  LEFT_BEHIND,
  leaveScroll,
  leaveTimerAndError,
  OWN_ERROR,
  type Residue,
  storyPageState,
} from "#qa/support/left-behind.ts";
import { STORY_ERRORS_ATTRIBUTE } from "#qa/support/story-finished.ts";
import { CONTACT_ENDPOINT } from "#src/lib/contact.ts";
import { PATHS } from "#src/lib/paths.ts";
import type { EngineDriver } from "./driver.ts";
import type { Journey } from "./journeys.ts";
import { openLive } from "./live-page.ts";
import type { EnginePicture } from "./pictures.ts";
import { takePicture } from "./take-picture.ts";

/** The window the journey keeps (its viewport): the stories' desktop pictures are this size. */
const DESKTOP = { width: 1280, height: 800 };

/** A story's desktop picture, taken for this journey alone (kept nowhere). */
const storyPicture = (driver: EngineDriver, id: string): EnginePicture => ({
  engine: driver.engine.name,
  subject: { name: id, source: { kind: "story", id }, waitingPhotos: 0 },
  viewport: "desktop",
  ...DESKTOP,
  file: `${id} (shown in place)`,
});

const leave: Record<Residue, (driver: EngineDriver) => Promise<unknown>> = {
  "keyboard focus": (driver) => driver.press("Tab"),
  "timer and error": (driver) => driver.evaluate(leaveTimerAndError, ERROR_LEFT_BEHIND),
  scroll: async (driver) => assert.ok((await driver.evaluate(leaveScroll)) > 0, "the story before scrolls down"),
};

/** What the story's page is like (storyPageState), and whether its own error reached the console. */
async function stateOf(driver: EngineDriver) {
  await driver.takeErrors();
  const state = await driver.evaluate(storyPageState, {
    endpoint: CONTACT_ENDPOINT,
    errorsAttribute: STORY_ERRORS_ATTRIBUTE,
    ownError: OWN_ERROR,
  });
  const logged = await driver.takeErrors();
  return { ...state, ownErrorReachedTheConsole: logged.some((error) => error.includes(OWN_ERROR)) };
}

export const storiesInPlace: Journey = {
  name: "catalogue: a story shown in place of another shows nothing the one before left behind",
  pages: [],
  viewport: "desktop",
  catalogue: true,
  async run(driver, site) {
    assert.ok(site.catalogue, "the catalogue is served for this run");
    const origins = { catalogue: site.catalogue };
    for (const { what, before, next, residue } of LEFT_BEHIND) {
      // From a page of the site: the next story is loaded afresh.
      await openLive(driver, PATHS.home);
      const loaded = await takePicture(driver, storyPicture(driver, next), origins);
      const seenLoaded = await stateOf(driver);
      assert.ok(seenLoaded.ownErrorReachedTheConsole, `${next}: a story's error reaches the console`);
      await takePicture(driver, storyPicture(driver, before), origins);
      await leave[residue](driver);
      const inPlace = await takePicture(driver, storyPicture(driver, next), origins);
      assert.deepEqual(await stateOf(driver), seenLoaded, `${next} after ${before}: ${what}`);
      assert.ok(inPlace.equals(loaded), `${next} after ${before} looks as loaded: ${what}`);
    }
  },
};
