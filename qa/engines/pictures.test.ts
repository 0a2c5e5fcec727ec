import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  claimedEnginePictures,
  ENGINE_BASELINES,
  engineRecordFile,
  PICTURED_PAGES,
  PICTURING_ENGINES,
  picturesOf,
  picturingEngine,
} from "./pictures.ts";

const PAGES = ["home", "about", "blog-list", "article", "contact-form", "unknown-page", "unknown-article"];
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

describe("an engine's pictures", () => {
  it("are Firefox's, desktop first and then mobile, at the viewports' own sizes, in its folder under engines/", () => {
    const pictures = picturesOf(picturingEngine("Firefox"));
    expect(pictures.map(({ file }) => file)).toEqual([
      ...PAGES.map((page) => `engines/firefox/${page}-desktop.png`),
      ...PAGES.map((page) => `engines/firefox/${page}-mobile.png`),
    ]);
    expect(pictures[0]).toEqual({
      engine: "Firefox",
      page: { name: "home", path: "/" },
      viewport: "desktop",
      width: 1280,
      height: 800,
      file: "engines/firefox/home-desktop.png",
    });
    expect(pictures[13]).toEqual({
      engine: "Firefox",
      page: { name: "unknown-article", path: "/blog/ei-ole-sellist-postitust" },
      viewport: "mobile",
      width: 412,
      height: 839,
      file: "engines/firefox/unknown-article-mobile.png",
    });
    expect(pictures.map(({ page }) => page)).toEqual([...PICTURED_PAGES, ...PICTURED_PAGES]);
  });

  it("are WebKit's mobile ones at its narrowest window, 447 px, which their names say; its desktop ones as Firefox's", () => {
    const pictures = picturesOf(picturingEngine("WebKit"));
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
      picturesOf({ name: "Stand-In", debianPackage: "stand-in", narrowestWidth })
        .filter(({ viewport }) => viewport === "mobile")
        .map(({ file, width }) => `${file} ${width}`);
    expect(atMost(412)[0]).toBe("engines/stand-in/home-mobile.png 412");
    expect(atMost(300)[0]).toBe("engines/stand-in/home-mobile.png 412");
    expect(atMost(413)[0]).toBe("engines/stand-in/home-mobile-413px.png 413");
  });

  it("are exactly the baselines committed for each engine", () => {
    for (const engine of PICTURING_ENGINES) {
      const folder = engine.name.toLowerCase();
      const files = picturesOf(engine).map(({ file }) => file.replace(`engines/${folder}/`, ""));
      expect(files.toSorted()).toEqual(committed(folder).toSorted());
    }
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
  it("is every engine's pictures, Firefox's first, in the order they are taken", () => {
    expect(ENGINE_BASELINES).toBe("engines");
    expect(claimedEnginePictures()).toEqual([
      ...picturesOf(picturingEngine("Firefox")).map(({ file }) => file),
      ...picturesOf(picturingEngine("WebKit")).map(({ file }) => file),
    ]);
    expect(claimedEnginePictures()).toHaveLength(28);
    expect(claimedEnginePictures()[14]).toBe("engines/webkit/home-desktop.png");
  });

  it("and each engine's record beside its pictures, in the folder of its name in small letters", () => {
    expect(engineRecordFile("WebKit")).toBe("engines/webkit/engine.json");
    expect(engineRecordFile("Firefox")).toBe("engines/firefox/engine.json");
  });
});
