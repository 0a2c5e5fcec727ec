import { describe, expect, it } from "vitest";
import { h } from "#qa/support/report-page.ts";
import type { ReviewedRun } from "./change.ts";
import { markup, recordedEngineReview, recordedReview, reviewFolder, textOf } from "./fixtures/recorded-review";
import { ReviewPage } from "./review-shell";

function pageOf(run: ReviewedRun, { serve = false, notice }: { serve?: boolean; notice?: string } = {}) {
  const { data, files } = reviewFolder(run);
  return markup(h(ReviewPage, { data, serve, files, notice: notice ? h("p", { id: "notice" }, notice) : undefined }));
}

/** The data the page's script reads. */
const dataOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="review-data">(.*?)<\/script>/s.exec(html)?.[1] ?? "null");

describe("the review page", () => {
  it("goes from the commit to what was not compared, the counts, the keys and the list, then each change", () => {
    const html = pageOf(recordedReview());
    const order = [
      "<h1>Visual changes</h1>",
      "Commit <code>27fc6b4</code>",
      "Not a complete comparison",
      'class="counts"',
      "Press <kbd>j</kbd>",
      "All changes",
      "Each change",
    ];
    const at = order.map((part) => html.indexOf(part));
    expect(at.every((place) => place >= 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(html).toContain('<p id="announce" role="status"></p>');
  });

  it("says how to accept: on the page when served, else in CI or with the command shown", () => {
    expect(textOf(pageOf(recordedReview(), { serve: true }))).toContain(
      "Accept writes the change into snapshots/ at once.",
    );
    expect(textOf(pageOf(recordedReview()))).toContain(
      "Accept in CI with the names in the snapshots-render workflow&#x27;s names input, or locally with the command shown.",
    );
  });

  it("gives its script each entry's names, filter values, share and regions, in a JSON that no text can end early", async () => {
    const run = await recordedEngineReview();
    const html = pageOf({
      ...run,
      changes: run.changes.map((change, i) => (i === 0 ? { ...change, subject: "</script><b>" } : change)),
    });
    const data = dataOf(html);
    expect(data.serve).toBe(false);
    expect(data.entries[1]).toEqual({
      id: 2,
      names: ["engines/firefox/unknown-page-desktop.png"],
      acceptable: ["engines/firefox/unknown-page-desktop.png"],
      statuses: ["changed"],
      kinds: ["image"],
      viewports: ["desktop"],
      engines: ["Firefox"],
      subjects: ["Firefox › unknown-page"],
      share: expect.any(Number),
      width: expect.any(Number),
      regions: [expect.objectContaining({ x: expect.any(Number), y: expect.any(Number) })],
    });
    expect(data.entries[0].subjects).toEqual(["</script><b>"]);
    expect(html.match(/<\/script/g)).toHaveLength(1);
  });

  it("says plainly when nothing changed", () => {
    const html = pageOf({ changes: [], unchanged: 138, claimed: 138, compared: 138, commit: "abc" });
    expect(html).toContain('<p class="all-clear">No visual changes: all 138 baselines match.</p>');
    expect(html).not.toContain("Press ");
    expect(dataOf(html).entries).toEqual([]);
  });

  it("puts a notice under the commit, where given", () => {
    const html = pageOf(recordedReview(), { notice: "Left out" });
    expect(html).toContain('Commit <code>27fc6b4</code></p><p id="notice">Left out</p><section class="warning"');
    expect(pageOf(recordedReview())).not.toContain('id="notice"');
  });
});
