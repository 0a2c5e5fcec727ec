import type { ReactNode } from "react";
import { hrefOfTarget, type ScrollTarget, scrollToTarget } from "../lib/scroll";

/**
 * A link to a place on the same page. Before the page is live the browser
 * follows it by itself; once live it scrolls smoothly and leaves the address alone.
 */
export function ScrollLink({
  target,
  className,
  children,
}: {
  target: ScrollTarget;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={hrefOfTarget(target)}
      onClick={(event) => {
        event.preventDefault();
        scrollToTarget(target);
      }}
      className={className}
    >
      {children}
    </a>
  );
}
