import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

async function startMockingInMockMode() {
  // Dead code in production builds: Vite replaces both flags at build time.
  if (import.meta.env.DEV && import.meta.env.VITE_MSW === "1") {
    const { startMockWorker } = await import("../mocks/browser");
    // Without its mocks the site still runs; say why rather than never hydrating.
    await startMockWorker().catch((error) => console.warn("MSW did not start", error));
  }
}

startMockingInMockMode().then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
      {
        // A page React could not adopt as prerendered is a bug: say so loudly (the specs fail on it).
        onRecoverableError: (error) => console.error("Hydration error: React redrew part of the page", error),
      },
    );
  });
});
