/**
 * What a Firefox and WebKit journey is: a walk through the built site (and the catalogue, for some) that the
 * engine runner takes in each engine (journey-run.ts), and `npm run test:changed` walks when a change reaches a
 * page it opens or a story it shows. The journeys themselves are listed in journeys.ts.
 */
import type { EngineDriver } from "./driver.ts";

/** The built site the journeys visit, with a contact inbox of its own. */
export interface Site {
  origin: string;
  inboxFile: string;
  /** The catalogue's origin, where this run serves it (for the journeys that say they need it). */
  catalogue?: string;
}

export interface Journey {
  name: string;
  /** The pages it opens, by path: \`npm run test:changed\` walks it when a change reaches one of them. */
  pages: string[];
  /** The window size the journey starts in. */
  viewport: { width: number; height: number };
  /** Whether the journey itself resizes the window: the next one then sizes it again. */
  resizes?: boolean;
  /** Whether it goes through the catalogue (Site.catalogue) rather than the site alone. */
  catalogue?: boolean;
  /** The catalogue's stories it shows: \`npm run test:changed\` walks it when a change reaches one of them. */
  stories?: string[];
  run(driver: EngineDriver, site: Site): Promise<void>;
}

/** The journeys that open any of `pages` or show any of `stories`. */
export const journeysVisiting = <T extends Pick<Journey, "name" | "pages" | "stories">>(
  journeys: T[],
  pages: string[],
  stories: string[] = [],
): T[] =>
  journeys.filter(
    (journey) =>
      journey.pages.some((page) => pages.includes(page)) ||
      (journey.stories ?? []).some((story) => stories.includes(story)),
  );
