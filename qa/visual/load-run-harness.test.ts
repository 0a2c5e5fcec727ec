import { cpSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { pictureHarnessStamp, RUN_REPORT_FILE } from "#qa/results/index.ts";
import { testFolder } from "#qa/support/fixtures/test-folder.ts";
import { catalogueBuild, currentInputs } from "#src/build/builds.ts";
import { claimedFilesOf } from "./collect.ts";
import { collectEnginePictures } from "./engine-changes";
import { checkoutIn, RUN_SNAPSHOTS, recordedEngineRun, recordedRun, recordedStories } from "./fixtures/load-fixture";
import { loadRun, type RunPlace } from "./load-run";

// Collecting the engine pictures is engine-changes.test.ts's subject; here only what their run is held to.
vi.mock("./engine-changes", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./engine-changes")>();
  return { ...actual, collectEnginePictures: vi.fn(actual.collectEnginePictures) };
});
beforeEach(() => {
  vi.mocked(collectEnginePictures).mockClear();
});

function writeFile(file: string, text = "") {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** A checkout with one commit and the recorded run's report, of its commit and files as they are now, and a picture harness of its own. */
function checkoutWithRun() {
  const dir = testFolder("load-run-harness");
  const commit = checkoutIn(dir);
  const place: RunPlace = {
    dir,
    reportFile: join(dir, RUN_REPORT_FILE),
    snapshotsDir: join(dir, "snapshots"),
    stories: recordedStories(),
  };
  cpSync(RUN_SNAPSHOTS, place.snapshotsDir, { recursive: true });
  const report = recordedRun();
  const metadata = { commit, inputs: currentInputs(catalogueBuild()).stamp };
  writeFile(place.reportFile, JSON.stringify({ ...report, config: { ...report.config, metadata } }));
  writeFile(join(dir, "qa/plan/take-picture.ts"), "export const MAX_SHOTS = 10;");
  writeFile(join(dir, "mocks/images/person.svg"), "<svg/>");
  return { place, commit, dir };
}
/** What the engine run was held to, each time the engine pictures were collected. */
const heldTo = () => vi.mocked(collectEnginePictures).mock.calls.map(([, expected]) => expected);

describe("the engine pictures of the run under review", () => {
  it("are held to this checkout's commit, files and picture harness as they are now", async () => {
    const { place, commit, dir } = checkoutWithRun();
    await loadRun(claimedFilesOf(recordedRun()), place);
    expect(heldTo()).toStrictEqual([
      {
        commit,
        inputs: currentInputs(catalogueBuild()).stamp,
        harness: pictureHarnessStamp(dir),
        changedSince: expect.any(Function),
      },
    ]);
    // The checkout's own harness, not that of the folder the command runs in nor an empty one.
    expect(pictureHarnessStamp(dir)).not.toBe(pictureHarnessStamp(testFolder("no-harness")));
  });

  it("are held to the commit and files alone when a copy of an engine run is given, whatever harness took it", async () => {
    const { place, commit } = checkoutWithRun();
    const enginePicturesFile = join(place.dir as string, "copy/engine-pictures.json");
    const run = recordedEngineRun("both");
    const inputs = currentInputs(catalogueBuild()).stamp;
    writeFile(enginePicturesFile, JSON.stringify({ ...run, commit, inputs, harness: "another harness" }));
    const loaded = await loadRun(claimedFilesOf(recordedRun()), { ...place, enginePicturesFile });
    expect(heldTo()).toStrictEqual([{ commit, inputs, harness: undefined, changedSince: expect.any(Function) }]);
    expect(loaded.partial).toBeUndefined();
  });
});
