import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { testFolder } from "#qa/support/fixtures/test-folder.ts";
import { pictureHarnessFiles, pictureHarnessStamp } from "./picture-harness.ts";

/** The files the stamp covers in a checkout that has them all, and others beside them. */
const HARNESS = {
  "qa/basics/shoot-until-agree.ts": "export const shootUntilTwoAgree = 1;",
  "qa/plan/take-picture.ts": "export const MAX_SHOTS = 10;",
  "qa/plan/journeys.ts": "export const JOURNEYS = [];",
  "qa/engines/webkit/window.ts": "export const TOOLBAR = 447;",
  "qa/plan/catalogue-index.ts": "export const SMALL_SCREEN_TAG = 'small-screen';",
  "qa/plan/catalogue-server.ts": "export const serve = 1;",
  "qa/plan/stock-photos.ts": "export const STOCK_PHOTO_ORIGIN = 'https://images.unsplash.com';",
  "qa/plan/story-finished.ts": "export const STORY_FINISHED_ATTRIBUTE = 'data-story-finished';",
  "qa/plan/story-in-place.ts": "export const showStoryInPlace = 1;",
  "qa/plan/viewports.ts": "export const VIEWPORTS = {};",
  "qa/plan/pictured-pages.ts": "export const PICTURED_PAGES = [];",
  "qa/support/wait.ts": "export const WAIT_TIMEOUT_MS = 5000;",
  "mocks/images/person.svg": "<svg/>",
  "mocks/images/photo-warm.svg": "<svg><rect/></svg>",
  "snapshots/engines/firefox/engine.json": '{ "engine": "Firefox", "version": "153.7.0" }',
  "snapshots/engines/webkit/engine.json": '{ "engine": "WebKit", "version": "2.50.6" }',
};
/** Files beside them that the pictures do not depend on. */
const OTHERS = {
  "qa/basics/shoot-until-agree.test.ts": "it('agrees')",
  "qa/basics/median.ts": "export const median = 1;",
  "qa/plan/spec-rules.ts": "export const SPEC_RULES = [];",
  "qa/engines/picture-run.test.ts": "it('shoots')",
  "qa/plan/take-picture.test.ts": "it('shoots')",
  "qa/engines/fixtures/fake-driver.ts": "export const fake = 1;",
  "qa/engines/README.md": "# Engines",
  "qa/support/ports.ts": "export const PORT = 4173;",
  "qa/plan/catalogue-index.test.ts": "it('reads')",
  "qa/support/wait.test.ts": "it('waits')",
  "mocks/images/notes.txt": "where the stand-ins come from",
  "snapshots/engines/firefox/home-desktop.png": "PNG",
  "snapshots/environment.json": "{}",
  "src/routes/home.tsx": "export default 1;",
};

/** A checkout of its own holding the files given. */
function checkout(files: Record<string, string>): string {
  const root = testFolder("picture-harness");
  for (const [file, content] of Object.entries(files)) write(root, file, content);
  return root;
}
function write(root: string, file: string, content: string) {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), content);
}

describe("the files of the picture harness", () => {
  it("are the engine modules, the shooting until two shots agree, this site's picture taking, journeys, catalogue index and server, pages pictured, stock photos, story mark, in-place showing and viewports, the wait's module, the stand-in photos and the engines' records, sorted", () => {
    expect(pictureHarnessFiles(checkout({ ...OTHERS, ...HARNESS }))).toEqual([
      "mocks/images/person.svg",
      "mocks/images/photo-warm.svg",
      "qa/basics/shoot-until-agree.ts",
      "qa/engines/webkit/window.ts",
      "qa/plan/catalogue-index.ts",
      "qa/plan/catalogue-server.ts",
      "qa/plan/journeys.ts",
      "qa/plan/pictured-pages.ts",
      "qa/plan/stock-photos.ts",
      "qa/plan/story-finished.ts",
      "qa/plan/story-in-place.ts",
      "qa/plan/take-picture.ts",
      "qa/plan/viewports.ts",
      "qa/support/wait.ts",
      "snapshots/engines/firefox/engine.json",
      "snapshots/engines/webkit/engine.json",
    ]);
  });

  it("are only those the checkout has, and none in a checkout without them", () => {
    expect(
      pictureHarnessFiles(checkout({ "qa/plan/take-picture.ts": "", "qa/support/wait.ts": "", ...OTHERS })),
    ).toEqual(["qa/plan/take-picture.ts", "qa/support/wait.ts"]);
    expect(pictureHarnessFiles(checkout(OTHERS))).toEqual([]);
  });
});

describe("the stamp of the picture harness", () => {
  it("is sixteen hexadecimal digits, the same for the same files wherever the checkout is", () => {
    const stamp = pictureHarnessStamp(checkout(HARNESS));
    expect(stamp).toMatch(/^[0-9a-f]{16}$/);
    expect(pictureHarnessStamp(checkout(HARNESS))).toBe(stamp);
  });

  it.each(Object.keys(HARNESS))("changes when %s changes", (file) => {
    const root = checkout(HARNESS);
    const before = pictureHarnessStamp(root);
    write(root, file, `${HARNESS[file as keyof typeof HARNESS]} `);
    expect(pictureHarnessStamp(root)).not.toBe(before);
  });

  it("changes when a file is renamed, added or removed, whatever its content", () => {
    const root = checkout(HARNESS);
    const stamps = [pictureHarnessStamp(root)];
    renameSync(join(root, "mocks/images/person.svg"), join(root, "mocks/images/people.svg"));
    stamps.push(pictureHarnessStamp(root));
    write(root, "qa/engines/empty.ts", "");
    stamps.push(pictureHarnessStamp(root));
    rmSync(join(root, "qa/plan/viewports.ts"));
    stamps.push(pictureHarnessStamp(root));
    expect(new Set(stamps).size).toBe(4);
  });

  it("stays the same when a spec, a fixture or any other file changes", () => {
    const root = checkout({ ...OTHERS, ...HARNESS });
    const before = pictureHarnessStamp(root);
    for (const [file, content] of Object.entries(OTHERS)) write(root, file, `${content} changed`);
    write(root, "qa/engines/fixtures/jsdom.d.ts", "declare module 'jsdom';");
    expect(pictureHarnessStamp(root)).toBe(before);
    expect(before).toBe(pictureHarnessStamp(checkout(HARNESS)));
  });

  it("tells a file's name from its content, and one file's content from the next file's name", () => {
    // Run together, the names and contents of these checkouts read the same.
    expect(pictureHarnessStamp(checkout({ "qa/engines/a.ts": ".tsX" }))).not.toBe(
      pictureHarnessStamp(checkout({ "qa/engines/a.ts.ts": "X" })),
    );
    expect(pictureHarnessStamp(checkout({ "qa/engines/a.ts": "X", "qa/engines/b.ts": "Y" }))).not.toBe(
      pictureHarnessStamp(checkout({ "qa/engines/a.ts": "Xqa/engines/b.ts\0Y" })),
    );
  });
});
