import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { testFolder } from "#qa/support/fixtures/test-folder.ts";
import { MODULE_GRAPHS } from "#qa/visual/fixtures/load-fixture.ts";
import {
  catalogueIndexFile,
  readCatalogueStories,
  SMALL_SCREEN_TAG,
  storyAddress,
  WAITING_PHOTO_TAG,
} from "./catalogue-index.ts";

/** storybook-static/index.json as `npm run build-storybook` wrote it for this tree (qa/visual/fixtures/module-graphs/). */
const RECORDED_INDEX = join(MODULE_GRAPHS, "index.json");

describe("the catalogue's stories", () => {
  it("are the stories of the built catalogue's index, in its order, without its docs pages", () => {
    const stories = readCatalogueStories(RECORDED_INDEX);
    const { entries } = JSON.parse(readFileSync(RECORDED_INDEX, "utf8"));
    expect(Object.keys(entries)).toHaveLength(65);
    expect(stories).toHaveLength(40);
    expect(stories.map(({ id }) => id)).toEqual(
      Object.values(entries as Record<string, { id: string; type: string }>)
        .filter(({ type }) => type === "story")
        .map(({ id }) => id),
    );
    expect(stories.map(({ id }) => id)).not.toContain("header--docs");
    expect(stories.slice(0, 3).map(({ id }) => id)).toEqual([
      "aboutteaser--states",
      "articlebody--every-block",
      "backtotop--states",
    ]);
  });

  it("each say only their id, title, name, file and tags", () => {
    const stories = readCatalogueStories(RECORDED_INDEX);
    expect(stories.find(({ id }) => id === "header--menu-open")).toStrictEqual({
      id: "header--menu-open",
      title: "Header",
      name: "menu open",
      importPath: "./src/components/Header.stories.tsx",
      tags: ["dev", "test", "manifest", "autodocs", "small-screen", "play-fn"],
    });
    expect(stories.find(({ id }) => id === "contactform--network-failure")).toStrictEqual({
      id: "contactform--network-failure",
      title: "ContactForm",
      name: "network failure",
      importPath: "./src/components/ContactForm.stories.tsx",
      tags: ["dev", "test", "manifest", "autodocs", "failed-request", "play-fn"],
    });
  });

  it("have no tags where the index gives a story none", () => {
    const file = join(testFolder("catalogue-index"), "index.json");
    const { entries } = JSON.parse(readFileSync(RECORDED_INDEX, "utf8"));
    const { tags: _, ...untagged } = entries["logo--default"];
    writeFileSync(file, JSON.stringify({ v: 5, entries: { "logo--default": untagged } }));
    expect(readCatalogueStories(file)).toStrictEqual([
      {
        id: "logo--default",
        title: "Logo",
        name: "default",
        importPath: "./src/components/Logo.stories.tsx",
        tags: [],
      },
    ]);
  });

  it("name their small-screen and waiting-photo states by the tags the stories give them", () => {
    const stories = readCatalogueStories(RECORDED_INDEX);
    const tagged = (tag: string) => stories.filter(({ tags }) => tags.includes(tag)).map(({ id }) => id);
    expect(SMALL_SCREEN_TAG).toBe("small-screen");
    expect(WAITING_PHOTO_TAG).toBe("waiting-photo");
    expect(tagged(SMALL_SCREEN_TAG)).toEqual(["header--menu-open"]);
    expect(tagged(WAITING_PHOTO_TAG)).toEqual(["stockimage--loading"]);
  });

  it("cannot be read from a catalogue that is not built, and the error says which file is missing and how to build it", () => {
    const root = testFolder("catalogue-index");
    const file = catalogueIndexFile(root);
    expect(() => readCatalogueStories(file)).toThrow(
      new Error(`The component catalogue is not built (${file} is missing): \`npm run build-storybook\` builds it.`),
    );
  });
});

describe("the built catalogue's index", () => {
  it("is storybook-static/index.json of the checkout given, or of this one", () => {
    expect(catalogueIndexFile("/tmp/a-checkout")).toBe("/tmp/a-checkout/storybook-static/index.json");
    expect(catalogueIndexFile()).toBe(join(import.meta.dirname, "..", "..", "storybook-static", "index.json"));
  });
});

describe("a story's address", () => {
  it("is the catalogue's iframe.html showing the story alone, with addon-a11y's own check switched off", () => {
    const address = storyAddress("http://localhost:6006", "header--menu-open");
    expect(address).toBe(
      "http://localhost:6006/iframe.html?id=header--menu-open&viewMode=story&globals=a11y.manual:!true",
    );
    const url = new URL(address);
    expect(url.pathname).toBe("/iframe.html");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      id: "header--menu-open",
      viewMode: "story",
      globals: "a11y.manual:!true",
    });
  });
});
