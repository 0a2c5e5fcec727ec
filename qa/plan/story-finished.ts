/**
 * Set on the catalogue's `<body>` to the story's id by a CSF `afterEach` hook in .storybook/preview.tsx:
 * Storybook documents that hook as running once the story has rendered and its play function has
 * finished, so the story specs wait for this mark rather than for Storybook's internal events.
 * A play function that fails still gets here: Storybook logs its error to the console, and the
 * specs' console-error fixture fails the test with it (tried: a wrong expectation in a play function).
 */
export const STORY_FINISHED_ATTRIBUTE = "data-story-finished";

/**
 * Set beside the mark to what the story logged with `console.error` while it rendered and played
 * (one message per line), where it logged anything: a failed play function among them. The Firefox
 * and WebKit pictures read it here, as their drivers cannot tell a story's console from the page's
 * (failed photo loads, late messages of the story before).
 */
export const STORY_ERRORS_ATTRIBUTE = "data-story-errors";
