import type { ReactNode } from "react";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { HydrateLater } from "./HydrateLater";
import { MAIN_CONTENT_ID, SkipLink } from "./SkipLink";

export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Header />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <HydrateLater>
        <Footer />
      </HydrateLater>
    </div>
  );
}
