export const MAIN_CONTENT_ID = "sisu";

/** First focusable element on every page; visible only while focused. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-full focus:bg-ink focus:px-5 focus:py-3 focus:font-semibold focus:text-paper"
    >
      Liigu põhisisu juurde
    </a>
  );
}
