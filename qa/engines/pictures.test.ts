import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SMALL_SCREEN_TAG, WAITING_PHOTO_TAG } from "#qa/plan/catalogue-index.ts";
import { PICTURED_PAGES } from "#qa/plan/pictured-pages.ts";
import { sitePictures } from "#qa/plan/site-pictures.ts";
import { recordedStories } from "#qa/visual/fixtures/load-fixture.ts";
import {
  claimedEnginePictures,
  describeEnginePicture,
  ENGINE_BASELINES,
  enginePictures,
  engineRecordFile,
  PICTURING_ENGINES,
  picturesOf,
  picturingEngine,
} from "./pictures.ts";

const PAGES = ["home", "about", "blog-list", "article", "contact-form", "unknown-page", "unknown-article"];
/** The recorded catalogue's 40 stories (qa/visual/fixtures/module-graphs/index.json), in its order. */
const STORIES = recordedStories();
const STORY_IDS = STORIES.map(({ id }) => id);
/** Its one story of a small screen alone, which Chromium too pictures at the mobile size only. */
const SMALL_SCREEN_STORY = "header--menu-open";
/** The committed baselines of an engine (snapshots/engines/<folder>/), read only. */
const committed = (folder: string) =>
  readdirSync(new URL(`../../snapshots/engines/${folder}/`, import.meta.url)).filter((file) => file.endsWith(".png"));

describe("the pages Firefox and WebKit take pictures of", () => {
  it("are every route once, by the names the Chromium baselines give them, a missing page and article for the 404s", () => {
    expect(PICTURED_PAGES).toEqual([
      { name: "home", path: "/" },
      { name: "about", path: "/about" },
      { name: "blog-list", path: "/blog" },
      { name: "article", path: "/blog/5-nippi-tohusaks-treeninguks" },
      { name: "contact-form", path: "/contact" },
      { name: "unknown-page", path: "/ei-ole-sellist-lehte" },
      { name: "unknown-article", path: "/blog/ei-ole-sellist-postitust" },
    ]);
  });
});

describe("an engine's pictures of the pages", () => {
  it("are Firefox's, desktop first and then mobile, at the viewports' own sizes, in its folder under engines/", () => {
    const pictures = picturesOf(picturingEngine("Firefox"), sitePictures([]));
    expect(pictures.map(({ file }) => file)).toEqual([
      ...PAGES.map((page) => `engines/firefox/${page}-desktop.png`),
      ...PAGES.map((page) => `engines/firefox/${page}-mobile.png`),
    ]);
    expect(pictures[0]).toEqual({
      engine: "Firefox",
      subject: { name: "home", source: { kind: "page", id: "/" }, waitingPhotos: 0 },
      viewport: "desktop",
      width: 1280,
      height: 800,
      file: "engines/firefox/home-desktop.png",
    });
    expect(pictures[13]).toEqual({
      engine: "Firefox",
      subject: {
        name: "unknown-article",
        source: { kind: "page", id: "/blog/ei-ole-sellist-postitust" },
        waitingPhotos: 0,
      },
      viewport: "mobile",
      width: 412,
      height: 839,
      file: "engines/firefox/unknown-article-mobile.png",
    });
    const pages = PICTURED_PAGES.map(({ name, path }) => ({
      name,
      source: { kind: "page", id: path },
      waitingPhotos: 0,
    }));
    expect(pictures.map(({ subject }) => subject)).toEqual([...pages, ...pages]);
  });

  it("are WebKit's mobile ones at its narrowest window, 447 px, which their names say; its desktop ones as Firefox's", () => {
    const pictures = picturesOf(picturingEngine("WebKit"), sitePictures([]));
    expect(pictures.map(({ file }) => file)).toEqual([
      ...PAGES.map((page) => `engines/webkit/${page}-desktop.png`),
      ...PAGES.map((page) => `engines/webkit/${page}-mobile-447px.png`),
    ]);
    expect(pictures.map(({ width, height }) => `${width}×${height}`)).toEqual([
      ...Array(7).fill("1280×800"),
      ...Array(7).fill("447×839"),
    ]);
    expect(pictures.every(({ engine }) => engine === "WebKit")).toBe(true);
  });

  it("keep the viewport's width and a plain name when the engine's narrowest window is no wider", () => {
    const atMost = (narrowestWidth: number) =>
      picturesOf({ name: "Stand-In", debianPackage: "stand-in", narrowestWidth }, sitePictures([]))
        .filter(({ viewport }) => viewport === "mobile")
        .map(({ file, width }) => `${file} ${width}`);
    expect(atMost(412)[0]).toBe("engines/stand-in/home-mobile.png 412");
    expect(atMost(300)[0]).toBe("engines/stand-in/home-mobile.png 412");
    expect(atMost(413)[0]).toBe("engines/stand-in/home-mobile-413px.png 413");
  });

  it("are exactly the page baselines committed for each engine", () => {
    // A story's id always has "--" between its title and its name, and no page's name has: the rest
    // of each folder is the stories' pictures, which the engine run and the obsolete-baseline check
    // hold to the catalogue as it is built now (this spec knows only a recorded one).
    expect(STORY_IDS.every((id) => id.includes("--"))).toBe(true);
    expect(PAGES.some((name) => name.includes("--"))).toBe(false);
    for (const engine of PICTURING_ENGINES) {
      const folder = engine.name.toLowerCase();
      const files = picturesOf(engine, sitePictures([])).map(({ file }) => file.replace(`engines/${folder}/`, ""));
      const pageBaselines = committed(folder).filter((file) => !file.includes("--"));
      expect(files.toSorted()).toEqual(pageBaselines.toSorted());
    }
  });
});

describe("an engine's pictures of the catalogue's stories", () => {
  it("follow the pages at each size: every story but the small-screen one at desktop size, every story at mobile size, named by the story's id", () => {
    const pictures = picturesOf(picturingEngine("Firefox"), sitePictures(STORIES));
    const desktopStories = STORY_IDS.filter((id) => id !== SMALL_SCREEN_STORY);
    expect(pictures.map(({ file }) => file)).toEqual([
      ...PAGES.map((page) => `engines/firefox/${page}-desktop.png`),
      ...desktopStories.map((id) => `engines/firefox/${id}-desktop.png`),
      ...PAGES.map((page) => `engines/firefox/${page}-mobile.png`),
      ...STORY_IDS.map((id) => `engines/firefox/${id}-mobile.png`),
    ]);
    expect(pictures).toHaveLength(7 + 39 + 7 + 40);
    expect(pictures.map(({ file }) => file)).not.toContain("engines/firefox/header--menu-open-desktop.png");
    expect(pictures.find(({ file }) => file === "engines/firefox/contactform--sending-desktop.png")).toEqual({
      engine: "Firefox",
      subject: {
        name: "contactform--sending",
        source: { kind: "story", id: "contactform--sending" },
        waitingPhotos: 0,
      },
      viewport: "desktop",
      width: 1280,
      height: 800,
      file: "engines/firefox/contactform--sending-desktop.png",
    });
    expect(pictures.find(({ file }) => file === "engines/firefox/header--menu-open-mobile.png")).toEqual({
      engine: "Firefox",
      subject: {
        name: "header--menu-open",
        source: { kind: "story", id: "header--menu-open" },
        waitingPhotos: 0,
      },
      viewport: "mobile",
      width: 412,
      height: 839,
      file: "engines/firefox/header--menu-open-mobile.png",
    });
  });

  it("leave out at desktop size the story the recorded catalogue tags as of a small screen, going by the tag", () => {
    expect(STORIES.filter(({ tags }) => tags.includes(SMALL_SCREEN_TAG)).map(({ id }) => id)).toEqual([
      SMALL_SCREEN_STORY,
    ]);
    // The same story untagged is pictured at both sizes.
    const untagged = STORIES.map((story) => ({ ...story, tags: story.tags.filter((tag) => tag !== SMALL_SCREEN_TAG) }));
    const files = picturesOf(picturingEngine("Firefox"), sitePictures(untagged)).map(({ file }) => file);
    expect(files).toContain("engines/firefox/header--menu-open-desktop.png");
    expect(files).toHaveLength(7 + 40 + 7 + 40);
  });

  it("are WebKit's at 447 px at mobile size, which their names say, and at the desktop viewport's size otherwise", () => {
    const pictures = picturesOf(picturingEngine("WebKit"), sitePictures(STORIES)).filter(
      ({ subject }) => subject.source.kind === "story",
    );
    const mobile = pictures.filter(({ viewport }) => viewport === "mobile");
    expect(mobile.map(({ file }) => file)).toEqual(STORY_IDS.map((id) => `engines/webkit/${id}-mobile-447px.png`));
    expect(mobile.every(({ width, height }) => width === 447 && height === 839)).toBe(true);
    const desktop = pictures.filter(({ viewport }) => viewport === "desktop");
    expect(desktop.map(({ file }) => file)).toContain("engines/webkit/stockimage--loading-desktop.png");
    expect(desktop).toHaveLength(39);
    expect(desktop.every(({ width, height }) => width === 1280 && height === 800)).toBe(true);
  });

  it("expect the one photo waiting for good in the story of a waiting photo, at both sizes, and no waiting photo anywhere else", () => {
    expect(STORIES.filter(({ tags }) => tags.includes(WAITING_PHOTO_TAG)).map(({ id }) => id)).toEqual([
      "stockimage--loading",
    ]);
    const pictures = picturesOf(picturingEngine("WebKit"), sitePictures(STORIES));
    expect(pictures.filter(({ subject }) => subject.waitingPhotos !== 0)).toEqual([
      expect.objectContaining({
        file: "engines/webkit/stockimage--loading-desktop.png",
        subject: {
          name: "stockimage--loading",
          source: { kind: "story", id: "stockimage--loading" },
          waitingPhotos: 1,
        },
      }),
      expect.objectContaining({
        file: "engines/webkit/stockimage--loading-mobile-447px.png",
        subject: {
          name: "stockimage--loading",
          source: { kind: "story", id: "stockimage--loading" },
          waitingPhotos: 1,
        },
      }),
    ]);
  });
});

describe("a run that asks for some pages and stories alone (npm run test:changed)", () => {
  it("takes those pages' and stories' pictures, at both sizes, and no other", () => {
    const shown = new Set(["/about", "featuregrid--default"]);
    const pictures = picturesOf(picturingEngine("Firefox"), sitePictures(STORIES), (source) => shown.has(source.id));
    expect(pictures.map(({ file }) => file)).toEqual([
      "engines/firefox/about-desktop.png",
      "engines/firefox/featuregrid--default-desktop.png",
      "engines/firefox/about-mobile.png",
      "engines/firefox/featuregrid--default-mobile.png",
    ]);
  });
});

describe("the picturing engines", () => {
  it("are Firefox, then WebKit, whose window is at least 447 px wide, each with the Debian package it comes in", () => {
    expect(PICTURING_ENGINES).toStrictEqual([
      { name: "Firefox", debianPackage: "firefox-esr" },
      { name: "WebKit", debianPackage: "libwebkit2gtk-4.1-0", narrowestWidth: 447 },
    ]);
    expect(picturingEngine("WebKit")).toBe(PICTURING_ENGINES[1]);
  });

  it("know no engine by another spelling of a driver's name, and say where the pictures are defined", () => {
    expect(() => picturingEngine("webkit")).toThrow(
      new Error('No pictures are defined for the engine "webkit" (qa/engines/pictures.ts).'),
    );
    expect(() => picturingEngine("Chromium")).toThrow(
      'No pictures are defined for the engine "Chromium" (qa/engines/pictures.ts).',
    );
  });
});

describe("what snapshots/engines/ holds", () => {
  it("is every engine's pictures of the pages and the stories, Firefox's first, in the order they are taken", () => {
    expect(ENGINE_BASELINES).toBe("engines");
    const firefox = picturesOf(picturingEngine("Firefox"), sitePictures(STORIES));
    const webkit = picturesOf(picturingEngine("WebKit"), sitePictures(STORIES));
    expect(enginePictures(sitePictures(STORIES))).toEqual([...firefox, ...webkit]);
    expect(claimedEnginePictures(sitePictures(STORIES))).toEqual([...firefox, ...webkit].map(({ file }) => file));
    // Each engine: 7 pages at both sizes, 39 stories at desktop size and 40 at mobile size.
    expect(claimedEnginePictures(sitePictures(STORIES))).toHaveLength(2 * (7 + 39 + 7 + 40));
    expect(claimedEnginePictures(sitePictures(STORIES))[93]).toBe("engines/webkit/home-desktop.png");
  });

  it("is the pages' pictures alone when the catalogue has no stories", () => {
    expect(claimedEnginePictures(sitePictures([]))).toHaveLength(28);
    expect(claimedEnginePictures(sitePictures([]))[14]).toBe("engines/webkit/home-desktop.png");
  });

  it("and each engine's record beside its pictures, in the folder of its name in small letters", () => {
    expect(engineRecordFile("WebKit")).toBe("engines/webkit/engine.json");
    expect(engineRecordFile("Firefox")).toBe("engines/firefox/engine.json");
  });
});

describe("an engine picture's file, read back", () => {
  it("names its engine, page or story and viewport, for every picture the engines take, and nothing for other baselines", () => {
    for (const picture of enginePictures(sitePictures(STORIES))) {
      expect(describeEnginePicture(picture.file)).toEqual({
        engine: picture.engine,
        name: picture.subject.name,
        viewport: picture.viewport,
      });
    }
    expect(describeEnginePicture("stories.spec.ts/thankyoupanel--default-desktop.png")).toBeUndefined();
    expect(describeEnginePicture("engines/chromium/home-desktop.png")).toBeUndefined();
    expect(describeEnginePicture("engines/firefox/engine.json")).toBeUndefined();
    expect(describeEnginePicture("old/firefox/home-desktop.png")).toBeUndefined();
    expect(describeEnginePicture("engines/firefox/home-desktop.png.orig")).toBeUndefined();
  });
});
