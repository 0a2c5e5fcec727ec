import { describe, expect, it } from "vitest";
import { h } from "#qa/support/report-page.ts";
import { entryShowing, markup, recordedReview, reviewFolder, textOf } from "./fixtures/recorded-review";
import type { ChangeRecord, ReviewEntry } from "./review-data";
import type { ReviewFiles } from "./review-files";
import { PictureViews } from "./review-pictures";

/** The recorded run's review folder, and the markup of the views of one of its changes. */
function recordedViews() {
  const { entries, files } = reviewFolder(recordedReview());
  const views = (change: ChangeRecord, with_: Partial<ReviewFiles> = {}) =>
    markup(h(PictureViews, { change, id: "change-7", files: { ...files, ...with_ } }));
  const lead = (name: string) => entryShowing(entries, name).lead;
  const first = (status: string) =>
    (entries.find((entry) => entry.lead.kind === "image" && entry.lead.status === status) as ReviewEntry).lead;
  return { views, lead, first };
}

const PREMIUM = "stories.spec.ts/packagecard--premium-desktop.png";

describe("a picture change's views", () => {
  it("offers side by side first, then baseline, actual, slider, onion skin and diff, named by the entry", () => {
    const { views, lead } = recordedViews();
    const html = views(lead(PREMIUM));
    expect(textOf(/<fieldset class="modes">.*?<\/fieldset>/.exec(html)?.[0] ?? "")).toBe(
      "View side by side baseline actual slider onion skin diff",
    );
    expect(html).toContain('<input type="radio" data-mode="true" name="change-7-mode" checked="" value="side"/>');
    expect(html).toContain('<div class="pictures" data-mode="side" style="--split:50%;--fade:0.5">');
    // Side by side shown, the one-at-a-time view hidden until a mode picks it.
    expect(html).toContain('<div class="view view-side" data-view="side">');
    expect(html).toContain('<div class="view view-single" data-view="single" hidden="">');
  });

  it("shows both pictures at the extent they share, with the regions outlined and a button to go through them", () => {
    const { views, lead } = recordedViews();
    const change = lead(PREMIUM);
    const html = views(change);
    expect(html.match(/<div class="stage" style="width:1248px;aspect-ratio:1248 \/ 624">/g)).toHaveLength(3);
    expect(html).toContain('<span class="region-status" aria-live="polite">6 changed region(s)</span>');
    expect(html.match(/<div class="region" data-region="0"/g)).toHaveLength(3);
    expect(textOf(html)).toContain("Full size: baseline, actual, diff");
    for (const file of Object.values(change.files)) expect(html).toContain(`<a href="${file}">`);
    expect(html).toContain(`alt="Difference of ${PREMIUM}, changed pixels in red"`);
  });

  it("offers no diff where Playwright kept none, and no region buttons where there are no regions", () => {
    const { views, lead } = recordedViews();
    const { diff, ...files } = lead(PREMIUM).files;
    const html = views({ ...lead(PREMIUM), files, pixels: undefined });
    expect(html).not.toContain("diff");
    expect(html).not.toContain("Next changed region");
    expect(html).not.toContain('class="region"');
  });

  it("shows a new picture's actual and an obsolete one's baseline alone, and nothing of a change whose files are gone", () => {
    const { views, first, lead } = recordedViews();
    expect(textOf(views(first("new")))).toContain("Actual (there is no baseline yet) · full size");
    expect(textOf(views(first("obsolete")))).toContain("Baseline (no test takes it any more) · full size");
    expect(views(first("new"))).not.toContain("View");
    expect(views({ ...lead(PREMIUM), files: {} })).toBe("");
  });

  it("takes every picture's address from the files: an embedded one's id for the page's script to fill in", () => {
    const { views, lead } = recordedViews();
    const html = views(lead(PREMIUM), {
      address: (file) => ({ embedded: file.replace(/\W/g, ""), holder: () => undefined }),
    });
    expect(html).not.toMatch(/\s(src|href)=/);
    // Side by side, one at a time, and cropped at each of its 6 regions.
    expect(html.match(/<img data-picture="files\d+baselinepng"/g)?.length).toBe(2 + 6);
    expect(html).toContain('<a data-picture="files');
  });
});
