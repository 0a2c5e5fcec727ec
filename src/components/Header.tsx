import { Link } from "react-router";
import { Logo } from "./Logo";

export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-paper/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-content items-center justify-between px-6">
        <Link to="/" aria-label="Vormis avalehele" className="rounded-lg">
          <Logo />
        </Link>
      </div>
    </header>
  );
}
