import type { IconNode } from "lucide";
import { createElement } from "react";

/**
 * A Lucide icon (`import { Star } from "lucide"`), drawn with Lucide's own
 * attributes. Lucide's shape data and these few lines weigh a fraction of
 * lucide-react's component machinery, which every page downloaded before it
 * could go live. Icons here are always decoration.
 */
export function Icon({ icon, className }: { icon: IconNode; className?: string }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {/* An icon's shapes are fixed and never reorder: their index is a stable key. */}
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
