import { describe, expect, it } from "vitest";
import { h } from "#qa/support/report-page.ts";
import { entryShowing, markup, recordedReview, reviewFolder, textOf } from "./fixtures/recorded-review";
import type { ReviewEntry } from "./review-data";
import { TextDiff } from "./review-text-diff";

/** The diff's lines as the page shows them, one string each. */
const linesOf = (html: string) =>
  (/<pre class="aria-diff">(.*?)<\/pre>/s.exec(html)?.[1] ?? "").split("</span>").filter(Boolean).map(textOf);

describe("a text baseline's change on the review page", () => {
  it("shows a changed text's lines, − in the baseline only, + in the actual only, unchanged runs folded", () => {
    const { entries, files } = reviewFolder(recordedReview());
    const entry = entryShowing(entries, "stories.spec.ts/notfound--page-desktop.aria.yml");
    const html = markup(h(TextDiff, { change: entry.lead, files }));
    expect(html).toContain("Accessibility tree: lines marked − are in the baseline only, + in the actual only.");
    const lines = linesOf(html);
    expect(lines.filter((line) => line.startsWith("- "))).toEqual([
      "- - heading &quot;Lehte ei leitud&quot; [level=1]",
    ]);
    expect(lines.filter((line) => line.startsWith("+ "))).toEqual([
      "+ - heading &quot;Seda lehte ei leitud&quot; [level=1]",
    ]);
    expect(html).toContain('<span class="line removed">');
    expect(html).toContain('<span class="line added">');
  });

  it("shows a new text all added and an obsolete one all removed", () => {
    const { entries, files } = reviewFolder(recordedReview());
    const text = (status: string) =>
      entries.find((entry) => entry.lead.kind === "aria" && entry.lead.status === status) as ReviewEntry;
    const newLines = linesOf(markup(h(TextDiff, { change: text("new").lead, files })));
    const oldLines = linesOf(markup(h(TextDiff, { change: text("obsolete").lead, files })));
    expect(newLines.length).toBeGreaterThan(1);
    expect(newLines.every((line) => line.startsWith("+ "))).toBe(true);
    expect(oldLines.length).toBeGreaterThan(1);
    expect(oldLines.every((line) => line.startsWith("- "))).toBe(true);
  });
});
