import { describe, expect, it } from "vitest";
import { h } from "#qa/support/report-page.ts";
import type { ReviewedRun } from "./change.ts";
import {
  entryShowing,
  markup,
  recordedEngineReview,
  recordedReview,
  reviewFolder,
  textOf,
} from "./fixtures/recorded-review";
import { acceptCommand, type ReviewEntry } from "./review-data";
import { EntryView } from "./review-entry";

const HEADER = "stories.spec.ts/header--on-about-desktop.png";

/** The view of the entry showing `name`, of the recorded run unless told, served with Accept buttons or not. */
function viewOf(name: string, { serve = false, run = recordedReview() }: { serve?: boolean; run?: ReviewedRun } = {}) {
  const { entries, files } = reviewFolder(run);
  return markup(h(EntryView, { entry: entryShowing(entries, name), serve, files }));
}

describe("an entry on the review page", () => {
  it("says what changed, where and how much, and names every baseline of its group", () => {
    const html = viewOf(HEADER);
    expect(html).toMatch(/^<article class="entry" id="change-\d+" tabindex="-1" aria-labelledby="change-\d+-title">/);
    expect(textOf(html)).toContain("The same change in 5 baselines");
    expect(textOf(html)).toMatch(
      /changed picture · Chromium · desktop · 5 pages or stories · 0\.\d\d % of the pixels \(\d+\) in 1 region\(s\)/,
    );
    expect(html.match(/<ul class="names">.*?<\/ul>/)?.[0].match(/<li>/g)).toHaveLength(5);
    expect(textOf(html)).toContain("Previous change Next change");
  });

  it("offers the names to copy and the local command, or, served, one Accept button for the group", () => {
    const { changes } = recordedReview();
    const group = changes.filter((change) => /^stories\.spec\.ts\/header--on-\w+-desktop\.png$/.test(change.name));
    const fixed = viewOf(HEADER);
    expect(fixed).toContain('Copy names</button> <code class="copy-source">');
    expect(textOf(fixed)).toContain(
      `Locally: ${acceptCommand(...group.map((change) => change.name)).replaceAll("'", "&#x27;")}`,
    );
    const served = viewOf(HEADER, { serve: true });
    expect(served).toMatch(
      /<button type="button" class="accept" data-accept="\d+">Accept all 5 in this group<\/button>/,
    );
    expect(served).not.toContain("Copy names");
  });

  it("says accepted once every baseline of it was, and offers nothing more", () => {
    const run = recordedReview();
    const html = viewOf(HEADER, {
      serve: true,
      run: { ...run, changes: run.changes.map((change) => ({ ...change, accepted: true })) },
    });
    expect(html).toContain('<p class="actions"><span class="accepted">accepted</span></p>');
    expect(html).not.toContain('<button type="button" class="accept"');
  });

  it("says an obsolete baseline goes when accepted, and shows a text change as its diff", () => {
    const run = recordedReview();
    const { entries } = reviewFolder(run);
    const obsolete = entries.find(
      (entry) => entry.lead.status === "obsolete" && entry.lead.kind === "image",
    ) as ReviewEntry;
    expect(textOf(viewOf(obsolete.lead.name))).toContain("No test takes this baseline any more: accepting removes it.");
    const text = viewOf("stories.spec.ts/notfound--page-desktop.aria.yml");
    expect(text).toContain('<div class="text-diff">');
    expect(text).not.toContain("<img");
  });

  it("links the same pages and sizes in the other engines, and says how an engine's picture was compared", async () => {
    const both = await recordedEngineReview();
    expect(viewOf("engines/firefox/unknown-page-desktop.png", { run: both })).toContain(
      '<p class="also-in">The same pages and sizes, with the same status, in <a href="#change-4">WebKit (change 4)</a>.</p>',
    );
    expect(viewOf("engines/firefox/about-desktop.png", { run: both })).not.toContain("also-in");
    const across = await recordedEngineReview("across-versions");
    expect(viewOf("engines/webkit/unknown-page-desktop.png", { run: across })).toContain(
      '<p class="reason">compared across engine versions: 5,982 pixels differ beyond antialiasing</p>',
    );
  });
});
