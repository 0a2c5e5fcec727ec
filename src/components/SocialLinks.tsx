import { siFacebook, siInstagram, siX } from "simple-icons";
import { socialLinks } from "../content/contact";

const icons: Record<(typeof socialLinks)[number]["name"], { path: string }> = {
  Facebook: siFacebook,
  Twitter: siX,
  Instagram: siInstagram,
};

export function SocialLinks() {
  return (
    <ul className="flex gap-3">
      {socialLinks.map((link) => (
        <li key={link.name}>
          <a
            href={link.href}
            className="inline-flex size-12 items-center justify-center rounded-full bg-ink text-paper transition hover:bg-leaf"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-current" focusable="false">
              <path d={icons[link.name].path} />
            </svg>
            <span className="sr-only">{link.name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
