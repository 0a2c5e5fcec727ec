import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { testFolder } from "#qa/support/fixtures/test-folder.ts";
import { recordedEngineRun } from "#qa/visual/fixtures/load-fixture.ts";
import {
  clearPictureRun,
  mergePictureRuns,
  type PictureRun,
  pictureTests,
  readPictureRun,
  versionMoveLine,
  writePictureRun,
} from "./engine-pictures.ts";

const run: PictureRun = {
  commit: "c5c0ab824fea98a6a9145f9d8a7cab00e8c7e802",
  inputs: "3f9a1c",
  engines: [{ engine: "Firefox", version: "153.8.0", baselineVersion: "153.7.0" }, { engine: "WebKit" }],
  pictures: [
    {
      file: "engines/firefox/home-desktop.png",
      engine: "Firefox",
      name: "home",
      source: { kind: "page", id: "/" },
      viewport: "desktop",
      status: "changed",
      actual: "reports/engines/pictures/engines/firefox/home-desktop.png",
      baseline: "reports/engines/pictures/engines/firefox/home-desktop-expected.png",
      comparison: "across-versions",
      reason: "1,965 pixels differ beyond antialiasing",
    },
    {
      file: "engines/webkit/home-mobile-447px.png",
      engine: "WebKit",
      name: "home",
      source: { kind: "page", id: "/" },
      viewport: "mobile",
      status: "not-compared",
      reason: "WebKit is not installed here",
    },
    {
      file: "engines/webkit/header--menu-open-mobile-447px.png",
      engine: "WebKit",
      name: "header--menu-open",
      source: { kind: "story", id: "header--menu-open" },
      viewport: "mobile",
      status: "not-compared",
      reason: "WebKit is not installed here",
    },
  ],
};

describe("the engine pictures' results on disk", () => {
  it("are written as readable JSON, in folders made as needed, and read back as they were", () => {
    const file = join(testFolder("picture-results"), "reports", "last-run", "engine-pictures.json");
    writePictureRun(file, run);
    const written = readFileSync(file, "utf8");
    expect(written).toBe(`${JSON.stringify(run, null, 2)}\n`);
    expect(written).toContain('\n  "engines": [\n    {\n      "engine": "Firefox",\n');
    expect(readPictureRun(file)).toEqual(run);
  });

  it("are missing before any run", () => {
    expect(readPictureRun(join(testFolder("picture-results"), "engine-pictures.json"))).toBeUndefined();
  });

  /** The message for a results file that is no run's, as the review prints it after ✗. */
  const unreadable = (file: string, why: string) =>
    new Error(
      `${file} is not the engine pictures' results (${why}): \`npm run test:engines -- --pictures\` writes it again.`,
    );

  it("that were cut short are refused with the file, what is wrong and the command that writes them again", () => {
    const file = join(testFolder("picture-results"), "engine-pictures.json");
    writeFileSync(file, '{"commit": "6d65');
    expect(() => readPictureRun(file)).toThrow(
      unreadable(file, "Unterminated string in JSON at position 16 (line 1 column 17)"),
    );
    writeFileSync(file, "");
    expect(() => readPictureRun(file)).toThrow(unreadable(file, "Unexpected end of JSON input"));
  });

  it("that cannot be read as a file are refused the same way", () => {
    const file = join(testFolder("picture-results"), "engine-pictures.json");
    mkdirSync(file);
    expect(() => readPictureRun(file)).toThrow(unreadable(file, "EISDIR: illegal operation on a directory, read"));
  });

  it("that are JSON but no run's (no commit, engines or pictures) are refused", () => {
    const file = join(testFolder("picture-results"), "engine-pictures.json");
    const refusal = unreadable(file, "it lists no commit, engines and pictures");
    for (const text of [
      "null",
      JSON.stringify({ engines: [], pictures: [] }),
      JSON.stringify({ commit: run.commit, pictures: [] }),
      JSON.stringify({ commit: run.commit, engines: [] }),
      JSON.stringify({ commit: run.commit, engines: {}, pictures: [] }),
    ]) {
      writeFileSync(file, text);
      expect(() => readPictureRun(file), text).toThrow(refusal);
    }
    writeFileSync(file, JSON.stringify({ commit: run.commit, engines: [], pictures: [] }));
    expect(readPictureRun(file)).toEqual({ commit: run.commit, engines: [], pictures: [] });
  });

  it("are gone once cleared before a run, so that no earlier run's pictures stand for it", () => {
    const file = join(testFolder("picture-results"), "engine-pictures.json");
    writeFileSync(file, "{}");
    clearPictureRun(file);
    expect(existsSync(file)).toBe(false);
  });

  it("can be cleared when no run has written any", () => {
    const file = join(testFolder("picture-results"), "engine-pictures.json");
    expect(() => clearPictureRun(file)).not.toThrow();
    expect(existsSync(file)).toBe(false);
  });
});

describe("the line a run prints when an engine moved", () => {
  it("names both versions, the across-versions rule and the command that remakes that engine's baselines", () => {
    expect(versionMoveLine({ engine: "Firefox", version: "153.8.0", baselineVersion: "153.7.0" })).toBe(
      "  Firefox moved from 153.7.0 (its baselines) to 153.8.0: its pictures are compared by the across-versions " +
        "rule, antialiasing forgiven. `npm run snapshots:engines -- --engine firefox` remakes them.",
    );
    expect(versionMoveLine({ engine: "WebKit", version: "2.52.0", baselineVersion: "2.50.6" })).toBe(
      "  WebKit moved from 2.50.6 (its baselines) to 2.52.0: its pictures are compared by the across-versions " +
        "rule, antialiasing forgiven. `npm run snapshots:engines -- --engine webkit` remakes them.",
    );
  });

  it("is not printed when the version took the baselines, when there are none, or when the engine did not start", () => {
    expect(versionMoveLine({ engine: "Firefox", version: "153.7.0", baselineVersion: "153.7.0" })).toBeUndefined();
    expect(versionMoveLine({ engine: "Firefox", version: "153.7.0" })).toBeUndefined();
    expect(versionMoveLine({ engine: "Firefox", baselineVersion: "153.7.0" })).toBeUndefined();
    expect(versionMoveLine({ engine: "Firefox" })).toBeUndefined();
  });
});

/**
 * The recorded `--engine firefox` run and the recorded `--engine webkit` run, both of commit 6d65216
 * and the same files, stamped with one picture harness (they were taken before the stamp was).
 */
const firefoxRun = (): PictureRun => ({ ...recordedEngineRun("firefox-only"), harness: "77aa01" });
const webkitRun = (): PictureRun => ({ ...recordedEngineRun("across-versions"), harness: "77aa01" });
const enginesOf = (run: PictureRun) => [...new Set(run.pictures.map((picture) => picture.engine))];

describe("a run of one engine after a run of the other", () => {
  it("keeps the other engine's pictures and version of a run of the same tree: the two runs add up", () => {
    const earlier = firefoxRun();
    const now = webkitRun();
    const merged = mergePictureRuns(earlier, now, ["WebKit"]);
    expect(merged.dropped).toBeUndefined();
    expect(merged.run).toStrictEqual({
      ...now,
      engines: [...earlier.engines, ...now.engines],
      pictures: [...earlier.pictures, ...now.pictures],
    });
  });

  it("adds up in either order, each engine's entries together, Firefox first", () => {
    const merged = mergePictureRuns(webkitRun(), firefoxRun(), ["Firefox"]);
    expect(merged.run.engines.map((versions) => versions.engine)).toEqual(["Firefox", "WebKit"]);
    expect(merged.run.pictures.map((picture) => picture.file)).toEqual([
      ...firefoxRun().pictures.map((picture) => picture.file),
      ...webkitRun().pictures.map((picture) => picture.file),
    ]);
  });

  it("replaces everything of the engines it ran, keeping none of their earlier pictures", () => {
    const both = { ...recordedEngineRun("both"), harness: "77aa01" };
    const now = webkitRun();
    const merged = mergePictureRuns(both, now, ["WebKit"]);
    expect(merged.run.pictures.filter((picture) => picture.engine === "WebKit")).toStrictEqual(now.pictures);
    expect(merged.run.engines.filter((versions) => versions.engine === "WebKit")).toStrictEqual(now.engines);
    expect(merged.run.pictures.filter((picture) => picture.engine === "Firefox")).toStrictEqual(
      both.pictures.filter((picture) => picture.engine === "Firefox"),
    );
    // A run of both engines keeps nothing of the one before.
    expect(mergePictureRuns(both, firefoxRun(), ["Firefox", "WebKit"])).toStrictEqual({ run: firefoxRun() });
  });

  it("keeps the earlier pictures of a run that took pictures of no engine (journeys only), of the same tree", () => {
    const journeysOnly: PictureRun = { ...firefoxRun(), engines: [], pictures: [] };
    const merged = mergePictureRuns(firefoxRun(), journeysOnly, []);
    expect(merged).toStrictEqual({ run: firefoxRun() });
  });

  it("is the run alone, with no line, when there is no earlier run or it holds only the engines run now", () => {
    expect(mergePictureRuns(undefined, webkitRun(), ["WebKit"])).toStrictEqual({ run: webkitRun() });
    const otherCommit = { ...webkitRun(), commit: "c5c0ab824fea98a6a9145f9d8a7cab00e8c7e802" };
    expect(mergePictureRuns(otherCommit, webkitRun(), ["WebKit"])).toStrictEqual({ run: webkitRun() });
  });

  it("leaves the other engine's pictures out when they are of another commit, saying why and how to take them again", () => {
    const now = { ...webkitRun(), commit: "c5c0ab824fea98a6a9145f9d8a7cab00e8c7e802" };
    const merged = mergePictureRuns(firefoxRun(), now, ["WebKit"]);
    expect(merged.run).toStrictEqual(now);
    expect(enginesOf(merged.run)).toEqual(["WebKit"]);
    expect(merged.dropped).toStrictEqual({
      engines: ["Firefox"],
      line:
        "  Firefox: the pictures of the run before are left out, they were taken of commit 6d65216, this run of c5c0ab8 " +
        "(`npm run test:engines -- --pictures --engine firefox` takes them again)",
    });
  });

  it("leaves them out when the tree's files or the picture harness changed since, or are not known", () => {
    const now = webkitRun();
    for (const [earlier, why] of [
      [
        { ...firefoxRun(), inputs: "other files" },
        "taken before the site's, the stories' or the harness's files changed",
      ],
      [{ ...firefoxRun(), inputs: undefined }, "taken before the site's, the stories' or the harness's files changed"],
      [{ ...firefoxRun(), harness: "other harness" }, "taken with other picture-taking code"],
      [{ ...firefoxRun(), harness: undefined }, "taken with other picture-taking code"],
    ] as const) {
      const merged = mergePictureRuns(earlier, now, ["WebKit"]);
      expect(merged.run, why).toStrictEqual(now);
      expect(merged.dropped?.line, why).toContain(why);
    }
  });
});

describe("the engine pictures as test records", () => {
  // A recorded run's pictures (qa/soak/fixtures/README.md): one unchanged, two changed, one not compared.
  const recorded = readPictureRun(new URL("../soak/fixtures/runs/3/engine-pictures.json", import.meta.url).pathname);

  it("passes a picture that matched its baseline, and fails the rest with what they came to and why", () => {
    expect(
      pictureTests(recorded as PictureRun).map(({ layer, place, file, status, error }) => [
        layer,
        place,
        file,
        status,
        error,
      ]),
    ).toEqual([
      ["engine picture", "Firefox", "engines/firefox/contact-form-mobile.png", "passed", undefined],
      [
        "engine picture",
        "Firefox",
        "engines/firefox/unknown-page-mobile.png",
        "failed",
        "changed: 3,984 pixels differ",
      ],
      [
        "engine picture",
        "WebKit",
        "engines/webkit/contact-form-mobile-447px.png",
        "failed",
        "not compared: WebKit stopped answering twice (no answer to screenshot within 20 s)",
      ],
      [
        "engine picture",
        "WebKit",
        "engines/webkit/unknown-page-mobile-447px.png",
        "failed",
        "changed: 4,014 pixels differ",
      ],
    ]);
  });

  it("passes a picture remade as its baseline, and names a new one without a reason", () => {
    const [first] = (recorded as PictureRun).pictures;
    const tests = pictureTests({
      pictures: [
        { ...first, status: "updated" },
        { ...first, status: "new", reason: undefined, restarts: ["Firefox stopped answering; restarted"] },
      ],
    });
    expect(tests.map(({ status, error, restarts }) => [status, error, restarts])).toEqual([
      ["passed", undefined, undefined],
      ["failed", "new: no baseline yet", ["Firefox stopped answering; restarted"]],
    ]);
  });
});
