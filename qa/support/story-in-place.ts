/**
 * Showing the next story in a catalogue page that has shown one, without loading the page again: the
 * preview's channel is told to show it, with the event the catalogue's own sidebar sends when a reader
 * picks a story, as Storybook's test-runner goes from story to story. Storybook then unmounts the story
 * before (its effects' clean-up ends its timers and listeners), puts back its spies (`restoreMocks`) and
 * renders and plays the next one with its own args and globals; the address follows. A load of the
 * catalogue cost more than the story itself: its scripts parsed and run again, axe's too (decision 0007).
 */
import { SET_CURRENT_STORY } from "storybook/internal/core-events";
import { STORY_FINISHED_ATTRIBUTE } from "./story-finished.ts";

/** What the page is given: the catalogue's origin, the story, the channel's event and the finished mark. */
interface InPlace {
  origin: string;
  id: string;
  event: string;
  finishedAttribute: string;
}

/**
 * Asks the catalogue page to show story `id` in place (run in the page), from the state a fresh load
 * starts in: no focus, scrolled to the top, no finished mark. Says no, and does nothing, where the
 * page is not the catalogue at `origin`, its story has not finished (still playing, or Storybook's
 * error page), or it shows `id` already (Storybook would leave that story as it is): the caller then
 * loads the story's address.
 */
function showInPlace({ origin, id, event, finishedAttribute }: InPlace): boolean {
  const channel = (window as { __STORYBOOK_ADDONS_CHANNEL__?: { emit(name: string, data: unknown): void } })
    .__STORYBOOK_ADDONS_CHANNEL__;
  const shown = document.body.getAttribute(finishedAttribute);
  if (window.location.origin !== origin || !channel || !shown || shown === id) return false;
  // Stryker disable next-line ConditionalExpression: a page's activeElement is never null (the body, or <html> without one), and a focused SVG element has blur() too
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  // Instant: the site's stylesheet makes the page's own scrolling smooth.
  window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  document.body.removeAttribute(finishedAttribute);
  channel.emit(event, { storyId: id, viewMode: "story" });
  return true;
}

/**
 * Runs a function in the page with one argument: Playwright's `page.evaluate` and the engines'
 * drivers alike.
 */
type RunsInPage = (fn: (inPlace: InPlace) => boolean, inPlace: InPlace) => Promise<boolean>;

/** Whether story `id` is now being shown in place (see showInPlace); false: load its address instead. */
export const showStoryInPlace = (run: RunsInPage, origin: string, id: string): Promise<boolean> =>
  run(showInPlace, { origin, id, event: SET_CURRENT_STORY, finishedAttribute: STORY_FINISHED_ATTRIBUTE });
