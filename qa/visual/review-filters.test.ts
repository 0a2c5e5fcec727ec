import { describe, expect, it } from "vitest";
import { h } from "#qa/support/report-page.ts";
import type { ReviewedRun } from "./change.ts";
import { markup, recordedEngineReview, recordedReview, reviewFolder, textOf } from "./fixtures/recorded-review";
import { Filters } from "./review-filters";

const filtersOf = (run: ReviewedRun) => markup(h(Filters, { changes: reviewFolder(run).data.changes }));

describe("the review list's filters", () => {
  it("offers each status, kind, viewport and engine the run has, checked, with how many changes have it", () => {
    expect(textOf(filtersOf(recordedReview()))).toMatch(
      /^Status not compared \(88\) changed \(25\) new \(4\) obsolete \(4\)Kind picture \(71\) text \(50\)Viewport desktop \(60\) mobile \(61\)Engine Chromium \(121\)Page or story/,
    );
    expect(filtersOf(recordedReview())).toContain(
      '<label><input type="checkbox" name="status" checked="" value="not-compared"/> not compared (88)</label>',
    );
  });

  it("leaves out the values the run does not have, and lists engines and viewports in name order", async () => {
    const run = await recordedEngineReview();
    const html = filtersOf({ ...run, changes: [...run.changes].reverse() });
    expect(textOf(html)).toMatch(
      /^Status changed \(4\) new \(1\)Kind picture \(5\)Viewport desktop \(3\) mobile \(2\)Engine Firefox \(3\) WebKit \(2\)Page or story/,
    );
  });

  it("picks one page or story, in name order, or all; and orders by status or by share", async () => {
    const html = filtersOf(await recordedEngineReview());
    expect(html).toContain(
      '<select id="subject" name="subject"><option value="" selected="">All (5)</option>' +
        '<option value="Firefox › about">Firefox › about (1)</option>' +
        '<option value="Firefox › unknown-page">Firefox › unknown-page (2)</option>' +
        '<option value="WebKit › unknown-page">WebKit › unknown-page (2)</option></select>',
    );
    expect(textOf(html)).toContain("OrderStatus, then nameShare of pixels changed, largest first");
  });
});
