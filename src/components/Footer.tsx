import { site } from "../content/site";
import { Logo } from "./Logo";

export function Footer() {
  return (
    <footer className="border-t border-line bg-tint">
      <div className="mx-auto flex max-w-content flex-col gap-4 px-6 py-10 sm:flex-row sm:items-center sm:justify-between">
        <Logo />
        <p className="text-sm text-muted">
          © {site.copyrightYear} {site.name}. {site.rightsReserved}
        </p>
      </div>
    </footer>
  );
}
