import { describe, expect, it } from "vitest";
import { type ChangeRecord, engineOf, entriesOf, sight } from "./review-data";

/** A change as changes.json records it: a changed Chromium picture unless told otherwise. */
const record = (fields: Partial<ChangeRecord> & Pick<ChangeRecord, "name">): ChangeRecord => ({
  kind: "image",
  status: "changed",
  subject: "",
  viewport: "desktop",
  engine: "Chromium",
  accepted: false,
  signature: `signature of ${fields.name}`,
  files: {},
  ...fields,
});

const CHROMIUM_404 = record({ name: "not-found.spec.ts/unknown-page-desktop.png" });
const FIREFOX_404 = record({ name: "engines/firefox/unknown-page-desktop.png", engine: "Firefox" });
const WEBKIT_404 = record({ name: "engines/webkit/unknown-page-desktop.png", engine: "WebKit" });
const FIREFOX_404_MOBILE = record({
  name: "engines/firefox/unknown-page-mobile.png",
  engine: "Firefox",
  viewport: "mobile",
});
const WEBKIT_404_MOBILE = record({
  name: "engines/webkit/unknown-page-mobile-447px.png",
  engine: "WebKit",
  viewport: "mobile",
});

/** Each entry's index, its changes' names and the entries it links to. */
const links = (changes: ChangeRecord[]) =>
  entriesOf(changes).map((entry) => [entry.index, entry.changes.map((change) => change.name), entry.alsoIn]);

describe("the engine of a change", () => {
  it("is the one that took it, and Chromium for Playwright's baselines, which name none", () => {
    expect(engineOf({})).toBe("Chromium");
    expect(engineOf({ engine: undefined })).toBe("Chromium");
    expect(engineOf({ engine: "WebKit" })).toBe("WebKit");
  });
});

describe("what a picture shows, whichever engine took it", () => {
  it("is its page or story and size, from its file name", () => {
    expect(sight({ name: "not-found.spec.ts/unknown-page-desktop.png" })).toBe("unknown-page-desktop");
    expect(sight({ name: "engines/firefox/unknown-page-mobile.png" })).toBe("unknown-page-mobile");
    expect(sight({ name: "stories.spec.ts/header--on-home-mobile.png" })).toBe("header--on-home-mobile");
  });

  it("is for WebKit's narrower mobile pictures the same as the others' mobile ones", () => {
    expect(sight({ name: "engines/webkit/unknown-page-mobile-447px.png" })).toBe("unknown-page-mobile");
    expect(sight({ name: "engines/webkit/home-desktop.png" })).toBe("home-desktop");
  });

  it("keeps a width that does not end the name", () => {
    expect(sight({ name: "stories.spec.ts/spacer--16px-desktop.png" })).toBe("spacer--16px-desktop");
  });
});

describe("the same change in other engines", () => {
  it("links each engine's entry to the others' of the same status showing the same pages and sizes", () => {
    expect(links([CHROMIUM_404, FIREFOX_404, FIREFOX_404_MOBILE, WEBKIT_404, WEBKIT_404_MOBILE])).toEqual([
      [
        1,
        [CHROMIUM_404.name],
        [
          { engine: "Firefox", index: 2 },
          { engine: "WebKit", index: 4 },
        ],
      ],
      [
        2,
        [FIREFOX_404.name],
        [
          { engine: "Chromium", index: 1 },
          { engine: "WebKit", index: 4 },
        ],
      ],
      [3, [FIREFOX_404_MOBILE.name], [{ engine: "WebKit", index: 5 }]],
      [
        4,
        [WEBKIT_404.name],
        [
          { engine: "Chromium", index: 1 },
          { engine: "Firefox", index: 2 },
        ],
      ],
      [5, [WEBKIT_404_MOBILE.name], [{ engine: "Firefox", index: 3 }]],
    ]);
  });

  it("links entries of several pictures when they show the same pages and sizes, in whatever order", () => {
    const twoPages = (engine: string, first: string, second: string) => [
      record({ name: `engines/${engine.toLowerCase()}/${first}-desktop.png`, engine, signature: engine }),
      record({ name: `engines/${engine.toLowerCase()}/${second}-desktop.png`, engine, signature: engine }),
    ];
    expect(
      links([
        ...twoPages("Firefox", "unknown-page", "unknown-article"),
        ...twoPages("WebKit", "unknown-article", "unknown-page"),
      ]),
    ).toEqual([
      [
        1,
        ["engines/firefox/unknown-page-desktop.png", "engines/firefox/unknown-article-desktop.png"],
        [{ engine: "WebKit", index: 2 }],
      ],
      [
        2,
        ["engines/webkit/unknown-article-desktop.png", "engines/webkit/unknown-page-desktop.png"],
        [{ engine: "Firefox", index: 1 }],
      ],
    ]);
  });

  it("does not link entries that show only some of the same pages", () => {
    const firefoxBoth = [
      FIREFOX_404,
      record({
        name: "engines/firefox/unknown-article-desktop.png",
        engine: "Firefox",
        signature: FIREFOX_404.signature,
      }),
    ];
    expect(links([...firefoxBoth, WEBKIT_404])).toEqual([
      [1, [FIREFOX_404.name, "engines/firefox/unknown-article-desktop.png"], []],
      [2, [WEBKIT_404.name], []],
    ]);
  });

  it("does not link entries of another status", () => {
    expect(links([{ ...FIREFOX_404, status: "new" }, WEBKIT_404])).toEqual([
      [1, [FIREFOX_404.name], []],
      [2, [WEBKIT_404.name], []],
    ]);
  });

  it("never links baselines not compared, which come last", () => {
    const notCompared = (change: ChangeRecord) => ({ ...change, status: "not-compared" as const, reason: "why" });
    expect(links([notCompared(FIREFOX_404), notCompared(WEBKIT_404), CHROMIUM_404])).toEqual([
      [1, [CHROMIUM_404.name], []],
      [2, [FIREFOX_404.name], []],
      [3, [WEBKIT_404.name], []],
    ]);
  });

  it("never links text baselines", () => {
    const text = (change: ChangeRecord) => ({
      ...change,
      kind: "aria" as const,
      name: change.name.replace(".png", ""),
    });
    expect(links([text(CHROMIUM_404), text(FIREFOX_404)])).toEqual([
      [1, ["not-found.spec.ts/unknown-page-desktop"], []],
      [2, ["engines/firefox/unknown-page-desktop"], []],
    ]);
  });

  it("never links two entries of the same engine", () => {
    const otherSpec = record({ name: "errors.spec.ts/unknown-page-desktop.png" });
    expect(links([CHROMIUM_404, otherSpec, FIREFOX_404])).toEqual([
      [1, [CHROMIUM_404.name], [{ engine: "Firefox", index: 3 }]],
      [2, [otherSpec.name], [{ engine: "Firefox", index: 3 }]],
      [
        3,
        [FIREFOX_404.name],
        [
          { engine: "Chromium", index: 1 },
          { engine: "Chromium", index: 2 },
        ],
      ],
    ]);
  });
});
