import { describe, expect, it } from "vitest";
import { staleRefusal } from "./stale-refusal.ts";

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
