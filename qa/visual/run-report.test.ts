import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { testFolder } from "#qa/support/fixtures/test-folder.ts";
import { checkoutIn, RUN_DIR } from "./fixtures/load-fixture";
import { currentCommit, readRunReport } from "./run-report";

const RECORDED = join(RUN_DIR, "run-report.json");
const RECORDED_COMMIT = "253c0c9355c4ec574167ef28541a7065501089ac";

describe("reading a run's report", () => {
  it("reads the recorded run on the commit it was made from", () => {
    expect(readRunReport(RECORDED, { commit: RECORDED_COMMIT }).config.metadata).toMatchObject({
      commit: RECORDED_COMMIT,
    });
  });

  it("refuses results from another commit", () => {
    expect(() => readRunReport(RECORDED, { commit: "0000000" })).toThrow(
      `are from commit ${RECORDED_COMMIT}, but 0000000 is checked out. Run \`npm run test:visual\` again`,
    );
  });

  it("refuses results made before the tree's files last changed, though on the same commit", () => {
    const file = join(testFolder("run"), "run-report.json");
    writeFileSync(file, JSON.stringify({ config: { metadata: { commit: "abc", inputs: "before" } }, suites: [] }));
    expect(() => readRunReport(file, { commit: "abc", inputs: "after" })).toThrow(
      `The results in ${file} were made before the last change to the site's, the stories' or the harness's files: ` +
        "they do not show the tree as it is. Run `npm run test:visual` again.",
    );
    expect(readRunReport(file, { commit: "abc", inputs: "before" }).suites).toEqual([]);
  });

  it("says what to run when there are no results yet", () => {
    const missing = join(testFolder("run"), "run-report.json");
    expect(() => readRunReport(missing, { commit: RECORDED_COMMIT })).toThrow("No results to review");
  });

  it("refuses a report without a recorded commit", () => {
    const file = join(testFolder("run"), "run-report.json");
    writeFileSync(file, JSON.stringify({ config: { metadata: {} }, suites: [] }));
    expect(() => readRunReport(file, { commit: RECORDED_COMMIT })).toThrow("from commit (unknown)");
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
