import type { ReactNode } from "react";

/** The h2 that opens a page section; its id labels the section. */
export function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
      {children}
    </h2>
  );
}
