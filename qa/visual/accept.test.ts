import { describe, expect, it } from "vitest";
import { acceptChanges, selectChanges } from "./accept";
import { type Change, collectRun, NOT_RUN, obsoleteBaselines } from "./collect";
import { recordedClaims, recordedVisualRun, VISUAL_RUN_SNAPSHOTS } from "./fixtures/load-fixture";
import { baselineFiles } from "./load-run";

const claimed = recordedClaims();
const changes: Change[] = [
  ...(await collectRun(recordedVisualRun(), { snapshotsDir: VISUAL_RUN_SNAPSHOTS, claimed })).changes,
  ...obsoleteBaselines(claimed, baselineFiles(VISUAL_RUN_SNAPSHOTS), VISUAL_RUN_SNAPSHOTS),
];
const names = (selected: Change[]) => selected.map((change) => change.name);

describe("choosing which changes to accept", () => {
  it("takes exactly the named change", () => {
    expect(names(selectChanges(changes, ["stories.spec.ts/packagecard--premium-desktop.png"], false))).toEqual([
      "stories.spec.ts/packagecard--premium-desktop.png",
    ]);
  });

  it("takes every change a glob matches, on the whole path or the file name alone", () => {
    expect(names(selectChanges(changes, ["thankyoupanel--*-mobile.*"], false))).toEqual([
      "stories.spec.ts/thankyoupanel--shown-mobile.aria.yml",
      "stories.spec.ts/thankyoupanel--shown-mobile.png",
      "stories.spec.ts/thankyoupanel--default-mobile.aria.yml",
      "stories.spec.ts/thankyoupanel--default-mobile.png",
    ]);
    expect(names(selectChanges(changes, ["stories.spec.ts/notfound--*.aria.yml"], false))).toHaveLength(2);
  });

  it("refuses --all while a test failed before comparing its baselines, naming them", () => {
    expect(() => selectChanges(changes, [], true)).toThrow(
      "--all refused: 4 baseline(s) were not compared because their test failed or was skipped (not-found.spec.ts/unknown-page-desktop.aria.yml: its test failed before comparing it:",
    );
  });

  it("takes every change it can with --all: changed, new and obsolete, leaving out what the run's filter left out", () => {
    const ranOrFiltered = changes.filter((change) => change.status !== "not-compared" || change.reason === NOT_RUN);
    const all = selectChanges(ranOrFiltered, [], true);
    expect(new Set(all.map((change) => change.status))).toEqual(new Set(["changed", "new", "obsolete"]));
    expect(all).toHaveLength(ranOrFiltered.filter((change) => change.status !== "not-compared").length);
    expect(ranOrFiltered.some((change) => change.reason === NOT_RUN)).toBe(true);
  });

  it("refuses a baseline that was not compared, saying why there is nothing to take", () => {
    expect(() => selectChanges(changes, ["unknown-page-desktop.png"], false)).toThrow(
      '"not-found.spec.ts/unknown-page-desktop.png" was not compared (its test failed before comparing it:',
    );
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
    const pick = (name: string) => changes.find((change) => change.name === name) as Change;
    const picture = pick("stories.spec.ts/thankyoupanel--shown-desktop.png");
    const text = pick("stories.spec.ts/notfound--page-desktop.aria.yml");
    const obsolete = pick("stories.spec.ts/thankyoupanel--default-desktop.png");
    expect(acceptChanges([picture, text, obsolete], store)).toEqual([
      "added stories.spec.ts/thankyoupanel--shown-desktop.png",
      "updated stories.spec.ts/notfound--page-desktop.aria.yml",
      "removed stories.spec.ts/thankyoupanel--default-desktop.png",
    ]);
    expect(written).toEqual([
      [picture.name, { file: picture.files.actual, text: undefined }],
      [text.name, { file: undefined, text: expect.stringContaining("Seda lehte ei leitud") }],
    ]);
    expect(removed).toEqual([obsolete.name]);
  });
});
