import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { RUN_DIR } from "./fixtures/load-fixture";
import { readRunReport } from "./run-report";

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
    const file = join(mkdtempSync(join(tmpdir(), "run-")), "run-report.json");
    writeFileSync(file, JSON.stringify({ config: { metadata: { commit: "abc", inputs: "before" } }, suites: [] }));
    expect(() => readRunReport(file, { commit: "abc", inputs: "after" })).toThrow(
      "were made before the last change to the site's, the stories' or the harness's files",
    );
    expect(readRunReport(file, { commit: "abc", inputs: "before" }).suites).toEqual([]);
  });

  it("says what to run when there are no results yet", () => {
    const missing = join(mkdtempSync(join(tmpdir(), "run-")), "run-report.json");
    expect(() => readRunReport(missing, { commit: RECORDED_COMMIT })).toThrow("No results to review");
  });

  it("refuses a report without a recorded commit", () => {
    const file = join(mkdtempSync(join(tmpdir(), "run-")), "run-report.json");
    writeFileSync(file, JSON.stringify({ config: { metadata: {} }, suites: [] }));
    expect(() => readRunReport(file, { commit: RECORDED_COMMIT })).toThrow("from commit (unknown)");
  });
});
