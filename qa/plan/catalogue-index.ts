/**
 * The built component catalogue's story list (storybook-static/index.json, Storybook's own index),
 * read in one place for everything that goes by it: the Chromium story specs, the Firefox and
 * WebKit story pictures, and the causes of a story's change. Also the one address a story is
 * opened at, alone, as the catalogue's documented iframe.html shows it.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { IndexEntry, StoryIndex } from "storybook/internal/types";
import { catalogueBuild } from "#src/build/builds.ts";

/** A story of the catalogue: its id, where it comes from, and the tags the harness goes by. */
export type CatalogueStory = Pick<IndexEntry, "id" | "title" | "name" | "importPath"> & { tags: string[] };

/** Tagged on a story that shows a small screen only: it is pictured at the mobile size alone. */
export const SMALL_SCREEN_TAG = "small-screen";
/** Tagged on a story that makes a request that fails: the browser reports it on the console, as it should. */
export const FAILED_REQUEST_TAG = "failed-request";
/** Tagged on a story of a photo that waits for good: its picture shows the one waiting photo. */
export const WAITING_PHOTO_TAG = "waiting-photo";

/** The index.json of the catalogue built in `root` (this checkout unless given). */
export const catalogueIndexFile = (root?: string) => {
  const build = catalogueBuild(root);
  return join(build.root, build.folder, "index.json");
};

/** Every story of the catalogue (its docs pages left out); a catalogue not built is an error saying how to build it. */
export function readCatalogueStories(file = catalogueIndexFile()): CatalogueStory[] {
  if (!existsSync(file)) {
    throw new Error(
      `The component catalogue is not built (${file} is missing): \`npm run build-storybook\` builds it.`,
    );
  }
  const { entries } = JSON.parse(readFileSync(file, "utf8")) as StoryIndex;
  return Object.values(entries)
    .filter((entry) => entry.type === "story")
    .map(({ id, title, name, importPath, tags }) => ({ id, title, name, importPath, tags: tags ?? [] }));
}

/**
 * addon-a11y's own run is switched off through its documented `a11y.manual` global (set in the
 * URL, as Storybook documents for globals): the harness runs axe itself, once, where it checks.
 */
const STORY_URL_GLOBALS = "a11y.manual:!true";

/** Where a story is opened alone: the built catalogue's iframe.html, at `origin`. */
export const storyAddress = (origin: string, id: string) =>
  `${origin}/iframe.html?id=${id}&viewMode=story&globals=${STORY_URL_GLOBALS}`;
