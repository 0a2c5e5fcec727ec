import type { Loader } from "@storybook/react-vite";
import { http, passthrough } from "msw";
import type { BeforeEach } from "storybook/internal/types";
import { startMockWorker } from "../mocks/browser";
import { type ScenarioName, scenarios } from "../mocks/handlers";

let worker: ReturnType<typeof startMockWorker> | undefined;

/**
 * A story loader: the contact form's POST is answered by MSW's service worker with the
 * named scenario from mocks/handlers.ts, in `npm run storybook` and the static catalogue alike
 * (both serve mockServiceWorker.js through the msw/vite plugin in vite.config.ts).
 */
export function answerContactWith(scenario: ScenarioName): Loader {
  return async () => {
    worker ??= startMockWorker();
    (await worker).resetHandlers(...scenarios[scenario]);
  };
}

/** Every request to the network, as in a catalogue page where no story has asked for answers. */
const NO_ANSWERS = [http.all("*", () => passthrough())];

/**
 * A story's answers end with it (a clean-up, run when the catalogue goes to another story): the next
 * story, shown in the same page, then meets the network as in a page just loaded, unless it names a
 * scenario of its own.
 */
export const endAnswers: BeforeEach = () => async () => {
  if (worker) (await worker).resetHandlers(...NO_ANSWERS);
};
