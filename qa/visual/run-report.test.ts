import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { testFolder } from "#qa/support/fixtures/test-folder.ts";
import { checkoutIn, RUN_DIR } from "./fixtures/load-fixture";
import { currentCommit, readRunReport, shortCommit, staleRefusal } from "./run-report";

const RECORDED = join(RUN_DIR, "run-report.json");
const RECORDED_COMMIT = "253c0c9355c4ec574167ef28541a7065501089ac";

describe("reading a run's report", () => {
  it("reads the recorded run on the commit it was made from", () => {
    const read = readRunReport(RECORDED, { commit: RECORDED_COMMIT });
    expect("report" in read && read.report.config.metadata).toMatchObject({ commit: RECORDED_COMMIT });
  });

  it("says results from another commit are stale, naming both commits by their first seven digits", () => {
    expect(readRunReport(RECORDED, { commit: "c5c0ab824fea98a6a9145f9d8a7cab00e8c7e802" })).toStrictEqual({
      stale: `the Chromium results in ${RECORDED} are from commit 253c0c9, the tree is c5c0ab8`,
    });
  });

  it("says results made before the tree's files last changed are stale, though on the same commit", () => {
    const file = join(testFolder("run"), "run-report.json");
    writeFileSync(file, JSON.stringify({ config: { metadata: { commit: "abc", inputs: "before" } }, suites: [] }));
    expect(readRunReport(file, { commit: "abc", inputs: "after" })).toStrictEqual({
      stale: `the Chromium results in ${file} were made before the site's, the stories' or the harness's files changed`,
    });
    // Named where the tree's files as they were are known.
    const changedSince = (stamp?: string) => (stamp === "before" ? "src/components/Header.tsx changed" : "?");
    expect(readRunReport(file, { commit: "abc", inputs: "after", changedSince })).toStrictEqual({
      stale: `the Chromium results in ${file} were made before src/components/Header.tsx changed`,
    });
    const read = readRunReport(file, { commit: "abc", inputs: "before" });
    expect("report" in read && read.report.suites).toEqual([]);
  });

  it("says there are none when there are no results yet", () => {
    const missing = join(testFolder("run"), "run-report.json");
    expect(readRunReport(missing, { commit: RECORDED_COMMIT })).toStrictEqual({
      stale: `there are no Chromium results to review (${missing} does not exist)`,
    });
  });

  it("says a report without a recorded commit is of an unknown one", () => {
    const file = join(testFolder("run"), "run-report.json");
    writeFileSync(file, JSON.stringify({ config: { metadata: {} }, suites: [] }));
    expect(readRunReport(file, { commit: RECORDED_COMMIT })).toStrictEqual({
      stale: `the Chromium results in ${file} are from commit (unknown), the tree is 253c0c9`,
    });
  });
});

describe("the review's refusal of stale Chromium results", () => {
  const chromium =
    "the Chromium results in reports/test-results/run-report.json are from commit abc1234, the tree is def5678";

  it("names the Chromium run alone when the Firefox and WebKit pictures are of this tree (after a run of the engines on a new commit)", () => {
    expect(staleRefusal(chromium, undefined)).toBe(
      "The Chromium results in reports/test-results/run-report.json are from commit abc1234, the tree is def5678: " +
        "run `npm run test:e2e -- --grep @visual` for Chromium alone (the Firefox and WebKit pictures are of this tree), " +
        "or `npm run test:visual` (both).",
    );
  });

  it("names both runs when the Firefox and WebKit pictures are stale too", () => {
    expect(staleRefusal(chromium, "the Firefox and WebKit pictures are from commit abc1234, the tree is def5678")).toBe(
      "The Chromium results in reports/test-results/run-report.json are from commit abc1234, the tree is def5678, " +
        "and the Firefox and WebKit pictures are from commit abc1234, the tree is def5678: run `npm run test:visual` (both), " +
        "or `npm run test:e2e -- --grep @visual` for Chromium and `npm run test:engines -- --pictures` for Firefox and WebKit.",
    );
  });
});

describe("the review's refusal of results made before the same change", () => {
  it("names the change once for both runs", () => {
    expect(
      staleRefusal(
        "the Chromium results in reports/test-results/run-report.json were made before src/app.css and 2 more changed",
        "the Firefox and WebKit pictures were taken before src/app.css and 2 more changed",
      ),
    ).toBe(
      "The Chromium results in reports/test-results/run-report.json and the Firefox and WebKit pictures were made " +
        "before src/app.css and 2 more changed: run `npm run test:visual` (both), " +
        "or `npm run test:e2e -- --grep @visual` for Chromium and `npm run test:engines -- --pictures` for Firefox and WebKit.",
    );
  });

  it("names each change where the two runs were made before different ones", () => {
    expect(
      staleRefusal(
        "the Chromium results in r.json were made before src/a.ts changed",
        "the Firefox and WebKit pictures were taken before src/b.ts changed",
      ),
    ).toMatch(
      /^The Chromium results in r\.json were made before src\/a\.ts changed, and the Firefox and WebKit pictures were taken before src\/b\.ts changed: /,
    );
  });
});

describe("a commit as a message names it", () => {
  it("is its first seven digits, or as it is when it is no full commit", () => {
    expect(shortCommit("c5c0ab824fea98a6a9145f9d8a7cab00e8c7e802")).toBe("c5c0ab8");
    expect(shortCommit("unknown")).toBe("unknown");
    expect(shortCommit(undefined)).toBe("(unknown)");
  });
});

describe("the commit a run is made on", () => {
  it("is the commit checked out in the folder asked about", () => {
    const dir = testFolder("run");
    const commit = checkoutIn(dir);
    expect(commit).toMatch(/^[0-9a-f]{40}$/);
    expect(currentCommit(dir)).toBe(commit);
  });

  it("is unknown outside a git checkout, and git's complaint is not printed", () => {
    const dir = testFolder("run");
    // In a process of its own, so that anything git writes to the terminal shows on that process's stderr;
    // git looks for a checkout no higher than the temporary folder, wherever that lies.
    const asked = spawnSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `import { currentCommit } from ${JSON.stringify(pathToFileURL(join(import.meta.dirname, "run-report.ts")).href)};
process.stdout.write(currentCommit(process.argv[1]));`,
        dir,
      ],
      { encoding: "utf8", env: { ...process.env, GIT_CEILING_DIRECTORIES: dirname(dir) } },
    );
    expect(asked.stdout).toBe("unknown");
    expect(asked.stderr).toBe("");
    // And in this process, where Node itself would pass on what a child wrote, had it been given no stdio.
    vi.stubEnv("GIT_CEILING_DIRECTORIES", dirname(dir));
    onTestFinished(() => {
      vi.unstubAllEnvs();
    });
    const printed = vi.spyOn(process.stderr, "write");
    expect(currentCommit(dir)).toBe("unknown");
    expect(printed).not.toHaveBeenCalled();
  });
});
