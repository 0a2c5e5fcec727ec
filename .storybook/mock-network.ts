import type { Loader } from "@storybook/react-vite";
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
