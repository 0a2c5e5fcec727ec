import { copyFileSync, mkdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { hashOf } from "#qa/basics/index.ts";
import { comparePictures } from "#qa/compare/index.ts";
import { notTaken } from "#qa/engines/picture-run.ts";
import { enginePictures, picturesOf, picturingEngine } from "#qa/engines/pictures.ts";
import { sitePictures } from "#qa/plan/site-pictures.ts";
import type { PictureRun } from "#qa/results/index.ts";
import { testFolder } from "#qa/support/fixtures/test-folder.ts";
import routes from "#src/routes.ts";
import { causesOf, storyFiles } from "./causes";
import type { Change } from "./change";
import { collectEnginePictures, TAKE_ENGINE_PICTURES } from "./engine-changes";
import {
  engineRunDir,
  type RecordedEngineRun,
  recordedCatalogueGraph,
  recordedEngineRun,
  recordedSiteGraph,
  recordedStories,
} from "./fixtures/load-fixture";

/** The engine pictures of these files (of the pages and the recorded catalogue's stories), in the order the engines take them. */
const claimedOf = (files: string[]) =>
  enginePictures(sitePictures(recordedStories())).filter((p) => files.includes(p.file));
/** What the recorded run took: as if the harness took these pictures alone. */
const claimedBy = (run: PictureRun) => claimedOf(run.pictures.map((picture) => picture.file));
/** The tree the recorded runs were taken of. */
const origin = (run: PictureRun) => ({ commit: run.commit, inputs: run.inputs });
/** A snapshots/ with no engine baselines: nothing accepted since the run. */
const emptySnapshots = () => testFolder("engine-snapshots");
/** The fixture's copy of a picture the recorded run kept. */
const kept = (run: RecordedEngineRun, file: string) => join(engineRunDir(run), "pictures", file);

const FIREFOX_404 = "engines/firefox/unknown-page-desktop.png";
const FIREFOX_NEW = "engines/firefox/about-desktop.png";
const WEBKIT_404 = "engines/webkit/unknown-page-desktop.png";
const WEBKIT_404_MOBILE = "engines/webkit/unknown-page-mobile-447px.png";
const FIREFOX_404_MOBILE = "engines/firefox/unknown-page-mobile.png";

describe("the engine pictures of the recorded run in Firefox and WebKit", () => {
  it("lists the changed and new pictures in the order the engines take them, counting the unchanged ones", async () => {
    const run = recordedEngineRun("both");
    const collected = await collectEnginePictures(run, origin(run), {
      snapshotsDir: emptySnapshots(),
      claimed: claimedBy(run),
    });
    expect(collected.changes.map((change) => [change.name, change.status])).toEqual([
      [FIREFOX_NEW, "new"],
      [FIREFOX_404, "changed"],
      [FIREFOX_404_MOBILE, "changed"],
      [WEBKIT_404, "changed"],
      [WEBKIT_404_MOBILE, "changed"],
    ]);
    expect(collected).toMatchObject({ unchanged: 2, claimed: 7, compared: 7 });
    expect(collected.partial).toBeUndefined();
  });

  it("gives a changed picture its pixels against the run's copy of the baseline, its engine and the engine's version, page and viewport", async () => {
    const run = recordedEngineRun("both");
    const collected = await collectEnginePictures(run, origin(run), {
      snapshotsDir: emptySnapshots(),
      claimed: claimedBy(run),
    });
    const baseline = kept("both", "engines/firefox/unknown-page-desktop-expected.png");
    const actual = kept("both", FIREFOX_404);
    const pixels = await comparePictures(baseline, actual);
    expect(pixels).toMatchObject({ count: 7091, width: 1280, height: 800 });
    expect(collected.changes.find((change) => change.name === FIREFOX_404)).toStrictEqual({
      name: FIREFOX_404,
      kind: "image",
      engine: "Firefox",
      engineVersion: "153.7.0",
      subject: "Firefox › unknown-page",
      viewport: "desktop",
      source: { kind: "page", id: "/ei-ole-sellist-lehte" },
      accepted: false,
      status: "changed",
      files: { baseline, actual },
      pixels,
      signature: pixels.signature,
    });
    // WebKit's narrower mobile picture is still the mobile viewport's.
    expect(collected.changes.find((change) => change.name === WEBKIT_404_MOBILE)).toMatchObject({
      engine: "WebKit",
      engineVersion: "2.50.6",
      subject: "WebKit › unknown-page",
      viewport: "mobile",
      pixels: { count: 4014, width: 447, height: 839 },
    });
  });

  it("gives a new picture the picture taken alone, signed by its content", async () => {
    const run = recordedEngineRun("both");
    const collected = await collectEnginePictures(run, origin(run), {
      snapshotsDir: emptySnapshots(),
      claimed: claimedBy(run),
    });
    const actual = kept("both", FIREFOX_NEW);
    expect(collected.changes.find((change) => change.name === FIREFOX_NEW)).toStrictEqual({
      name: FIREFOX_NEW,
      kind: "image",
      engine: "Firefox",
      engineVersion: "153.7.0",
      subject: "Firefox › about",
      viewport: "desktop",
      source: { kind: "page", id: "/about" },
      accepted: false,
      status: "new",
      files: { actual },
      signature: hashOf(readFileSync(actual)),
    });
  });

  it("shows a changed picture whose baseline copy the results do not name as new: there is nothing to compare it with", async () => {
    const run = recordedEngineRun("both");
    const pictures = run.pictures.map((p) => (p.file === FIREFOX_404 ? { ...p, baseline: undefined } : p));
    const collected = await collectEnginePictures({ ...run, pictures }, origin(run), {
      snapshotsDir: emptySnapshots(),
      claimed: claimedOf([FIREFOX_404]),
    });
    expect(collected.changes).toStrictEqual([
      expect.objectContaining({ name: FIREFOX_404, status: "new", files: { actual: kept("both", FIREFOX_404) } }),
    ]);
  });

  it("says a picture compared across engine versions was, with what the across-versions rule found", async () => {
    const run = recordedEngineRun("across-versions");
    const collected = await collectEnginePictures(run, origin(run), {
      snapshotsDir: emptySnapshots(),
      claimed: claimedBy(run),
    });
    expect(collected).toMatchObject({ unchanged: 1, claimed: 2, compared: 2 });
    expect(collected.changes).toHaveLength(1);
    expect(collected.changes[0]).toMatchObject({
      name: WEBKIT_404,
      status: "changed",
      reason: "compared across engine versions: 5,982 pixels differ beyond antialiasing",
      pixels: { count: 6948 },
    });
  });

  it("gives a picture compared exactly no reason", async () => {
    const run = recordedEngineRun("both");
    const collected = await collectEnginePictures(run, origin(run), {
      snapshotsDir: emptySnapshots(),
      claimed: claimedOf([WEBKIT_404]),
    });
    expect(run.pictures.find((p) => p.file === WEBKIT_404)).toMatchObject({
      comparison: "exact",
      reason: "6,948 pixels differ",
    });
    expect(collected.changes[0]).not.toHaveProperty("reason");
  });

  it("counts a picture the run wrote as the baseline (npm run snapshots:engines) as unchanged", async () => {
    const run = recordedEngineRun("both");
    const pictures = run.pictures.map((p) => ({ ...p, status: "updated" as const, baseline: undefined }));
    const collected = await collectEnginePictures({ ...run, pictures }, origin(run), {
      snapshotsDir: emptySnapshots(),
      claimed: claimedBy(run),
    });
    expect(collected).toStrictEqual({ changes: [], unchanged: 7, claimed: 7, compared: 7, partial: undefined });
  });
});

describe("engine pictures accepted since the run", () => {
  /** A snapshots/ holding these files at these baselines' paths. */
  function snapshotsWith(files: Record<string, string>) {
    const dir = emptySnapshots();
    for (const [name, file] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, name)), { recursive: true });
      copyFileSync(file, join(dir, name));
    }
    return dir;
  }

  it("are those whose baseline in snapshots/ is now the picture taken, changed or new", async () => {
    const run = recordedEngineRun("both");
    const snapshotsDir = snapshotsWith({
      [FIREFOX_404]: kept("both", FIREFOX_404),
      [FIREFOX_NEW]: kept("both", FIREFOX_NEW),
      // Still the baseline the run compared with: not accepted.
      [WEBKIT_404]: kept("both", "engines/webkit/unknown-page-desktop-expected.png"),
    });
    const collected = await collectEnginePictures(run, origin(run), { snapshotsDir, claimed: claimedBy(run) });
    expect(collected.changes.map((change) => [change.name, change.accepted])).toEqual([
      [FIREFOX_NEW, true],
      [FIREFOX_404, true],
      [FIREFOX_404_MOBILE, false],
      [WEBKIT_404, false],
      [WEBKIT_404_MOBILE, false],
    ]);
  });
});

describe("engine pictures not compared", () => {
  const notComparedChange = (file: string, reason: string) => {
    const [picture] = claimedOf([file]);
    return {
      name: file,
      kind: "image",
      status: "not-compared",
      engine: picture.engine,
      subject: `${picture.engine} › ${picture.subject.name}`,
      viewport: picture.viewport,
      source: picture.subject.source,
      files: {},
      signature: hashOf(`not-compared ${file}`),
      accepted: false,
      reason,
    };
  };

  it("are those the run could not take, each with the run's reason", async () => {
    const run = recordedEngineRun("both");
    // As main.ts records an engine that is not installed: each of its pictures, not compared.
    const pictures = [
      ...run.pictures.filter((p) => p.engine === "Firefox"),
      ...notTaken(
        picturesOf(picturingEngine("WebKit"), sitePictures(recordedStories())),
        "WebKit is not installed here",
      ),
    ];
    const collected = await collectEnginePictures({ ...run, pictures }, origin(run), {
      snapshotsDir: emptySnapshots(),
      claimed: claimedBy(run),
    });
    expect(collected.changes.filter((change) => change.engine === "WebKit")).toStrictEqual(
      [WEBKIT_404, "engines/webkit/contact-form-mobile-447px.png", WEBKIT_404_MOBILE].map((file) =>
        notComparedChange(file, "WebKit is not installed here"),
      ),
    );
    expect(collected).toMatchObject({ unchanged: 1, claimed: 7, compared: 4 });
    expect(collected.partial).toBe("the engine pictures compared 4 of 7 (an engine did not take them all)");
  });

  it("are the pictures the harness takes that the run did not: an engine left out (--engine firefox)", async () => {
    const run = recordedEngineRun("firefox-only");
    const claimed = claimedOf([FIREFOX_404, "engines/firefox/contact-form-mobile.png", WEBKIT_404, WEBKIT_404_MOBILE]);
    const collected = await collectEnginePictures(run, origin(run), { snapshotsDir: emptySnapshots(), claimed });
    const reason = `its engine did not run in the last run (${TAKE_ENGINE_PICTURES})`;
    expect(reason).toBe("its engine did not run in the last run (npm run test:engines -- --pictures)");
    expect(collected.changes).toStrictEqual([
      expect.objectContaining({ name: FIREFOX_404, status: "changed", engine: "Firefox" }),
      notComparedChange(WEBKIT_404, reason),
      notComparedChange(WEBKIT_404_MOBILE, reason),
    ]);
    expect(collected).toMatchObject({ unchanged: 1, claimed: 4, compared: 2 });
    expect(collected.partial).toBe("the engine pictures compared 2 of 4 (an engine did not take them all)");
  });

  it("are every picture the harness takes when no engine pictures were taken", async () => {
    const run = recordedEngineRun("both");
    const collected = await collectEnginePictures(undefined, origin(run), {
      snapshotsDir: emptySnapshots(),
      claimed: claimedOf([FIREFOX_404, WEBKIT_404]),
    });
    const reason =
      "no Firefox and WebKit pictures were taken for this checkout (`npm run test:engines -- --pictures` takes them again)";
    expect(collected).toStrictEqual({
      changes: [notComparedChange(FIREFOX_404, reason), notComparedChange(WEBKIT_404, reason)],
      unchanged: 0,
      claimed: 2,
      compared: 0,
      partial: `the engine pictures compared 0 of 2 (${reason})`,
    });
  });

  it("are every picture when the results are of another commit, named in the reason with the command that takes them again", async () => {
    const run = recordedEngineRun("both");
    const checkedOut = "253c0c9355c4ec574167ef28541a7065501089ac";
    const collected = await collectEnginePictures(
      run,
      { commit: checkedOut, inputs: run.inputs },
      { snapshotsDir: emptySnapshots(), claimed: claimedBy(run) },
    );
    const reason =
      "the Firefox and WebKit pictures are from commit 6d65216, the tree is 253c0c9 (`npm run test:engines -- --pictures` takes them again)";
    expect(collected.changes).toStrictEqual(claimedBy(run).map((p) => notComparedChange(p.file, reason)));
    expect(collected).toMatchObject({ unchanged: 0, claimed: 7, compared: 0 });
    expect(collected.partial).toBe(`the engine pictures compared 0 of 7 (${reason})`);
  });

  it("are every picture when the results were taken before the tree's files last changed", async () => {
    const run = recordedEngineRun("both");
    const collected = await collectEnginePictures(
      run,
      { commit: run.commit, inputs: "a stamp of the files as they are now" },
      { snapshotsDir: emptySnapshots(), claimed: claimedBy(run) },
    );
    const reason =
      "the Firefox and WebKit pictures were taken before the site's, the stories' or the harness's files changed (`npm run test:engines -- --pictures` takes them again)";
    expect(collected.changes).toStrictEqual(claimedBy(run).map((p) => notComparedChange(p.file, reason)));
    expect(collected.partial).toBe(`the engine pictures compared 0 of 7 (${reason})`);
    // Named where the tree's files as they were are known.
    const changedSince = (stamp?: string) => (stamp === run.inputs ? "src/app.css changed" : "?");
    const named = await collectEnginePictures(
      run,
      { commit: run.commit, inputs: "a stamp of the files as they are now", changedSince },
      { snapshotsDir: emptySnapshots(), claimed: claimedBy(run) },
    );
    expect(named.partial).toBe(
      "the engine pictures compared 0 of 7 (the Firefox and WebKit pictures were taken before src/app.css changed (`npm run test:engines -- --pictures` takes them again))",
    );
  });

  it("are every picture when the results were taken with another picture harness, or with none known", async () => {
    const run = recordedEngineRun("both");
    const reason =
      "the Firefox and WebKit pictures were taken with other picture-taking code, stand-in photos or engine records (qa/engines, qa/basics/shoot-until-agree.ts, qa/plan/test-engines.ts, qa/plan/site-pictures.ts, qa/plan/take-picture.ts, qa/plan/live-page.ts, qa/plan/journeys.ts, qa/plan/stories-in-place.ts, qa/plan/catalogue-index.ts, qa/plan/catalogue-server.ts, qa/plan/stock-photos.ts, qa/plan/story-finished.ts, qa/plan/story-in-place.ts, qa/plan/viewports.ts, qa/plan/pictured-pages.ts, qa/support/wait.ts, mocks/images, snapshots/engines) than the tree has now (`npm run test:engines -- --pictures` takes them again)";
    for (const harness of ["a stamp of the harness as it was", undefined]) {
      const collected = await collectEnginePictures(
        { ...run, harness },
        { ...origin(run), harness: "a stamp of the harness as it is now" },
        { snapshotsDir: emptySnapshots(), claimed: claimedBy(run) },
      );
      expect(collected.changes).toStrictEqual(claimedBy(run).map((p) => notComparedChange(p.file, reason)));
      expect(collected).toMatchObject({ unchanged: 0, claimed: 7, compared: 0 });
      expect(collected.partial).toBe(`the engine pictures compared 0 of 7 (${reason})`);
    }
  });

  it("are none when the results were taken with the picture harness the tree has now", async () => {
    const run = recordedEngineRun("both");
    const collected = await collectEnginePictures(
      { ...run, harness: "a stamp of the harness" },
      { ...origin(run), harness: "a stamp of the harness" },
      { snapshotsDir: emptySnapshots(), claimed: claimedBy(run) },
    );
    expect(collected).toMatchObject({ unchanged: 2, compared: 7, partial: undefined });
    expect(collected.changes.map((change) => change.status)).toEqual([
      "new",
      "changed",
      "changed",
      "changed",
      "changed",
    ]);
  });

  it("are none for a tree whose picture harness is not known: whichever harness took them", async () => {
    const run = recordedEngineRun("both");
    const collected = await collectEnginePictures(
      { ...run, harness: "a stamp of the harness as it was" },
      origin(run),
      {
        snapshotsDir: emptySnapshots(),
        claimed: claimedBy(run),
      },
    );
    expect(collected).toMatchObject({ unchanged: 2, compared: 7, partial: undefined });
    expect(collected.changes).toHaveLength(5);
  });

  it("are none for a tree whose files' stamp is not known: the commit alone must match", async () => {
    const run = recordedEngineRun("both");
    const collected = await collectEnginePictures(
      run,
      { commit: run.commit },
      { snapshotsDir: emptySnapshots(), claimed: claimedBy(run) },
    );
    expect(collected).toMatchObject({ unchanged: 2, compared: 7, partial: undefined });
    expect(collected.changes).toHaveLength(5);
  });

  describe("because a file the run names is missing (reports/engines/pictures/ deleted since)", () => {
    const withPicture = (run: PictureRun, file: string, changed: Partial<PictureRun["pictures"][number]>) => ({
      ...run,
      pictures: run.pictures.map((p) => (p.file === file ? { ...p, ...changed } : p)),
    });

    it("are the pictures whose taken picture is gone, the file named, while the rest are compared", async () => {
      const run = recordedEngineRun("both");
      const gone = join(emptySnapshots(), "pictures", FIREFOX_404);
      const collected = await collectEnginePictures(withPicture(run, FIREFOX_404, { actual: gone }), origin(run), {
        snapshotsDir: emptySnapshots(),
        claimed: claimedBy(run),
      });
      expect(collected.changes.find((change) => change.name === FIREFOX_404)).toStrictEqual(
        notComparedChange(FIREFOX_404, `the picture taken is missing: ${gone} (npm run test:engines -- --pictures)`),
      );
      expect(collected.changes.map((change) => [change.name, change.status])).toEqual([
        [FIREFOX_NEW, "new"],
        [FIREFOX_404, "not-compared"],
        [FIREFOX_404_MOBILE, "changed"],
        [WEBKIT_404, "changed"],
        [WEBKIT_404_MOBILE, "changed"],
      ]);
      expect(collected).toMatchObject({ unchanged: 2, claimed: 7, compared: 6 });
      expect(collected.partial).toBe("the engine pictures compared 6 of 7 (some of the pictures' files are missing)");
    });

    it("are the new pictures whose taken picture is gone", async () => {
      const run = recordedEngineRun("both");
      const gone = join(emptySnapshots(), FIREFOX_NEW);
      const collected = await collectEnginePictures(withPicture(run, FIREFOX_NEW, { actual: gone }), origin(run), {
        snapshotsDir: emptySnapshots(),
        claimed: claimedOf([FIREFOX_NEW]),
      });
      expect(collected.changes).toStrictEqual([
        notComparedChange(FIREFOX_NEW, `the picture taken is missing: ${gone} (npm run test:engines -- --pictures)`),
      ]);
    });

    it("are the changed pictures whose copy of the baseline is gone, that copy named", async () => {
      const run = recordedEngineRun("both");
      const gone = join(emptySnapshots(), "unknown-page-desktop-expected.png");
      const collected = await collectEnginePictures(withPicture(run, WEBKIT_404, { baseline: gone }), origin(run), {
        snapshotsDir: emptySnapshots(),
        claimed: claimedOf([WEBKIT_404]),
      });
      expect(collected.changes).toStrictEqual([
        notComparedChange(
          WEBKIT_404,
          `the run's copy of its baseline is missing: ${gone} (npm run test:engines -- --pictures)`,
        ),
      ]);
      expect(collected.partial).toBe("the engine pictures compared 0 of 1 (some of the pictures' files are missing)");
    });

    it("are the pictures the results name no taken picture for", async () => {
      const run = recordedEngineRun("both");
      const collected = await collectEnginePictures(withPicture(run, WEBKIT_404, { actual: undefined }), origin(run), {
        snapshotsDir: emptySnapshots(),
        claimed: claimedOf([WEBKIT_404]),
      });
      expect(collected.changes).toStrictEqual([
        notComparedChange(WEBKIT_404, "the engine run names no picture taken (npm run test:engines -- --pictures)"),
      ]);
    });

    it("leave a new picture alone whose results name a baseline copy that is gone: a new picture needs none", async () => {
      const run = recordedEngineRun("both");
      const gone = join(emptySnapshots(), "about-desktop-expected.png");
      const collected = await collectEnginePictures(withPicture(run, FIREFOX_NEW, { baseline: gone }), origin(run), {
        snapshotsDir: emptySnapshots(),
        claimed: claimedOf([FIREFOX_NEW]),
      });
      expect(collected.changes).toStrictEqual([
        expect.objectContaining({ name: FIREFOX_NEW, status: "new", files: { actual: kept("both", FIREFOX_NEW) } }),
      ]);
      expect(collected.partial).toBeUndefined();
    });
  });
});

describe("engines that moved version since their baselines", () => {
  it("are named with both versions and how many of their pictures were compared across versions", async () => {
    const run = recordedEngineRun("across-versions");
    const collected = await collectEnginePictures(run, origin(run), {
      snapshotsDir: emptySnapshots(),
      claimed: claimedBy(run),
    });
    expect(collected.engineMoves).toStrictEqual([
      { engine: "WebKit", from: "2.50.5", to: "2.50.6", acrossVersions: 2 },
    ]);
  });

  it("count only that engine's pictures the run compared across versions, and name every engine that moved", async () => {
    const run = recordedEngineRun("across-versions");
    const firefox = { engine: "Firefox", version: "153.8.0 (firefox-esr 153.8.0esr-1)", baselineVersion: "153.7.0" };
    const pictures = run.pictures.map((p) => (p.file === WEBKIT_404 ? { ...p, comparison: "exact" as const } : p));
    const collected = await collectEnginePictures(
      { ...run, engines: [firefox, ...run.engines], pictures },
      origin(run),
      {
        snapshotsDir: emptySnapshots(),
        claimed: claimedBy(run),
      },
    );
    expect(collected.engineMoves).toStrictEqual([
      { engine: "Firefox", from: "153.7.0", to: "153.8.0 (firefox-esr 153.8.0esr-1)", acrossVersions: 0 },
      { engine: "WebKit", from: "2.50.5", to: "2.50.6", acrossVersions: 1 },
    ]);
  });

  it("are none when each engine's version took its baselines, or has no baselines yet, or did not start", async () => {
    const run = recordedEngineRun("both");
    const engines = [
      { engine: "Firefox", version: "153.7.0", baselineVersion: "153.7.0" },
      { engine: "WebKit", version: "2.50.6" },
      { engine: "Chromium", baselineVersion: "2.50.5" },
    ];
    const collected = await collectEnginePictures({ ...run, engines }, origin(run), {
      snapshotsDir: emptySnapshots(),
      claimed: claimedBy(run),
    });
    expect(collected).not.toHaveProperty("engineMoves");
  });

  it("are none when the run does not stand for this tree: its pictures were not compared", async () => {
    const run = recordedEngineRun("across-versions");
    const collected = await collectEnginePictures(
      run,
      { commit: "253c0c9355c4ec574167ef28541a7065501089ac" },
      { snapshotsDir: emptySnapshots(), claimed: claimedBy(run) },
    );
    expect(collected).not.toHaveProperty("engineMoves");
    expect(collected.compared).toBe(0);
  });
});

describe("engine pictures of the catalogue's stories", () => {
  const WEBKIT_MENU_OPEN = "engines/webkit/header--menu-open-mobile-447px.png";
  const FIREFOX_MENU_OPEN = "engines/firefox/header--menu-open-mobile.png";

  it("not taken are listed with the story they show, by its id", async () => {
    const run = recordedEngineRun("firefox-only");
    const collected = await collectEnginePictures(run, origin(run), {
      snapshotsDir: emptySnapshots(),
      claimed: claimedOf([FIREFOX_404, WEBKIT_MENU_OPEN]),
    });
    expect(collected.changes.find((change) => change.name === WEBKIT_MENU_OPEN)).toStrictEqual({
      name: WEBKIT_MENU_OPEN,
      kind: "image",
      status: "not-compared",
      engine: "WebKit",
      subject: "WebKit › header--menu-open",
      viewport: "mobile",
      source: { kind: "story", id: "header--menu-open" },
      files: {},
      signature: hashOf(`not-compared ${WEBKIT_MENU_OPEN}`),
      accepted: false,
      reason: `its engine did not run in the last run (${TAKE_ENGINE_PICTURES})`,
    });
  });

  it("carry the story their results name into their change, whose causes are then the story's modules in the catalogue's graph", async () => {
    // No engine run of the stories is recorded yet: the recorded run with one story's result added
    // as the run writes it, its picture file standing in for the story's.
    const run = recordedEngineRun("both");
    const story = {
      file: FIREFOX_MENU_OPEN,
      engine: "Firefox",
      name: "header--menu-open",
      source: { kind: "story" as const, id: "header--menu-open" },
      viewport: "mobile",
      status: "new" as const,
      actual: kept("both", FIREFOX_NEW),
    };
    const collected = await collectEnginePictures({ ...run, pictures: [...run.pictures, story] }, origin(run), {
      snapshotsDir: emptySnapshots(),
      claimed: claimedOf([FIREFOX_NEW, FIREFOX_MENU_OPEN]),
    });
    const change = collected.changes.find(({ name }) => name === FIREFOX_MENU_OPEN) as Change;
    expect(change).toMatchObject({
      status: "new",
      subject: "Firefox › header--menu-open",
      viewport: "mobile",
      source: { kind: "story", id: "header--menu-open" },
    });
    // Of the recorded builds' graphs, the story reaches the header but not the footer a page shows.
    const sources = {
      site: recordedSiteGraph(),
      routes,
      catalogue: recordedCatalogueGraph(),
      stories: storyFiles(recordedStories()),
    };
    const changed = ["src/components/Header.tsx", "src/components/Footer.tsx", "src/components/ContactForm.tsx"];
    const page = collected.changes.find(({ name }) => name === FIREFOX_NEW) as Change;
    expect(causesOf(change, sources, changed)).toEqual({ causes: ["src/components/Header.tsx"] });
    expect(causesOf(page, sources, changed)).toEqual({
      causes: ["src/components/Header.tsx", "src/components/Footer.tsx"],
    });
  });
});
