import { describe, expect, it } from "vitest";
import { h } from "#qa/support/report-page.ts";
import type { ReviewedRun } from "./change.ts";
import { markup, recordedEngineReview, recordedReview, reviewFolder, textOf } from "./fixtures/recorded-review";
import { ChangeList } from "./review-list";

function listOf(run: ReviewedRun, serve = false) {
  const { data, entries } = reviewFolder(run);
  return { entries, html: markup(h(ChangeList, { data, entries, serve })) };
}

/** The list's rows, each as its cells' texts. */
const rowsOf = (html: string) =>
  [...html.matchAll(/<tr data-entry="\d+">(.*?)<\/tr>/g)].map(([, row]) =>
    [...row.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map(([, cell]) => textOf(cell)),
  );

describe("the list of all changes", () => {
  it("has a row per entry linking its view, with status, kind, viewport, engine and share of pixels", async () => {
    const { html } = listOf(await recordedEngineReview());
    expect(textOf(/<thead>.*?<\/thead>/.exec(html)?.[0] ?? "")).toBe("ChangeStatusKindViewportEngineShare of pixels");
    expect(rowsOf(html)).toEqual([
      ["about-desktop.png", "new", "picture", "desktop", "Firefox", "–"],
      ["unknown-page-desktop.png", "changed", "picture", "desktop", "Firefox", "0.69 %"],
      ["unknown-page-mobile.png", "changed", "picture", "mobile", "Firefox", "1.15 %"],
      ["unknown-page-desktop.png", "changed", "picture", "desktop", "WebKit", "0.68 %"],
      ["unknown-page-mobile-447px.png", "changed", "picture", "mobile", "WebKit", "1.07 %"],
    ]);
    expect(html).toContain('<td><a href="#change-1">about-desktop.png</a></td>');
  });

  it("names a group's baselines in its row, and why a baseline was not compared", () => {
    const rows = rowsOf(listOf(recordedReview()).html);
    expect(rows).toContainEqual([
      "The same change in 5 baselines: header--on-about-desktop.png, header--on-article-desktop.png, header--on-blog-desktop.png, header--on-contact-desktop.png, header--on-home-desktop.png",
      "changed",
      "picture",
      "desktop",
      "Chromium",
      expect.stringMatching(/ %$/),
    ]);
    expect(rows).toContainEqual([
      "about-desktop.png (its test did not run in the last run)",
      "not compared",
      "picture",
      "desktop",
      "Chromium",
      "–",
    ]);
  });

  it("says how many entries and changes it shows, and offers their names to copy unless served", () => {
    const { html, entries } = listOf(recordedReview());
    expect(html).toContain(`<p id="shown" aria-live="polite">Showing all ${entries.length} entries (121 changes).</p>`);
    expect(html).toContain("Copy names of the changes shown</button>");
    const names = /<textarea id="shown-names" readOnly="" rows="2">(.*?)<\/textarea>/.exec(html)?.[1].split(" ");
    expect(names).toHaveLength(121 - 88);
    expect(listOf(recordedReview(), true).html).not.toContain("shown-names");
  });
});
