import { act } from "@testing-library/react";
import type { ReactNode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { onTestFinished } from "vitest";
import { BEFORE_LIVE_SCRIPT, goLive, LIVE_ATTRIBUTE } from "../lib/before-live";

/**
 * For component tests of the time before a page is live: the component's
 * prerendered HTML with the head's inline script listening, as the browser
 * has it before any module ran; then React hydrating it and the page going live.
 */

export function prerendered(ui: ReactNode) {
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = renderToString(ui);
  new Function(BEFORE_LIVE_SCRIPT)();
  const roots: Root[] = [];
  onTestFinished(() => {
    for (const root of roots) act(() => root.unmount());
    goLive(); // stops the inline script's listener if the test never went live
    document.documentElement.removeAttribute(LIVE_ATTRIBUTE);
    container.remove();
  });
  return {
    container,
    /** React adopts the page, then the page goes live and replays the taps it kept (in a task of its own). */
    async goLive() {
      await act(async () => {
        roots.push(hydrateRoot(container, ui));
      });
      await act(async () => {
        goLive();
        await new Promise((nextTask) => setTimeout(nextTask));
      });
    },
  };
}
