/**
 * Showing the next story in a catalogue page that has shown one, without loading the page again: the
 * preview's channel is told to show it, with the event the catalogue's own sidebar sends when a reader
 * picks a story, as Storybook's test-runner goes from story to story. Storybook then runs the story
 * before's clean-ups (.storybook/preview.tsx ends its timers and network answers), unmounts it (its
 * effects' clean-ups end its listeners; the focus goes with it), puts back its spies (`restoreMocks`),
 * scrolls to the top and renders and plays the next one with its own args and globals; the address
 * follows. A load of the catalogue cost more than the story itself: its scripts parsed and run again,
 * axe's too (decision 0007, "Pictures"). Storybook waits for the story before to finish rendering and reloads the
 * page if it does not within a moment: the finished mark is set once the story has played, and
 * addon-a11y's own run, which would follow, is off (catalogue-index.ts, `a11y.manual`).
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
 * Asks the catalogue page to show story `id` in place (run in the page), its finished mark taken away
 * so that the next one is the new story's own, and says which story it replaces. Says null, and does
 * nothing, where the page is not the catalogue at `origin`, its story has not finished (still playing, or Storybook's
 * error page), or it shows `id` already (Storybook would leave that story as it is): the caller then
 * loads the story's address.
 */
function showInPlace({ origin, id, event, finishedAttribute }: InPlace): string | null {
  const channel = (window as { __STORYBOOK_ADDONS_CHANNEL__?: { emit(name: string, data: unknown): void } })
    .__STORYBOOK_ADDONS_CHANNEL__;
  const shown = document.body.getAttribute(finishedAttribute);
  if (window.location.origin !== origin || !channel || !shown || shown === id) return null;
  document.body.removeAttribute(finishedAttribute);
  channel.emit(event, { storyId: id, viewMode: "story" });
  return shown;
}

/**
 * Runs a function in the page with one argument: Playwright's `page.evaluate` and the engines'
 * drivers alike.
 */
type RunsInPage = (fn: (inPlace: InPlace) => string | null, inPlace: InPlace) => Promise<string | null>;

/**
 * The story that story `id` is now being shown in place of (see showInPlace); null where it is not,
 * and its address is to be loaded instead.
 */
export const showStoryInPlace = (run: RunsInPage, origin: string, id: string): Promise<string | null> =>
  run(showInPlace, { origin, id, event: SET_CURRENT_STORY, finishedAttribute: STORY_FINISHED_ATTRIBUTE });
