import apple from "simple-icons/icons/apple.svg?raw";
import googlePlay from "simple-icons/icons/googleplay.svg?raw";
import { beforeLiveTap } from "../lib/before-live";
import { BrandIcon } from "./BrandIcon";

/** The app-store links are not live yet: a badge only says so in the console. */
export const BADGE_PLACEHOLDER_MESSAGE = "link coming soon";

const stores = {
  apple: { small: "Laadi alla", big: "App Store'ist", mark: apple },
  google: { small: "Laadi alla", big: "Google Play'st", mark: googlePlay },
} as const;

export type Store = keyof typeof stores;

/** Dark badges for light sections, light badges for the dark download band. */
export type BadgeTone = "dark" | "light";

const toneClasses: Record<BadgeTone, string> = {
  dark: "bg-ink text-paper hover:bg-leaf",
  light: "bg-paper text-ink hover:bg-lime",
};

export function StoreBadge({ store, tone = "dark" }: { store: Store; tone?: BadgeTone }) {
  const { small, big, mark } = stores[store];
  return (
    <button
      type="button"
      // Only script can log; a tap before the page is live is replayed once it is.
      // Stryker disable next-line StringLiteral: the inline script replays a tap on any marked control but a "toggle"
      {...beforeLiveTap("replay")}
      onClick={() => console.log(BADGE_PLACEHOLDER_MESSAGE)}
      className={`inline-flex h-14 min-w-44 items-center gap-3 rounded-xl px-4 text-left transition ${toneClasses[tone]}`}
    >
      <BrandIcon svg={mark} className="size-7 shrink-0" />
      <span className="flex flex-col leading-tight">
        <span className="text-xs font-medium">{small}</span>{" "}
        <span className="text-lg font-bold tracking-tight">{big}</span>
      </span>
    </button>
  );
}

export function StoreBadges({ tone = "dark" }: { tone?: BadgeTone }) {
  return (
    <div className="flex flex-wrap gap-3">
      <StoreBadge store="apple" tone={tone} />
      <StoreBadge store="google" tone={tone} />
    </div>
  );
}
