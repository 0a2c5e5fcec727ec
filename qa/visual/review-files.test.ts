import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { VISUAL_RUN_SNAPSHOTS } from "./fixtures/load-fixture";
import { folderFiles } from "./review-files";

describe("the review folder's files, as its page reads them", () => {
  const files = folderFiles(VISUAL_RUN_SNAPSHOTS);

  it("reads a picture's size from its PNG header", () => {
    expect(files.size("stories.spec.ts/header--on-home-desktop.png")).toEqual({ width: 1280, height: 65 });
    expect(files.size("stories.spec.ts/notfound--page-desktop.png")).toEqual({ width: 1248, height: 540 });
  });

  it("reads a text baseline whole, and nothing where there is none", () => {
    const name = "navigation.spec.ts/header-menu-open-mobile.aria.yml";
    expect(files.text(name)).toBe(readFileSync(join(VISUAL_RUN_SNAPSHOTS, name), "utf8"));
    expect(files.text(undefined)).toBeUndefined();
  });

  it("gives the page each picture by its path in the folder, as it is", () => {
    expect(files.address("files/3-actual.png")).toEqual({ path: "files/3-actual.png" });
  });
});
