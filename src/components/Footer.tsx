import { site } from "../content/site";
import { SECTION_IDS } from "../lib/scroll";
import { Logo } from "./Logo";

export function Footer() {
  return (
    <footer id={SECTION_IDS.pageEnd} className="border-t border-line bg-tint">
      <div className="mx-auto flex max-w-content flex-col gap-4 px-4 py-10 pb-24 sm:flex-row sm:items-center sm:justify-between sm:px-6 sm:pb-10 lg:pr-24">
        <Logo />
        <p className="text-sm text-muted">
          © {site.copyrightYear} {site.name}. {site.rightsReserved}
        </p>
      </div>
    </footer>
  );
}
