import { CircleCheck } from "lucide";
import { useEffect, useRef } from "react";
import { thankYou } from "../content/contact";
import { Icon } from "./Icon";

/** Shown in place of the form once the message is on its way; takes focus so it is read out. */
export function ThankYouPanel({ onWriteAgain }: { onWriteAgain: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Stryker disable ArrayDeclaration: a constant dependency never changes, so the effect still runs once
  useEffect(() => {
    // Stryker disable next-line OptionalChaining: effects run only while the panel is mounted, when the ref is set
    headingRef.current?.focus();
  }, []);
  // Stryker restore ArrayDeclaration

  return (
    <section
      aria-labelledby="tanan-pealkiri"
      aria-live="polite"
      className="rounded-card bg-ink p-8 text-center text-paper shadow-card sm:p-14"
    >
      <Icon icon={CircleCheck} className="mx-auto size-14 text-lime" />
      {/* Focused only to be read out, as sections are when the menu scrolls to them: no ring, which marks what a key can use. */}
      <h2
        ref={headingRef}
        id="tanan-pealkiri"
        tabIndex={-1}
        className="mt-6 text-4xl font-extrabold tracking-tight outline-none"
      >
        {thankYou.heading}
      </h2>
      <p className="mt-4 text-lg text-paper/90">{thankYou.text}</p>
      <button
        type="button"
        onClick={onWriteAgain}
        className="mt-10 inline-flex min-h-14 items-center rounded-full bg-lime px-8 text-lg font-bold text-ink transition hover:bg-paper"
      >
        {thankYou.writeAgain}
      </button>
    </section>
  );
}
