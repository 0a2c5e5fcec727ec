import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { RUN_REPORT_FILE } from "#qa/results/index.ts";
import { gitIn } from "#qa/support/fixtures/git-in.ts";
import { testFolder } from "#qa/support/fixtures/test-folder.ts";
import { catalogueBuild, currentInputs } from "#src/build/builds.ts";
import { claimedFilesOf } from "./collect.ts";
import {
  checkoutIn,
  MODULE_GRAPHS,
  type RecordedEngineRun,
  RUN_SNAPSHOTS,
  recordedClaims,
  recordedEngineRun,
  recordedRun,
  recordedStories,
  VISUAL_RUN_SNAPSHOTS,
} from "./fixtures/load-fixture";
import { baselineFiles, loadObsolete, loadRun, type RunPlace } from "./load-run";

/** The stamp of this checkout's files as they are now: no spec here changes them, so it is read once. */
let treeStamp: string | undefined;
const currentStamp = () => {
  treeStamp ??= currentInputs(catalogueBuild()).stamp;
  return treeStamp;
};

function writeFile(file: string, text = "") {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/**
 * A checkout with one commit, its snapshots/ as the recorded two-shard run's tree had them, and that
 * run's report written where Playwright writes it, recorded as playwright.config.ts records a run:
 * on the checkout's commit, from the tree's files as they are now (unless `metadata` says otherwise).
 * The engines picture the recorded catalogue's stories (the checkout has no catalogue built).
 */
function checkoutWithRun(
  metadata: (commit: string) => Record<string, string> = (commit) => ({
    commit,
    inputs: currentStamp(),
  }),
) {
  const dir = testFolder("load-run");
  const commit = checkoutIn(dir);
  const place: RunPlace = {
    dir,
    reportFile: join(dir, RUN_REPORT_FILE),
    snapshotsDir: join(dir, "snapshots"),
    stories: recordedStories(),
  };
  cpSync(RUN_SNAPSHOTS, place.snapshotsDir, { recursive: true });
  const report = recordedRun();
  writeFile(place.reportFile, JSON.stringify({ ...report, config: { ...report.config, metadata: metadata(commit) } }));
  return { place, commit };
}

/**
 * The checkout with the recorded engine run's results written where the engines write them (the
 * pictures stay in the fixture), recorded of the checkout's commit and files as they are now.
 */
function checkoutWithEngineRun(engineRun: RecordedEngineRun) {
  const { place, commit } = checkoutWithRun();
  const enginePicturesFile = join(place.dir as string, "reports/last-run/engine-pictures.json");
  const run = recordedEngineRun(engineRun);
  writeFile(enginePicturesFile, JSON.stringify({ ...run, commit, inputs: currentStamp() }));
  return { place: { ...place, enginePicturesFile }, engineFiles: run.pictures.map((picture) => picture.file) };
}

/** What the two-shard run's tests declare: its PackageCard and ThankYouPanel stories, as the renamed tree names them. */
const claimedByRun = () => claimedFilesOf(recordedRun());

describe("loading the last run for review", () => {
  it("shows the run's changes against snapshots/ as it is now, then the obsolete baselines, with the commit", async () => {
    const { place, commit } = checkoutWithRun();
    const run = await loadRun(claimedByRun(), place);
    expect(run.commit).toBe(commit);
    expect(run).toMatchObject({ claimed: 8, compared: 8, unchanged: 2 });
    expect(run.partial).toBeUndefined();
    expect(run.changes.map((change) => [change.name, change.status])).toEqual([
      ["stories.spec.ts/packagecard--premium-desktop.png", "changed"],
      ["stories.spec.ts/packagecard--premium-mobile.png", "changed"],
      ["stories.spec.ts/thankyoupanel--shown-desktop.aria.yml", "new"],
      ["stories.spec.ts/thankyoupanel--shown-desktop.png", "new"],
      ["stories.spec.ts/thankyoupanel--shown-mobile.aria.yml", "new"],
      ["stories.spec.ts/thankyoupanel--shown-mobile.png", "new"],
      ["stories.spec.ts/thankyoupanel--default-desktop.aria.yml", "obsolete"],
      ["stories.spec.ts/thankyoupanel--default-desktop.png", "obsolete"],
      ["stories.spec.ts/thankyoupanel--default-mobile.aria.yml", "obsolete"],
      ["stories.spec.ts/thankyoupanel--default-mobile.png", "obsolete"],
    ]);
    expect(run.changes.at(-1)?.files.baseline).toBe(
      join(place.snapshotsDir, "stories.spec.ts/thankyoupanel--default-mobile.png"),
    );
  });

  it("gives each change its causes from the checkout's changed files, saying against what they were found", async () => {
    const { place } = checkoutWithRun();
    gitIn(place.dir as string)("branch", "-M", "main");
    writeFile(join(place.dir as string, "src/components/ThankYouPanel.stories.tsx"), "export {};\n");
    const run = await loadRun(claimedByRun(), place);
    expect(run.changedFiles).toMatchObject({ compared: expect.stringMatching(/where HEAD left main$/) });
    expect(run.changedFiles && "files" in run.changedFiles && run.changedFiles.files).toContain(
      "src/components/ThankYouPanel.stories.tsx",
    );
    const byName = (name: string) => run.changes.find((change) => change.name === `stories.spec.ts/${name}`);
    expect(byName("thankyoupanel--default-mobile.png")?.causes).toEqual(["src/components/ThankYouPanel.stories.tsx"]);
    // The recorded run predates the annotation that says what a picture shows.
    expect(byName("packagecard--premium-desktop.png")?.causesUnknown).toBe(
      "the run recorded no page or story for it (a run from before?)",
    );
  });

  it("sees a change accepted into snapshots/ since the run as accepted", async () => {
    const { place } = checkoutWithRun();
    const before = await loadRun(claimedByRun(), place);
    const fresh = before.changes.find((change) => change.name === "stories.spec.ts/thankyoupanel--shown-desktop.png");
    cpSync(fresh?.files.actual as string, join(place.snapshotsDir, "stories.spec.ts/thankyoupanel--shown-desktop.png"));
    const after = await loadRun(claimedByRun(), place);
    expect(after.changes.filter((change) => change.accepted).map((change) => change.name)).toEqual([
      "stories.spec.ts/thankyoupanel--shown-desktop.png",
    ]);
  });

  it("marks the run partial when the tests declare more than it ran, listing the rest as not run", async () => {
    const { place } = checkoutWithRun();
    const claimed = new Set([...claimedByRun(), "home.spec.ts/home-desktop.png"]);
    const run = await loadRun(claimed, place);
    expect(run.partial).toBe(
      "the last run compared 8 of the 9 baselines (a --grep, --project, --shard or file filter?)",
    );
    expect(run.changes.find((change) => change.name === "home.spec.ts/home-desktop.png")).toMatchObject({
      status: "not-compared",
      reason: "its test did not run in the last run",
    });
  });

  it("joins the engines' pictures to Playwright's run: counted together, ordered by status, then by name", async () => {
    const { place, engineFiles } = checkoutWithEngineRun("both");
    const run = await loadRun(new Set([...claimedByRun(), ...engineFiles]), place);
    expect(run).toMatchObject({ claimed: 8 + 7, compared: 8 + 7, unchanged: 2 + 2 });
    expect(run.partial).toBeUndefined();
    expect(run.changes.map((change) => [change.name, change.status, change.engine])).toEqual([
      ["engines/firefox/unknown-page-desktop.png", "changed", "Firefox"],
      ["engines/firefox/unknown-page-mobile.png", "changed", "Firefox"],
      ["engines/webkit/unknown-page-desktop.png", "changed", "WebKit"],
      ["engines/webkit/unknown-page-mobile-447px.png", "changed", "WebKit"],
      ["stories.spec.ts/packagecard--premium-desktop.png", "changed", undefined],
      ["stories.spec.ts/packagecard--premium-mobile.png", "changed", undefined],
      ["engines/firefox/about-desktop.png", "new", "Firefox"],
      ["stories.spec.ts/thankyoupanel--shown-desktop.aria.yml", "new", undefined],
      ["stories.spec.ts/thankyoupanel--shown-desktop.png", "new", undefined],
      ["stories.spec.ts/thankyoupanel--shown-mobile.aria.yml", "new", undefined],
      ["stories.spec.ts/thankyoupanel--shown-mobile.png", "new", undefined],
      ["stories.spec.ts/thankyoupanel--default-desktop.aria.yml", "obsolete", undefined],
      ["stories.spec.ts/thankyoupanel--default-desktop.png", "obsolete", undefined],
      ["stories.spec.ts/thankyoupanel--default-mobile.aria.yml", "obsolete", undefined],
      ["stories.spec.ts/thankyoupanel--default-mobile.png", "obsolete", undefined],
    ]);
  });

  it("carries the engines that moved version since their baselines into the review", async () => {
    const { place, engineFiles } = checkoutWithEngineRun("across-versions");
    const run = await loadRun(new Set([...claimedByRun(), ...engineFiles]), place);
    expect(run.engineMoves).toStrictEqual([{ engine: "WebKit", from: "2.50.5", to: "2.50.6", acrossVersions: 2 }]);
  });

  it("says no engine moved when none did", async () => {
    const { place, engineFiles } = checkoutWithEngineRun("both");
    const run = await loadRun(new Set([...claimedByRun(), ...engineFiles]), place);
    expect(run).not.toHaveProperty("engineMoves");
  });

  it("compares with the engines only the engine pictures claimed, and lists those their run did not take first", async () => {
    const { place, engineFiles } = checkoutWithEngineRun("firefox-only");
    const claimed = new Set([...claimedByRun(), ...engineFiles, "engines/webkit/home-desktop.png"]);
    const run = await loadRun(claimed, place);
    expect(run).toMatchObject({ claimed: 8 + 3, compared: 8 + 2, unchanged: 2 + 1 });
    expect(run.partial).toBe("the engine pictures compared 2 of 3 (an engine did not take them all)");
    expect(run.changes.slice(0, 2).map((change) => [change.name, change.status, change.reason])).toEqual([
      [
        "engines/webkit/home-desktop.png",
        "not-compared",
        "its engine did not run in the last run (npm run test:engines -- --pictures)",
      ],
      ["engines/firefox/unknown-page-desktop.png", "changed", undefined],
    ]);
  });

  it("says both runs' part when both are partial, Playwright's first", async () => {
    const { place, engineFiles } = checkoutWithEngineRun("firefox-only");
    const claimed = new Set([
      ...claimedByRun(),
      "home.spec.ts/home-desktop.png",
      ...engineFiles,
      "engines/webkit/home-desktop.png",
    ]);
    const run = await loadRun(claimed, place);
    expect(run.partial).toBe(
      "the last run compared 8 of the 9 baselines (a --grep, --project, --shard or file filter?); " +
        "the engine pictures compared 2 of 3 (an engine did not take them all)",
    );
    expect(run).toMatchObject({ claimed: 9 + 3, compared: 8 + 2 });
  });

  it("refuses a run of another commit than the one checked out, naming both runs when the engine pictures are none of this tree", async () => {
    const { place, commit } = checkoutWithRun(() => ({ commit: "253c0c9355c4ec574167ef28541a7065501089ac" }));
    const enginePicturesFile = join(place.dir as string, "reports/last-run/engine-pictures.json");
    await expect(loadRun(claimedByRun(), { ...place, enginePicturesFile })).rejects.toThrow(
      `The Chromium results in ${place.reportFile} are from commit 253c0c9, the tree is ${commit.slice(0, 7)}, ` +
        "and no Firefox and WebKit pictures were taken for this checkout: run `npm run test:visual` (both), " +
        "or `npm run test:e2e -- --grep @visual` for Chromium and `npm run test:engines -- --pictures` for Firefox and WebKit.",
    );
  });

  it("refuses a run made before the site's, the stories' or the harness's files last changed", async () => {
    const { place } = checkoutWithRun((commit) => ({ commit, inputs: "a stamp of the files as they were" }));
    await expect(loadRun(claimedByRun(), place)).rejects.toThrow(
      `The Chromium results in ${place.reportFile} were made before the site's, the stories' or the harness's files changed`,
    );
  });

  it("says what to run when there is no run yet", async () => {
    const { place } = checkoutWithRun();
    rmSync(place.reportFile);
    await expect(loadRun(claimedByRun(), place)).rejects.toThrow(
      `There are no Chromium results to review (${place.reportFile} does not exist)`,
    );
  });
});

describe("a review after one part of the visual run was run again on a new commit", () => {
  /** The checkout's Playwright run recorded as of an earlier commit, as before `npm run test:engines` on a new one. */
  function chromiumOfEarlierCommit(place: RunPlace) {
    const report = recordedRun();
    const metadata = { commit: "253c0c9355c4ec574167ef28541a7065501089ac", inputs: "the files of that commit" };
    writeFile(place.reportFile, JSON.stringify({ ...report, config: { ...report.config, metadata } }));
  }

  it("after the engines alone, is refused naming the Chromium run alone, and the run that does both", async () => {
    const { place, engineFiles } = checkoutWithEngineRun("both");
    chromiumOfEarlierCommit(place);
    const commit = gitIn(place.dir as string)("rev-parse", "--short=7", "HEAD");
    await expect(loadRun(new Set([...claimedByRun(), ...engineFiles]), place)).rejects.toThrow(
      `The Chromium results in ${place.reportFile} are from commit 253c0c9, the tree is ${commit}: ` +
        "run `npm run test:e2e -- --grep @visual` for Chromium alone (the Firefox and WebKit pictures are of this tree), " +
        "or `npm run test:visual` (both).",
    );
  });

  it("after Chromium alone, is shown with every engine picture not compared, each naming the engine run alone", async () => {
    const { place, engineFiles } = checkoutWithEngineRun("both");
    const enginePicturesFile = place.enginePicturesFile as string;
    const engineRun = JSON.parse(readFileSync(enginePicturesFile, "utf8"));
    writeFile(enginePicturesFile, JSON.stringify({ ...engineRun, commit: "6d652162ea560261a17a236758e3c5d739ae5633" }));
    const commit = gitIn(place.dir as string)("rev-parse", "--short=7", "HEAD");
    const run = await loadRun(new Set([...claimedByRun(), ...engineFiles]), place);
    const reason =
      `the Firefox and WebKit pictures are from commit 6d65216, the tree is ${commit} ` +
      "(`npm run test:engines -- --pictures` takes them again)";
    expect(run.changes.filter((change) => change.engine).map((change) => [change.status, change.reason])).toEqual(
      engineFiles.map(() => ["not-compared", reason]),
    );
    expect(run.partial).toBe(`the engine pictures compared 0 of 7 (${reason})`);
  });
});

describe("the stories whose engine pictures the review expects", () => {
  const MENU_OPEN = "engines/webkit/header--menu-open-mobile-447px.png";

  it("are the checkout's built catalogue's when none are given, each picture listed with the story it shows", async () => {
    const { place, engineFiles } = checkoutWithEngineRun("both");
    const { stories: _, ...fromItsCatalogue } = place;
    // The catalogue built in the checkout: the recorded one.
    writeFile(
      join(place.dir as string, "storybook-static", "index.json"),
      readFileSync(join(MODULE_GRAPHS, "index.json"), "utf8"),
    );
    const run = await loadRun(new Set([...claimedByRun(), ...engineFiles, MENU_OPEN]), fromItsCatalogue);
    expect(run).toMatchObject({ claimed: 8 + 7 + 1, compared: 8 + 7 });
    expect(run.changes.find((change) => change.name === MENU_OPEN)).toMatchObject({
      status: "not-compared",
      engine: "WebKit",
      subject: "WebKit › header--menu-open",
      source: { kind: "story", id: "header--menu-open" },
      reason: "its engine did not run in the last run (npm run test:engines -- --pictures)",
    });
  });

  it("make the review say how to build the catalogue when none are given and the checkout has none built", async () => {
    const { place, engineFiles } = checkoutWithEngineRun("both");
    const { stories: _, ...fromItsCatalogue } = place;
    const index = join(place.dir as string, "storybook-static", "index.json");
    await expect(loadRun(new Set([...claimedByRun(), ...engineFiles]), fromItsCatalogue)).rejects.toThrow(
      `The component catalogue is not built (${index} is missing): \`npm run build-storybook\` builds it.`,
    );
  });
});

describe("obsolete baselines without a run", () => {
  it("are the recorded tree's renamed story's old files, found from the folder the command runs in", () => {
    const obsolete = loadObsolete(recordedClaims(), relative(process.cwd(), VISUAL_RUN_SNAPSHOTS));
    expect(obsolete.map((change) => [change.name, change.status])).toEqual([
      ["stories.spec.ts/thankyoupanel--default-desktop.aria.yml", "obsolete"],
      ["stories.spec.ts/thankyoupanel--default-desktop.png", "obsolete"],
      ["stories.spec.ts/thankyoupanel--default-mobile.aria.yml", "obsolete"],
      ["stories.spec.ts/thankyoupanel--default-mobile.png", "obsolete"],
    ]);
    expect(obsolete[1].files.baseline).toBe(
      join(VISUAL_RUN_SNAPSHOTS, "stories.spec.ts/thankyoupanel--default-desktop.png"),
    );
  });
});

describe("the baselines in snapshots/", () => {
  it("are its pictures and text baselines, in its folders or left at its top, sorted by path, without the environment record or other files", () => {
    const dir = testFolder("snapshots");
    for (const file of [
      "stories.spec.ts/header--on-home-desktop.png",
      "environment.json",
      "home.spec.ts/home-mobile.aria.yml",
      "left-here-desktop.png",
      "stories.spec.ts/header--on-home-desktop.aria.yml",
      "stories.spec.ts/notes.txt",
      "home.spec.ts/home-desktop.png",
      "about.spec.ts/about-desktop.png",
      "left-here-desktop.png",
    ]) {
      writeFile(join(dir, file));
    }
    expect(baselineFiles(dir)).toEqual([
      "about.spec.ts/about-desktop.png",
      "home.spec.ts/home-desktop.png",
      "home.spec.ts/home-mobile.aria.yml",
      "left-here-desktop.png",
      "stories.spec.ts/header--on-home-desktop.aria.yml",
      "stories.spec.ts/header--on-home-desktop.png",
    ]);
  });

  it("are named as they are on disk, a backslash in a file's name too, so that each name finds its file to accept or remove", () => {
    const dir = testFolder("snapshots");
    writeFile(join(dir, "stories.spec.ts/odd\\name-desktop.png"));
    const names = baselineFiles(dir);
    expect(names).toEqual(["stories.spec.ts/odd\\name-desktop.png"]);
    expect(existsSync(join(dir, names[0]))).toBe(true);
  });

  it("are none while there is no snapshots/ yet", () => {
    expect(baselineFiles(join(testFolder("snapshots"), "snapshots"))).toEqual([]);
  });
});
