import { setupWorker } from "msw/browser";
import { handlers } from "./handlers";

/** Starts the service worker for mock mode (`VITE_MSW=1 npm run dev`) and the catalogue's stories. */
export async function startMockWorker() {
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledFrame: "bypass", quiet: true });
  return worker;
}
