import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type Change, obsoleteBaselines } from "./collect";
import { recordedClaims, recordedCollection, VISUAL_RUN, VISUAL_RUN_SNAPSHOTS } from "./fixtures/load-fixture";
import { baselineFiles, type ReviewedRun } from "./load-run";
import { REVIEW_SCRIPT, REVIEW_STYLE } from "./review-client";
import type { ReviewData } from "./review-data";
import { writeReview } from "./review-page";

/** The recorded real run: 34 changes of a partial run, and the 4 baselines its renamed story left behind. */
async function recordedReview(): Promise<ReviewedRun> {
  const run = recordedCollection("partial");
  const obsolete = obsoleteBaselines(recordedClaims(), baselineFiles(VISUAL_RUN_SNAPSHOTS), VISUAL_RUN_SNAPSHOTS);
  return { ...run, changes: [...run.changes, ...obsolete], commit: "27fc6b4" };
}

function written(run: ReviewedRun, serve = false) {
  const dir = mkdtempSync(join(tmpdir(), "review-"));
  writeReview(dir, run, { serve });
  return {
    dir,
    html: readFileSync(join(dir, "index.html"), "utf8"),
    data: JSON.parse(readFileSync(join(dir, "changes.json"), "utf8")) as ReviewData,
  };
}

/** The page's own data for its script, as the browser reads it. */
function pageData(html: string) {
  const json = /<script type="application\/json" id="review-data">(.*?)<\/script>/s.exec(html)?.[1];
  return JSON.parse(json ?? "null");
}

describe("the review folder", () => {
  it("writes the recorded run's review page exactly as recorded, to serve and to open as a file", async () => {
    // The whole page, so that any change to what a reviewer reads shows as a diff of these files
    // (after a deliberate one: `npx vitest run qa/visual/review-page.test.ts -u`, and look at the page).
    // The shared style and script are review-client.ts's, proved in the browser: named here, not copied.
    const rendered = (html: string) =>
      html.replace(REVIEW_STYLE, "/* REVIEW_STYLE */").replace(REVIEW_SCRIPT, "/* REVIEW_SCRIPT */");
    const run = await recordedReview();
    await expect(rendered(written(run, true).html)).toMatchFileSnapshot(join(VISUAL_RUN, "review-served.html"));
    await expect(rendered(written(run).html)).toMatchFileSnapshot(join(VISUAL_RUN, "review.html"));
  });

  it("writes changes.json with every change, its counts and its files copied in beside it", async () => {
    const run = await recordedReview();
    const { dir, data } = written(run);
    expect(data).toMatchObject({
      commit: "27fc6b4",
      partial: expect.stringMatching(/compared \d+ of the \d+ baselines/),
      needsReview: true,
      counts: { changed: 25, new: 4, obsolete: 4, accepted: 0, unchanged: run.unchanged },
      claimed: run.claimed,
      compared: run.compared,
    });
    expect(data.counts.notCompared).toBe(run.changes.filter((c) => c.status === "not-compared").length);
    expect(data.changes.map((c) => c.name)).toEqual(run.changes.map((c) => c.name));

    const picture = data.changes.find((c) => c.name === "stories.spec.ts/packagecard--premium-desktop.png");
    expect(picture).toEqual({
      name: "stories.spec.ts/packagecard--premium-desktop.png",
      kind: "image",
      status: "changed",
      subject: "stories.spec.ts › packagecard--premium",
      viewport: "desktop",
      accepted: false,
      signature: expect.stringMatching(/^[0-9a-f]{16}$/),
      pixels: { count: 29329, ratio: expect.any(Number), regions: expect.any(Array), width: 1248, height: 624 },
      files: {
        baseline: expect.stringMatching(/^files\/\d+-baseline\.png$/),
        actual: expect.stringMatching(/^files\/\d+-actual\.png$/),
        diff: expect.stringMatching(/^files\/\d+-diff\.png$/),
      },
    });
    expect(picture?.pixels?.regions).toHaveLength(6);

    const text = data.changes.find((c) => c.name === "stories.spec.ts/notfound--page-desktop.aria.yml");
    expect(text?.files).toEqual({
      baseline: expect.stringMatching(/\.aria\.yml$/),
      actual: expect.stringMatching(/\.aria\.yml$/),
    });
    const source = run.changes.find((c) => c.name === text?.name);
    expect(readFileSync(join(dir, text?.files.actual ?? ""), "utf8")).toBe(source?.actualText);
    expect(readFileSync(join(dir, text?.files.baseline ?? ""), "utf8")).toBe(source?.baselineText);

    const uncompared = data.changes.find((c) => c.status === "not-compared");
    expect(uncompared).toMatchObject({ reason: "its test did not run in the last run", files: {} });
    expect(data.changes.find((c) => c.status === "new" && c.kind === "image")?.files).toEqual({
      actual: expect.any(String),
    });
    expect(data.changes.find((c) => c.status === "obsolete" && c.kind === "image")?.files).toEqual({
      baseline: expect.any(String),
    });
    for (const change of data.changes) {
      for (const file of Object.values(change.files)) expect(existsSync(join(dir, file)), file).toBe(true);
    }
  });

  it("says no review is needed once every change is accepted and the run was complete", () => {
    const { data, html } = written({ changes: [], unchanged: 138, claimed: 138, compared: 138, commit: "abc" });
    expect(data).toMatchObject({ needsReview: false, partial: null, changes: [] });
    expect(html).toContain("No visual changes: all 138 baselines match.");
  });

  it("shows identical differences as one entry, with every baseline it covers named", async () => {
    const { html } = written(await recordedReview());
    const { entries } = pageData(html);
    const headers = entries.find((entry: { names: string[] }) =>
      entry.names.includes("stories.spec.ts/header--on-home-desktop.png"),
    );
    expect(headers.names).toEqual([
      "stories.spec.ts/header--on-about-desktop.png",
      "stories.spec.ts/header--on-article-desktop.png",
      "stories.spec.ts/header--on-blog-desktop.png",
      "stories.spec.ts/header--on-contact-desktop.png",
      "stories.spec.ts/header--on-home-desktop.png",
    ]);
    expect(html).toContain("The same change in 5 baselines");
    // 34 changes + 4 obsolete, of which 4 + 4 + 1 + 1 + 1 are twins of another.
    const changes = (await recordedReview()).changes.length;
    expect(entries).toHaveLength(changes - 11);
  });

  it("offers Accept buttons only when served, and copyable names and the command otherwise", async () => {
    const run = await recordedReview();
    const served = written(run, true).html;
    expect(served).toContain(">Accept all 5 in this group</button>");
    expect(served).toContain(">Accept packagecard--premium-desktop.png</button>");
    expect(served).not.toContain("Copy names</button>");
    const fixed = written(run).html;
    expect(fixed).not.toMatch(/>Accept /);
    expect(fixed).toContain("Copy names</button>");
    expect(fixed).toContain("npm run snapshots:accept -- &#x27;stories.spec.ts/packagecard--premium-desktop.png&#x27;");
    expect(pageData(fixed).serve).toBe(false);
  });

  it("shows names, subjects and reasons as text, whatever characters they hold", async () => {
    const run = await recordedReview();
    const hostile: Change = {
      ...run.changes[0],
      name: 'stories.spec.ts/tühi--"quoted"-desktop.png',
      subject: "stories.spec.ts › <script>alert(1)</script>",
      reason: "Tühi </script><img src=x onerror=alert(2)> 'single' \"double\" & more",
      status: "not-compared",
    };
    const { html, data } = written({ ...run, changes: [hostile, ...run.changes.slice(1)] });
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("Tühi &lt;/script&gt;");
    expect(html).toContain("tühi--&quot;quoted&quot;-desktop.png");
    expect(html).not.toContain("t%FChi");
    // The page's data holds the same strings, and no "</script" can end its script element early.
    const entries: { names: string[] }[] = pageData(html).entries;
    expect(entries.filter((entry) => entry.names.includes(hostile.name))).toEqual([
      expect.objectContaining({ names: [hostile.name] }),
    ]);
    expect(html.match(/<\/script/g)).toHaveLength(2);
    expect(data.changes[0].reason).toBe(hostile.reason);
  });

  it("needs no network: no absolute http(s) address anywhere on the page", async () => {
    const { html } = written(await recordedReview(), true);
    expect(html).not.toMatch(/https?:\/\//);
    expect(html).toMatch(/<img [^>]*loading="lazy"/);
    expect(html).not.toMatch(/<img (?![^>]*loading="lazy")/);
  });
});
