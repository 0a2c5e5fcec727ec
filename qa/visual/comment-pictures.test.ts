import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Change } from "./change.ts";
import {
  pictureFileName,
  reviewPictureFiles,
  shownPicture,
  summaryGroups,
  writeReviewPictures,
} from "./comment-pictures.ts";
import { recordedCollection, recordedCollectionWithCauses } from "./fixtures/load-fixture.ts";
import { summaryMarkdown } from "./summary.ts";

const BASE = "https://raw.githubusercontent.com/vormis/site/refs/heads/visual-review/pr-42/run-7-1/";
const emptyFolder = () => join(mkdtempSync(join(tmpdir(), "review-pictures-")), "pictures");
/** The summary's picture addresses, each without the address the pictures were said to be at. */
const namesIn = (markdown: string) =>
  [...markdown.matchAll(/<img src="([^"]+)"/g)].map((match) => match[1].slice(BASE.length)).sort();

const run = () => recordedCollectionWithCauses("compared");
const named = (name: string) => run().changes.find((change) => change.name === name) as Change;

describe("the comment's pictures", () => {
  it("are exactly the files the summary's addresses name, written by snapshots:pictures", () => {
    const dir = emptyFolder();
    const written = writeReviewPictures(run(), dir);
    const addressed = namesIn(summaryMarkdown(run(), { where: "here", pullRequest: "42", picturesUrl: BASE }));
    expect(addressed).toEqual([...written].sort());
    expect(readdirSync(dir).sort()).toEqual(addressed);
    expect(addressed).toEqual([
      "1-stories.spec.ts-packagecard--premium-mobile-after.png",
      "1-stories.spec.ts-packagecard--premium-mobile-before.png",
      "1-stories.spec.ts-packagecard--premium-mobile-difference.png",
      "2-stories.spec.ts-notfound--post-mobile-after.png",
      "2-stories.spec.ts-notfound--post-mobile-before.png",
      "2-stories.spec.ts-notfound--post-mobile-difference.png",
      "3-stories.spec.ts-thankyoupanel--shown-desktop-after.png",
    ]);
  });

  it("are copies of the run's baseline, its picture and Playwright's diff", () => {
    const dir = emptyFolder();
    writeReviewPictures(run(), dir);
    const { files } = named("stories.spec.ts/packagecard--premium-mobile.png");
    const copy = (side: string) => readFileSync(join(dir, `1-stories.spec.ts-packagecard--premium-mobile-${side}.png`));
    expect(copy("before").equals(readFileSync(files.baseline as string))).toBe(true);
    expect(copy("after").equals(readFileSync(files.actual as string))).toBe(true);
    expect(copy("difference").equals(readFileSync(files.diff as string))).toBe(true);
  });

  it("are not written into a folder that holds anything, which would be published with them", () => {
    const dir = mkdtempSync(join(tmpdir(), "review-pictures-"));
    writeFileSync(join(dir, "left-over.png"), "");
    expect(() => writeReviewPictures(run(), dir)).toThrow(`${dir} is not empty`);
    expect(readdirSync(dir)).toEqual(["left-over.png"]);
  });

  it("are none where the review did not look for causes, as the summary then has no groups", () => {
    const dir = emptyFolder();
    expect(writeReviewPictures(recordedCollection("compared"), dir)).toEqual([]);
    expect(readdirSync(dir)).toEqual([]);
  });

  it("leave out a side the run has no file of, in the summary and in the folder alike (an engine's picture has no diff)", () => {
    const changes = run().changes.map((change) =>
      change.name === "stories.spec.ts/packagecard--premium-mobile.png"
        ? { ...change, files: { ...change.files, diff: undefined } }
        : change,
    );
    const files = reviewPictureFiles({ ...run(), changes }).map((file) => file.name);
    expect(files).not.toContain("1-stories.spec.ts-packagecard--premium-mobile-difference.png");
    expect(files).toContain("1-stories.spec.ts-packagecard--premium-mobile-before.png");
    const markdown = summaryMarkdown({ ...run(), changes }, { where: "here", picturesUrl: BASE });
    expect(namesIn(markdown)).toEqual([...files].sort());
    expect(markdown).toContain(
      '-after.png" width="260" alt="stories.spec.ts/packagecard--premium-mobile.png, after"> | *none: the review page outlines the changed regions* |',
    );
  });
});

describe("the picture a group shows", () => {
  it("is the one with the largest share of changed pixels", () => {
    const [tailwind] = summaryGroups(run());
    expect(shownPicture(tailwind.changes)?.name).toBe("stories.spec.ts/packagecard--premium-mobile.png");
  });

  it("is the first by name among equal shares", () => {
    const home = named("stories.spec.ts/header--on-home-desktop.png");
    const about = named("stories.spec.ts/header--on-about-desktop.png");
    expect(shownPicture([home, about])?.name).toBe(about.name);
  });

  it("is the first by name in a group of new or obsolete pictures, which have no pixel count", () => {
    const shown = named("stories.spec.ts/thankyoupanel--shown-mobile.png");
    const obsolete = {
      ...shown,
      name: "stories.spec.ts/thankyoupanel--default-mobile.png",
      status: "obsolete" as const,
    };
    expect(shownPicture([shown, obsolete])?.name).toBe(obsolete.name);
  });

  it("is none in a group of text baselines only", () => {
    expect(shownPicture([named("stories.spec.ts/notfound--page-mobile.aria.yml")])).toBeUndefined();
  });
});

describe("a picture's file name", () => {
  it("is its group's number, its baseline's path with only safe characters, and the side", () => {
    expect(pictureFileName(3, { name: "engines/webkit/home-mobile-447px.png" }, "difference")).toBe(
      "3-engines-webkit-home-mobile-447px-difference.png",
    );
    expect(pictureFileName(1, { name: "stories.spec.ts/header--on-home-desktop.png" }, "before")).toBe(
      "1-stories.spec.ts-header--on-home-desktop-before.png",
    );
  });
});
