import type { Decorator, Preview } from "@storybook/react-vite";
import { createRoutesStub } from "react-router";
import { expect, waitFor } from "storybook/test";
import { STORY_ERRORS_ATTRIBUTE, STORY_FINISHED_ATTRIBUTE } from "../qa/plan/story-finished";
import { AXE_TAGS } from "../qa/support/a11y-standard";
import { endAnswers } from "./mock-network";
import { noteStoryErrors } from "./story-errors";
import { keepStoryTimers } from "./story-timers";
import "../src/app.css";

// The site's pages are Estonian; so is every story (screen readers and axe read this).
document.documentElement.lang = "et";

/**
 * Links, `useLocation` and `useNavigate` need a router. A story picks the address its
 * component believes it is on with `parameters.route` (the header differs per page).
 */
const withRouter: Decorator = (Story, { parameters }) => {
  const Stub = createRoutesStub([{ path: "*", Component: () => <Story /> }]);
  return <Stub initialEntries={[parameters.route ?? "/"]} />;
};

/** What the story being shown has logged as an error so far (story-errors.ts). */
let storyErrors: string[] = [];

/** Notes the story's errors as it renders and plays, until the next story (a story's own spy on the console takes its messages first). */
const noteErrors: NonNullable<Preview["beforeEach"]> = () => {
  document.body.removeAttribute(STORY_ERRORS_ATTRIBUTE);
  const noting = noteStoryErrors();
  storyErrors = noting.errors;
  return noting.stop;
};

/**
 * Marks the story as finished on the document (see STORY_FINISHED_ATTRIBUTE), once the states it
 * forces have taken effect: storybook-addon-pseudo-states sets its classes a moment after the
 * story renders, and the controls' colour transitions then run for a while.
 */
const markFinished: NonNullable<Preview["afterEach"]> = async ({ id, globals, canvasElement }) => {
  // Testing Library's second to wait was too short on two busy cores (a WebKit picture beside the suite).
  if (globals.pseudo) {
    await waitFor(() => expect(canvasElement.querySelector("[class*='pseudo-']")).not.toBeNull(), {
      timeout: 10_000,
    });
  }
  await Promise.all(document.getAnimations().map((animation) => animation.finished));
  if (storyErrors.length > 0) document.body.setAttribute(STORY_ERRORS_ATTRIBUTE, storyErrors.join("\n"));
  document.body.setAttribute(STORY_FINISHED_ATTRIBUTE, id);
};

const preview: Preview = {
  // Every component gets a docs page: its description, props table and stories (addon-docs).
  tags: ["autodocs"],
  decorators: [withRouter],
  // Each story's errors, timers and network answers are its own: the next story, shown in the same page, meets none.
  beforeEach: [noteErrors, keepStoryTimers, endAnswers],
  afterEach: markFinished,
  parameters: {
    layout: "padded",
    // Every story is held to the same standard as the pages: a violation fails the story.
    a11y: { test: "error", options: { runOnly: { type: "tag", values: AXE_TAGS } } },
  },
};

export default preview;
