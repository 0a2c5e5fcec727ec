import { describe, expect, it } from "vitest";
import { h } from "#qa/support/report-page.ts";
import type { ReviewedRun } from "./change.ts";
import { markup, recordedEngineReview, recordedReview, reviewFolder, textOf } from "./fixtures/recorded-review";
import { Counts, EngineMoves, Incomplete } from "./review-top";

function topOf(run: ReviewedRun) {
  const { data, entries } = reviewFolder(run);
  return {
    entries,
    incomplete: markup(h(Incomplete, { data, entries })),
    moves: markup(h(EngineMoves, { data })),
    counts: markup(h(Counts, { data })),
  };
}

describe("the top of the review page", () => {
  it("warns of a partial run and of each baseline not compared, by reason, each where the list links it", () => {
    const { incomplete, entries } = topOf(recordedReview());
    expect(incomplete).toMatch(/^<section class="warning" role="alert" aria-labelledby="incomplete-title">/);
    expect(textOf(incomplete)).toContain(
      "Partial run: the last run compared 54 of the 138 baselines (a --grep, --project, --shard or file filter?).",
    );
    expect(textOf(incomplete)).toContain(
      "88 of the 138 baselines the tests declare were not compared, so this page cannot say whether they changed. Run npm run test:visual for a full comparison.",
    );
    // More than 12: folded away.
    expect(incomplete).toContain("<details><summary>The 88 baselines not compared, and why</summary>");
    expect(textOf(incomplete)).toContain("Not compared: its test did not run in the last run (84)");
    expect(textOf(incomplete)).toContain(
      "Not compared: its test failed before comparing it: Error: expect(page).toHaveTitle(expected) failed (4)",
    );
    const about = entries.find((entry) => entry.lead.name === "about.spec.ts/about-desktop.png");
    expect(incomplete).toContain(
      `<li id="change-${about?.index}" tabindex="-1"><code>about.spec.ts/about-desktop.png</code></li>`,
    );
  });

  it("says nothing of a complete run that compared every baseline", () => {
    const run = recordedReview();
    const { incomplete } = topOf({
      ...run,
      partial: undefined,
      changes: run.changes.filter((change) => change.status !== "not-compared"),
    });
    expect(incomplete).toBe("");
  });

  it("names an engine in another version than its baselines, with the command that remakes them; none where none moved", async () => {
    expect(textOf(topOf(await recordedEngineReview("across-versions")).moves)).toBe(
      "Engines in another version than their baselines" +
        "WebKit moved from 2.50.5 to 2.50.6: its 2 pictures were compared across versions, antialiasing forgiven. " +
        "npm run snapshots:engines -- --engine webkit remakes them.",
    );
    expect(topOf(await recordedEngineReview()).moves).toBe("");
  });

  it("counts each status, what was accepted since the run and what is unchanged", () => {
    expect(textOf(topOf(recordedReview()).counts)).toBe(
      "Not compared88Changed25New4Obsolete4Accepted since the run0Unchanged21",
    );
    expect(topOf(recordedReview()).counts).toContain('<dd data-count="changed">25</dd>');
  });
});
