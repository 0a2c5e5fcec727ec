// @vitest-environment node
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { acceptChanges, selectChanges } from "./accept";
import { type Change, collectRun, obsoleteBaselines } from "./collect";
import { RUN_SNAPSHOTS, recordedRun } from "./fixtures/load-fixture";

const changes: Change[] = [
  ...collectRun(recordedRun(), RUN_SNAPSHOTS, (name) => existsSync(join(RUN_SNAPSHOTS, name))).changes,
  ...obsoleteBaselines(new Set(), ["stories.spec.ts/pricecard--premium-desktop.aria.yml"], RUN_SNAPSHOTS),
];
const names = (selected: Change[]) => selected.map((change) => change.name);

describe("choosing which changes to accept", () => {
  it("takes exactly the named change", () => {
    expect(names(selectChanges(changes, ["stories.spec.ts/packagecard--premium-desktop.png"], false))).toEqual([
      "stories.spec.ts/packagecard--premium-desktop.png",
    ]);
  });

  it("takes every change a glob matches, on the whole path or the file name alone", () => {
    expect(names(selectChanges(changes, ["packagecard--*-mobile.*"], false))).toEqual([
      "stories.spec.ts/packagecard--premium-mobile.png",
      "stories.spec.ts/packagecard--premium-mobile.aria.yml",
    ]);
    expect(names(selectChanges(changes, ["stories.spec.ts/*.aria.yml"], false))).toHaveLength(3);
  });

  it("takes everything with --all", () => {
    expect(selectChanges(changes, [], true)).toEqual(changes);
  });

  it("refuses an unknown name, naming the closest ones, before anything is accepted", () => {
    expect(() => selectChanges(changes, ["packagecard--premum-desktop.png", "packagecard--*"], false)).toThrow(
      'No change named "packagecard--premum-desktop.png" in the last run (closest: stories.spec.ts/packagecard--premium-desktop.png,',
    );
  });

  it("refuses to guess when given no names", () => {
    expect(() => selectChanges(changes, [], false)).toThrow("--all");
  });
});

describe("accepting changes", () => {
  it("writes each actual result as its baseline and removes an obsolete one, touching nothing else", () => {
    const written: [string, { file?: string; text?: string }][] = [];
    const removed: string[] = [];
    const store = {
      write: (name: string, from: { file?: string; text?: string }) => written.push([name, from]),
      remove: (name: string) => removed.push(name),
    };
    const [picture, text] = changes;
    const obsolete = changes.at(-1) as Change;
    expect(acceptChanges([picture, text, obsolete], store)).toEqual([
      "updated stories.spec.ts/packagecard--premium-desktop.png",
      "updated stories.spec.ts/packagecard--premium-desktop.aria.yml",
      "removed stories.spec.ts/pricecard--premium-desktop.aria.yml",
    ]);
    expect(written).toEqual([
      [picture.name, { file: picture.files.actual, text: undefined }],
      [text.name, { file: undefined, text: expect.stringContaining("proovi tasuta") }],
    ]);
    expect(removed).toEqual([obsolete.name]);
  });
});
