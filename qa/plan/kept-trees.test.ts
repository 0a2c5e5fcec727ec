import { readdirSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { testFolder } from "#qa/support/fixtures/test-folder.ts";
import type { BuildInputs } from "#src/build/build-inputs.ts";
import { KEPT_TREES, keepTree, keptTree } from "./kept-trees.ts";

const tree = (n: number): BuildInputs => ({ stamp: `stamp${n}`, files: { "src/a.ts": `${n}` }, env: {} });

describe("the trees that results were made of, kept by their stamp", () => {
  it("gives back the files of a tree kept, and nothing for a stamp never kept", () => {
    const dir = testFolder("trees");
    expect(keepTree(tree(1), dir)).toEqual(tree(1));
    expect(keptTree("stamp1", dir)).toEqual(tree(1));
    expect(keptTree("stamp2", dir)).toBeUndefined();
    expect(keptTree(undefined, dir)).toBeUndefined();
    // Kept again (each Playwright worker loads the config): still one file, whole.
    keepTree(tree(1), dir);
    expect(readdirSync(dir)).toEqual(["stamp1.json"]);
  });

  it(`keeps the ${KEPT_TREES} trees kept last, so that the folder does not grow with every edit`, () => {
    const dir = testFolder("trees");
    for (let n = 1; n <= KEPT_TREES + 2; n++) {
      keepTree(tree(n), dir);
      // A second apart: the order they were kept in, whatever the file system's clock.
      utimesSync(join(dir, `stamp${n}.json`), n, n);
    }
    keepTree(tree(KEPT_TREES + 2), dir);
    expect(readdirSync(dir).sort()).toEqual(Array.from({ length: KEPT_TREES }, (_, i) => `stamp${i + 3}.json`).sort());
    expect(keptTree("stamp1", dir)).toBeUndefined();
    expect(keptTree(`stamp${KEPT_TREES + 2}`, dir)).toEqual(tree(KEPT_TREES + 2));
  });

  it("never drops the tree it keeps, whatever the clock says of the others, nor a file another run is still writing", () => {
    const dir = testFolder("trees");
    const later = Date.now() / 1000 + 3600;
    for (let n = 1; n <= KEPT_TREES; n++) {
      keepTree(tree(n), dir);
      utimesSync(join(dir, `stamp${n}.json`), later, later);
    }
    // Another worker's tree, half written, kept long ago by the clock.
    writeFileSync(join(dir, "stamp0.json.4242"), "{");
    utimesSync(join(dir, "stamp0.json.4242"), 1, 1);
    keepTree(tree(KEPT_TREES + 1), dir);
    expect(keptTree(`stamp${KEPT_TREES + 1}`, dir)).toEqual(tree(KEPT_TREES + 1));
    expect(readdirSync(dir)).toContain("stamp0.json.4242");
    expect(readdirSync(dir).filter((name) => name.endsWith(".json"))).toHaveLength(KEPT_TREES);
  });
});
