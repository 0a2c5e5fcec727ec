import { describe, expect, it } from "vitest";
import { h } from "#qa/support/report-page.ts";
import { CHANGE_STATUSES } from "./change";
import { markup } from "./fixtures/recorded-review";
import { KIND_LABEL, StatusBadge } from "./review-labels";

describe("the review's labels", () => {
  it("names each status in words, in a badge whose class the page colours by", () => {
    expect(CHANGE_STATUSES.map((status) => markup(h(StatusBadge, { status })))).toEqual([
      '<span class="status status-not-compared">not compared</span>',
      '<span class="status status-changed">changed</span>',
      '<span class="status status-new">new</span>',
      '<span class="status status-obsolete">obsolete</span>',
    ]);
  });

  it("calls a picture baseline a picture and an accessibility tree a text", () => {
    expect(KIND_LABEL).toEqual({ image: "picture", aria: "text" });
  });
});
