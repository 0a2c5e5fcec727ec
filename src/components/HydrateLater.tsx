import { type ReactNode, Suspense } from "react";

/**
 * A part of the page React adopts on its own, after the parts above it.
 *
 * The prerendered HTML marks each Suspense boundary, and React hydrates a marked
 * boundary as a separate piece of work once the rest of the page is live,
 * yielding to the browser in between; so going live is several short tasks, not
 * one long one. A tap on a part not yet adopted makes React adopt it at once and
 * then handle the tap. Nothing inside ever suspends, so there is no fallback.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
