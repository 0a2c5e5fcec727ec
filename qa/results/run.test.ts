import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { testFolder } from "#qa/support/fixtures/test-folder.ts";
import { readResults } from "./run.ts";

/** Recorded runs' folders (qa/soak/fixtures/README.md), in the checkout their reports name. */
const recorded = (run: number) => join(import.meta.dirname, "..", "soak", "fixtures", "runs", String(run));
const ROOT = "/work/wt-qa-coverage";

describe("a run's results read from their folder", () => {
  it("are every report's tests as records, with the stages, and nothing missing when every report is there", () => {
    const { stages, tests, missing, problems } = readResults(recorded(1), ROOT);
    expect(stages?.passed).toBe(true);
    expect([...new Set(tests.map((test) => test.layer))]).toEqual([
      "unit",
      "browser",
      "engine journey",
      "engine picture",
      "valid HTML",
    ]);
    expect([missing, problems]).toEqual([[], []]);
  });

  it("say which reports are not there: their stages did not run", () => {
    expect(readResults(recorded(2), ROOT).missing).toEqual(["playwright", "engines", "enginePictures"]);
    expect(readResults(testFolder("no-results"), ROOT)).toEqual({
      stages: undefined,
      tests: [],
      missing: ["stages", "vitest", "playwright", "engines", "enginePictures", "validHtml"],
      problems: [],
    });
  });
});
