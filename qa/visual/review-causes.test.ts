import { describe, expect, it } from "vitest";
import { h } from "#qa/support/report-page.ts";
import type { Change } from "./change";
import type { ReviewedRun } from "./change.ts";
import { recordedCollectionWithCauses } from "./fixtures/load-fixture";
import { entryShowing, markup, recordedReview, reviewFolder, textOf } from "./fixtures/recorded-review";
import { Causes, EntryCauses } from "./review-causes";

/** The recorded run with its causes, as the review gives them. */
const withCauses = (): ReviewedRun => ({ ...recordedCollectionWithCauses("compared"), commit: "27fc6b4" });

describe("why the pictures changed, on the review page", () => {
  it("groups the changes by the changed files that reach them, files as code", () => {
    const html = markup(h(Causes, { data: reviewFolder(withCauses()).data }));
    expect(textOf(html)).toMatch(
      /^Why they changed4 changed file\(s\): the working tree against the run&#x27;s commit\. /,
    );
    expect(html).toContain("<li>15 pictures ← <code>tailwind.config.ts</code></li>");
  });

  it("says when no changed file reaches a change, when an obsolete one was declared, and when it cannot tell", () => {
    const run = withCauses();
    const [first, second, third] = run.changes.filter((change) => change.status === "changed");
    const changes: Change[] = [
      { ...first, causes: [] },
      { ...second, causes: undefined, causesUnknown: "no graph" },
      { ...third, status: "obsolete", causes: ["specs/stories.spec.ts"] },
    ];
    const html = markup(
      h(Causes, { data: reviewFolder({ ...run, changes, changedFiles: { unknown: "no main" } }).data }),
    );
    expect(textOf(html)).toContain("The changed files are not known: no main.");
    expect(html).toContain(
      '<li>1 picture<span class="no-cause">: no source change reaches it: a browser or environment change?</span></li>',
    );
    expect(html).toContain('<li>1 picture<span class="no-cause">: causes unknown: no graph</span></li>');
    expect(html).toContain("<li>1 picture obsolete ← declared in <code>specs/stories.spec.ts</code></li>");
  });

  it("gives an entry its causes in one line, or one per group of its changes with other causes", () => {
    const { entries } = reviewFolder(withCauses());
    const { changes } = entryShowing(entries, "stories.spec.ts/packagecard--premium-desktop.png");
    expect(markup(h(EntryCauses, { changes }))).toBe(
      '<div class="entry-causes"><p><strong>Why</strong> ← <code>tailwind.config.ts</code></p></div>',
    );
    const split = [
      { ...changes[0], causes: ["a.ts"] },
      { ...changes[0], name: "other.png", causes: ["b.ts"] },
    ];
    expect(markup(h(EntryCauses, { changes: split }))).toBe(
      '<div class="entry-causes"><p><strong>Why</strong> (1 picture) ← <code>a.ts</code></p>' +
        "<p><strong>Why</strong> (1 picture) ← <code>b.ts</code></p></div>",
    );
  });

  it("shows nothing where the review did not look for causes", () => {
    const { data, entries } = reviewFolder(recordedReview());
    expect(markup(h(Causes, { data }))).toBe("");
    expect(markup(h(EntryCauses, { changes: entries[0].changes }))).toBe("");
  });
});
