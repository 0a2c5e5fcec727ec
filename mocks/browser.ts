import { setupWorker } from "msw/browser";
import { handlers, isScenarioName, type ScenarioName, scenarios } from "./handlers";

declare global {
  interface Window {
    /** Set by a Playwright test (addInitScript) before the app starts. */
    __MSW_SCENARIO__?: ScenarioName;
  }
}

/** Starts the worker in mock mode, with the scenario a test asked for if any. */
export async function startMockWorker() {
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledFrame: "bypass", quiet: true });
  const requested = window.__MSW_SCENARIO__;
  if (isScenarioName(requested)) worker.use(...scenarios[requested]);
  return worker;
}
