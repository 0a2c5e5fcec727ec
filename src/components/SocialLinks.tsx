import facebook from "simple-icons/icons/facebook.svg?raw";
import instagram from "simple-icons/icons/instagram.svg?raw";
import x from "simple-icons/icons/x.svg?raw";
import { socialLinks } from "../content/contact";
import { BrandIcon } from "./BrandIcon";

/** Twitter's mark is now X's. */
const marks: Record<(typeof socialLinks)[number]["name"], string> = {
  Facebook: facebook,
  Twitter: x,
  Instagram: instagram,
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
            <BrandIcon svg={marks[link.name]} className="size-5" />
            <span className="sr-only">{link.name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
