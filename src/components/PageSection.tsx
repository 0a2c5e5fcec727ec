import type { ReactNode } from "react";

interface PageSectionProps {
  id?: string;
  /** Alternate sections sit on the soft tint; the rest on paper. */
  tone?: "paper" | "tint";
  labelledBy?: string;
  children: ReactNode;
}

/** One full-width band of a page with the shared content width and rhythm. */
export function PageSection({ id, tone, labelledBy, children }: PageSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      // Sections that menu entries scroll to take focus, so keyboard users continue from there.
      tabIndex={id ? -1 : undefined}
      className={`${tone === "tint" ? "bg-tint" : "bg-paper"} outline-none`}
    >
      <div className="mx-auto max-w-content px-4 py-16 sm:px-6 sm:py-24">{children}</div>
    </section>
  );
}
