import { describe, expect, it } from "vitest";
import { acceptChanges, selectChanges } from "./accept";
import { byStatusThenName, type Change } from "./change";
import { NOT_RUN, obsoleteBaselines } from "./collect";
import { recordedClaims, recordedCollection, VISUAL_RUN_SNAPSHOTS } from "./fixtures/load-fixture";
import { baselineFiles } from "./load-run";

/** The recorded run's changes, and the baselines its renamed story left behind. */
const recordedChanges = (): Change[] => [
  ...recordedCollection("partial").changes,
  ...obsoleteBaselines(recordedClaims(), baselineFiles(VISUAL_RUN_SNAPSHOTS), VISUAL_RUN_SNAPSHOTS),
];
const names = (selected: Change[]) => selected.map((change) => change.name);

describe("choosing which changes to accept", () => {
  it("takes exactly the named change", () => {
    expect(
      names(selectChanges(recordedChanges(), ["stories.spec.ts/packagecard--premium-desktop.png"], false)),
    ).toEqual(["stories.spec.ts/packagecard--premium-desktop.png"]);
  });

  it("takes every change a glob matches, on the whole path or the file name alone", () => {
    expect(names(selectChanges(recordedChanges(), ["thankyoupanel--*-mobile.*"], false))).toEqual([
      "stories.spec.ts/thankyoupanel--shown-mobile.aria.yml",
      "stories.spec.ts/thankyoupanel--shown-mobile.png",
      "stories.spec.ts/thankyoupanel--default-mobile.aria.yml",
      "stories.spec.ts/thankyoupanel--default-mobile.png",
    ]);
    expect(names(selectChanges(recordedChanges(), ["stories.spec.ts/notfound--*.aria.yml"], false))).toHaveLength(2);
  });

  it("refuses --all while a test failed before comparing its baselines, naming the first three and saying there are more", () => {
    const failed = "its test failed before comparing it: Error: expect(page).toHaveTitle(expected) failed";
    expect(() => selectChanges(recordedChanges(), [], true)).toThrow(
      new Error(
        "--all refused: 4 baseline(s) were not compared because their test failed or was skipped " +
          `(not-found.spec.ts/unknown-page-desktop.aria.yml: ${failed}; not-found.spec.ts/unknown-page-desktop.png: ${failed}; ` +
          `not-found.spec.ts/unknown-page-mobile.aria.yml: ${failed}; …). Fix that test and run again, or name the changes to accept.`,
      ),
    );
  });

  it("names every baseline a failed test kept from view when there are three, with no more to hint at", () => {
    const changes = recordedChanges().filter((change) => change.name !== "not-found.spec.ts/unknown-page-mobile.png");
    expect(() => selectChanges(changes, [], true)).toThrow(
      /\(not-found\.spec\.ts\/unknown-page-desktop\.aria\.yml: [^;]*; not-found\.spec\.ts\/unknown-page-desktop\.png: [^;]*; not-found\.spec\.ts\/unknown-page-mobile\.aria\.yml: [^;]*failed\)\. Fix that test/,
    );
  });

  it("takes every change it can with --all: changed, new and obsolete, leaving out what the run's filter left out", () => {
    const ranOrFiltered = recordedChanges().filter(
      (change) => change.status !== "not-compared" || change.reason === NOT_RUN,
    );
    const all = selectChanges(ranOrFiltered, [], true);
    expect(new Set(all.map((change) => change.status))).toEqual(new Set(["changed", "new", "obsolete"]));
    expect(all).toHaveLength(ranOrFiltered.filter((change) => change.status !== "not-compared").length);
    expect(ranOrFiltered.some((change) => change.reason === NOT_RUN)).toBe(true);
  });

  it("refuses a baseline that was not compared, saying why there is nothing to take", () => {
    expect(() => selectChanges(recordedChanges(), ["unknown-page-desktop.png"], false)).toThrow(
      '"not-found.spec.ts/unknown-page-desktop.png" was not compared (its test failed before comparing it:',
    );
  });

  it("refuses an unknown name, naming the closest ones, before anything is accepted", () => {
    expect(() =>
      selectChanges(recordedChanges(), ["packagecard--premum-desktop.png", "packagecard--*"], false),
    ).toThrow(
      'No change named "packagecard--premum-desktop.png" in the last run (closest: stories.spec.ts/packagecard--premium-desktop.png,',
    );
  });

  it("takes every change any of the names picks", () => {
    expect(
      names(
        selectChanges(recordedChanges(), ["packagecard--premium-desktop.png", "header--on-home-mobile.png"], false),
      ),
    ).toEqual(["stories.spec.ts/header--on-home-mobile.png", "stories.spec.ts/packagecard--premium-desktop.png"]);
  });

  it("takes a name exactly as written even where it reads as a glob", () => {
    const [change] = recordedChanges().filter((c) => c.status === "changed");
    const bracketed = { ...change, name: "stories.spec.ts/price-[eur]-desktop.png" };
    expect(names(selectChanges([bracketed], ["stories.spec.ts/price-[eur]-desktop.png"], false))).toEqual([
      "stories.spec.ts/price-[eur]-desktop.png",
    ]);
  });

  it("refuses each unknown name on a line of its own, suggesting the three names fewest edits away", () => {
    // A name without a folder is measured against file names alone; ties go in name order.
    expect(() =>
      selectChanges(recordedChanges(), ["thankyoupanel--shwn-desktop.png", "packagecard--basic-desktop.png"], false),
    ).toThrow(
      new Error(
        'No change named "thankyoupanel--shwn-desktop.png" in the last run (closest: stories.spec.ts/thankyoupanel--shown-desktop.png, stories.spec.ts/thankyoupanel--default-desktop.png, stories.spec.ts/thankyoupanel--shown-mobile.png).\n' +
          'No change named "packagecard--basic-desktop.png" in the last run (closest: stories.spec.ts/packagecard--premium-desktop.png, stories.spec.ts/packagecard--premium-mobile.png, stories.spec.ts/header--on-blog-desktop.png).',
      ),
    );
  });

  it("says there is nothing to accept when the last run compared nothing that changed", () => {
    const filteredOut = recordedChanges().filter((change) => change.reason === NOT_RUN);
    expect(() => selectChanges(filteredOut, ["header--on-home-desktop.png"], false)).toThrow(
      new Error(
        'No change named "header--on-home-desktop.png" in the last run (the last run has no changes to accept).',
      ),
    );
  });

  it("refuses to guess when given no names", () => {
    expect(() => selectChanges(recordedChanges(), [], false)).toThrow("--all");
  });
});

describe("choosing by a file name that several engines' pictures share", () => {
  /**
   * The recorded run's changes, with Firefox's and WebKit's pictures of the not-found pages beside
   * Chromium's: the same file names under engines/<engine>/, as the engine pictures are named.
   */
  const withEngines = (): Change[] =>
    recordedChanges()
      .flatMap((change) =>
        change.kind === "image" && change.name.startsWith("not-found.spec.ts/")
          ? [
              change,
              ...(["Firefox", "WebKit"] as const).map((engine) => ({
                ...change,
                name: change.name.replace("not-found.spec.ts/", `engines/${engine.toLowerCase()}/`),
                engine,
                status: "changed" as const,
              })),
            ]
          : [change],
      )
      .sort(byStatusThenName);

  it("refuses a file name every engine's picture has, naming the engines and each picture's full name", () => {
    expect(() => selectChanges(withEngines(), ["unknown-article-desktop.png"], false)).toThrow(
      new Error(
        '"unknown-article-desktop.png" names the pictures of Chromium, Firefox, WebKit alike: name each one to accept by its path ' +
          "(engines/firefox/unknown-article-desktop.png, engines/webkit/unknown-article-desktop.png, not-found.spec.ts/unknown-article-desktop.png).",
      ),
    );
  });

  it("refuses a glob of file names that picks several engines' pictures, after the unknown names, before anything is taken", () => {
    expect(() =>
      selectChanges(withEngines(), ["header--on-home-desktop.png", "unknown-article-*", "unknown-artcle.png"], false),
    ).toThrow(
      new Error(
        'No change named "unknown-artcle.png" in the last run (closest: engines/firefox/unknown-article-mobile.png, engines/firefox/unknown-page-mobile.png, engines/webkit/unknown-article-mobile.png).\n' +
          '"unknown-article-*" names the pictures of Chromium, Firefox, WebKit alike: name each one to accept by its path ' +
          "(engines/firefox/unknown-article-desktop.png, engines/firefox/unknown-article-mobile.png, engines/webkit/unknown-article-desktop.png, " +
          "engines/webkit/unknown-article-mobile.png, not-found.spec.ts/unknown-article-desktop.png, not-found.spec.ts/unknown-article-mobile.png).",
      ),
    );
  });

  it("takes a file name whose other engines' pictures were not compared: only one engine's is there to accept", () => {
    // Chromium's unknown-page pictures were not compared (their test failed); Firefox's and WebKit's were.
    const changes = withEngines().filter((change) => change.name !== "engines/webkit/unknown-page-desktop.png");
    expect(names(selectChanges(changes, ["unknown-page-desktop.png"], false))).toEqual([
      "engines/firefox/unknown-page-desktop.png",
    ]);
  });

  it("takes one engine's picture by its full name, and each engine's by a glob of paths", () => {
    expect(names(selectChanges(withEngines(), ["engines/webkit/unknown-article-desktop.png"], false))).toEqual([
      "engines/webkit/unknown-article-desktop.png",
    ]);
    expect(names(selectChanges(withEngines(), ["engines/firefox/unknown-article-*"], false))).toEqual([
      "engines/firefox/unknown-article-desktop.png",
      "engines/firefox/unknown-article-mobile.png",
    ]);
    expect(names(selectChanges(withEngines(), ["**/unknown-article-desktop.png"], false))).toEqual([
      "engines/firefox/unknown-article-desktop.png",
      "engines/webkit/unknown-article-desktop.png",
      "not-found.spec.ts/unknown-article-desktop.png",
    ]);
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
    const changes = recordedChanges();
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
