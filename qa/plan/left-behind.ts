/**
 * What a story may leave behind in the catalogue's page, and how the page looks to a visitor and a
 * test afterwards: the clean-slate checks of stories shown in place of another (story-in-place.ts),
 * in Chromium (specs/stories.spec.ts) and in Firefox and WebKit (the engines' journeys). Each case
 * opens the next story as loaded and notes what its page is like; then shows the story before in its
 * place, leaves behind what the case names, and shows the next story in place again: its picture,
 * and all that is noted here, must be as they were.
 */
import { CONTACT_ENDPOINT } from "#src/lib/contact.ts";
import { STORY_ERRORS_ATTRIBUTE } from "./story-finished.ts";

/**
 * What the story before leaves behind besides what it is: a control focused from the keyboard, an
 * interval, a scroll, or nothing more (its forced states, its photos, its spy and network stub).
 */
export type Residue = "keyboard focus" | "interval" | "scroll" | "nothing more";

export const LEFT_BEHIND: { what: string; before: string; next: string; residue: Residue }[] = [
  {
    what: "forced hover, focus and press states, and a control focused from the keyboard",
    before: "header--states",
    next: "header--on-about",
    residue: "keyboard focus",
  },
  {
    what: "an interval that would mark the story shown",
    before: "header--on-about",
    next: "packagecard--premium",
    residue: "interval",
  },
  {
    what: "its photos, and in Firefox and WebKit the picture's stand-ins for them",
    before: "blogcard--states",
    next: "testimonialcard--default",
    residue: "nothing more",
  },
  {
    what: "the window scrolled down, a spy on the console that keeps errors out of it, and the contact form's network failing",
    before: "contactform--network-failure",
    next: "contactform--empty",
    residue: "scroll",
  },
];

/** The stories the cases show: a change that reaches one runs the checks (`npm run test:changed`). */
export const IN_PLACE_STORIES = [...new Set(LEFT_BEHIND.flatMap(({ before, next }) => [before, next]))];

/** The title of the stories' spec's describe of these checks. */
export const IN_PLACE_DESCRIBE = "a story shown in place of another";

/** The error the story's page logs when it is looked at: it must reach the console, not a spy left behind. */
export const OWN_ERROR = "a console error of the story's own";

/** An element the interval left behind has marked. */
export const MARKED = "[data-left-behind]";

/**
 * Starts an interval that marks whatever story is shown (the first element in the story's root) every
 * millisecond or so (run in the page): the caller waits until it has marked the story before. Had it
 * outlived its story, the next story would be marked long before it has rendered, played and been
 * looked at.
 */
export function leaveInterval() {
  setInterval(() => document.querySelector("#storybook-root > *")?.setAttribute("data-left-behind", "an interval"), 1);
}

/** Scrolls the window down, at once (run in the page); says where it got to. */
export function leaveScroll(): number {
  window.scrollTo({ top: 120, behavior: "instant" });
  return window.scrollY;
}

/** Where the contact form sends, the attribute of the story's errors, and the error to log while looking. */
export interface StateAsked {
  endpoint: string;
  errorsAttribute: string;
  ownError: string;
}

/** What storyPageState is asked, in the catalogue. */
export const STATE_ASKED: StateAsked = {
  endpoint: CONTACT_ENDPOINT,
  errorsAttribute: STORY_ERRORS_ATTRIBUTE,
  ownError: OWN_ERROR,
};

/**
 * What the story's page is like (run in the page): where it is scrolled, what has the focus, forced
 * states, a timer's mark, the errors the story noted, and how the contact form's address answers a
 * message. It logs `ownError` as it looks, which the caller looks for on the console.
 */
export async function storyPageState({ endpoint, errorsAttribute, ownError }: StateAsked) {
  console.error(ownError);
  const contactAnswer = await fetch(endpoint, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "form-name=contact",
  }).then(
    (response) => `status ${response.status}`,
    () => "no answer",
  );
  return {
    scrolledTo: window.scrollY,
    // Stryker disable next-line OptionalChaining,StringLiteral: a page's activeElement is never null (the body, or <html> without one)
    focused: document.activeElement?.tagName ?? "",
    focusRings: document.querySelectorAll(":focus-visible").length,
    forcedStates: document.querySelectorAll("[class*='pseudo-']").length,
    marked: document.querySelectorAll("[data-left-behind]").length,
    images: [...document.images].map((image) => image.getAttribute("src")),
    storyErrors: document.body.getAttribute(errorsAttribute),
    contactAnswer,
  };
}
