import { describe, expect, it } from "vitest";
import type { Change } from "./change";
import { collectRun } from "./collect";
import { recordedClaims, recordedVisualRun, VISUAL_RUN_SNAPSHOTS } from "./fixtures/load-fixture";
import { countsOf, needsAttention, needsReviewer } from "./verdict";

const partial = await collectRun(recordedVisualRun(), {
  snapshotsDir: VISUAL_RUN_SNAPSHOTS,
  claimed: recordedClaims(),
});
const clean = { changes: [], unchanged: 12, claimed: 12, compared: 12 };
const change = (status: Change["status"], accepted = false) =>
  ({ name: `a/${status}.png`, status, accepted }) as Change;

describe("what a run asks of its reviewer", () => {
  it("counts every status, and what was accepted since", () => {
    expect(countsOf(partial)).toEqual({
      notCompared: 88,
      changed: 25,
      new: 4,
      obsolete: 0,
      accepted: 0,
      unchanged: 21,
    });
    expect(countsOf({ ...clean, changes: [change("new", true), change("obsolete")] })).toMatchObject({
      new: 1,
      obsolete: 1,
      accepted: 1,
    });
  });

  it("names up to five baselines not compared, and counts the rest", () => {
    const uncompared = (count: number) => ({
      ...clean,
      changes: Array.from({ length: count }, (_, i) => ({ ...change("not-compared"), name: `n${i + 1}.png` })),
    });
    expect(needsAttention(uncompared(5))).toBe(
      "5 baseline(s) not compared: n1.png, n2.png, n3.png, n4.png, n5.png. Run `npm run test:visual` for a full comparison.",
    );
    expect(needsAttention(uncompared(6))).toBe(
      "6 baseline(s) not compared: n1.png, n2.png, n3.png, n4.png, n5.png and 1 more. Run `npm run test:visual` for a full comparison.",
    );
  });

  it("refuses a partial run as complete, naming the first five not compared and how many more", () => {
    expect(needsAttention(partial)).toMatch(
      /^Partial run: the last run compared 54 of the 138 baselines \(.*\)\. 88 baseline\(s\) not compared: about\.spec\.ts\/about-desktop\.aria\.yml, .* and 83 more\. Run `npm run test:visual` for a full comparison\.$/,
    );
  });

  it("has nothing to say of a complete run, whatever changed", () => {
    expect(needsAttention(clean)).toBeUndefined();
    expect(needsAttention({ ...clean, changes: [change("changed"), change("obsolete")] })).toBeUndefined();
  });

  it("needs a reviewer for any change not yet accepted, and for anything not compared", () => {
    expect(needsReviewer(clean)).toBe(false);
    expect(needsReviewer({ ...clean, changes: [change("changed", true)] })).toBe(false);
    expect(needsReviewer({ ...clean, changes: [change("obsolete")] })).toBe(true);
    expect(needsReviewer({ ...clean, changes: [change("not-compared")] })).toBe(true);
  });
});
