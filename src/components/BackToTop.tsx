import { ArrowUp } from "lucide";
import { useLayoutEffect, useState } from "react";
import { scrollToTarget } from "../lib/scroll";
import { Icon } from "./Icon";

/** The button shows once the viewport's bottom edge passes this share of the page height. */
export const BACK_TO_TOP_THRESHOLD = 0.8;

function isPastThreshold(): boolean {
  return window.scrollY + window.innerHeight > BACK_TO_TOP_THRESHOLD * document.documentElement.scrollHeight;
}

export function BackToTop() {
  const [visible, setVisible] = useState(false);

  // Before the first paint: a page opened scrolled down (a reload, the back button) shows the button at
  // once, and the catalogue's forced states (applied once, right after the story renders) find it there.
  // Stryker disable ArrayDeclaration: a constant dependency never changes, so the effect still runs once
  useLayoutEffect(() => {
    const update = () => setVisible(isPastThreshold());
    update();
    window.addEventListener("scroll", update);
    window.addEventListener("resize", update);
    // Stryker disable BlockStatement,CallExpression,StringLiteral: a removed button's updates are dropped; nobody sees a leftover listener
    return () => {
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
    // Stryker restore BlockStatement,CallExpression,StringLiteral
  }, []);
  // Stryker restore ArrayDeclaration

  // Hidden means absent: not focusable and not announced.
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => scrollToTarget("top")}
      className="fixed right-4 bottom-4 z-30 flex size-14 items-center justify-center rounded-full bg-ink text-paper shadow-card transition hover:bg-leaf sm:right-8 sm:bottom-8"
    >
      <Icon icon={ArrowUp} className="size-6" />
      <span className="sr-only">Tagasi üles</span>
    </button>
  );
}
