import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { recordedCollection, VISUAL_RUN } from "./fixtures/load-fixture";
import { STICKY_MARKER, summaryMarkdown } from "./summary";

/** The recorded run as the last run compared it, and as a partial run of every baseline its tree declares. */
const compared = recordedCollection("compared");
const partial = recordedCollection("partial");
const where = "the `snapshot-review` artifact";

describe("the pull request's summary", () => {
  it("writes the recorded run's summary exactly as recorded, for a pull request and for a partial run", async () => {
    // The whole comment, so that any change to what a reviewer reads shows as a diff of these files
    // (after a deliberate one: `npx vitest run qa/visual/summary.test.ts -u`).
    await expect(summaryMarkdown(compared, { where, pullRequest: "42" })).toMatchFileSnapshot(
      join(VISUAL_RUN, "summary.md"),
    );
    await expect(summaryMarkdown(partial, { where })).toMatchFileSnapshot(join(VISUAL_RUN, "summary-partial.md"));
  });

  it("starts with the marker, then what was not compared, then the counts", async () => {
    const markdown = summaryMarkdown(compared, { where, pullRequest: "42" });
    expect(
      markdown.startsWith(
        `${STICKY_MARKER}\n### Visual changes\n\n> [!WARNING]\n> **Not a complete comparison.** 4 baseline(s) not compared: not-found.spec.ts/unknown-page-desktop.aria.yml`,
      ),
    ).toBe(true);
    expect(markdown).toContain("**4** not compared · **25** changed · **4** new · **0** obsolete · 21 unchanged");
  });

  it("puts a partial run first, saying how much of it ran", async () => {
    const markdown = summaryMarkdown(partial, { where });
    expect(markdown).toContain(
      "**Not a complete comparison.** Partial run: the last run compared 54 of the 138 baselines (a --grep, --project, --shard or file filter?). 88 baseline(s) not compared:",
    );
    expect(markdown).toContain("**88** not compared");
  });

  it("groups changes by page or story in collapsible blocks, with pixel counts and the same change named", async () => {
    const markdown = summaryMarkdown(compared, { where });
    expect(markdown).toContain("<details><summary><b>stories.spec.ts › header--on-home</b>: 2 (changed)</summary>");
    expect(markdown).toContain(
      "- **changed** picture `stories.spec.ts/header--on-home-desktop.png`: 80 pixels differ (0.10 %) in 1 region(s) (the same change as 4 other baseline(s))",
    );
    expect(markdown).toMatch(/`stories\.spec\.ts\/notfound--page-desktop\.png`: \d{2},\d{3} pixels differ/);
    expect(markdown).toContain(`Before, after and diff of each, with the changed regions: ${where}.`);
  });

  it("shows each text change as a diff block", async () => {
    const markdown = summaryMarkdown(compared, { where });
    expect(markdown).toContain("```diff\n");
    expect(markdown).toMatch(/^- +- heading "Lehte ei leitud" \[level=1\]$/m);
    expect(markdown).toMatch(/^\+ +- heading "Seda lehte ei leitud" \[level=1\]$/m);
  });

  it("says how to accept on the pull request: the dispatch, its exact input, and the command", async () => {
    const markdown = summaryMarkdown(compared, { where, pullRequest: "42" });
    expect(markdown).toContain("with **Pull request number** `42`");
    expect(markdown).toContain("gh workflow run snapshots-render.yml -f pull_request=42 -f names='");
    const names = /-f names='([^']*)'/.exec(markdown)?.[1].split(" ") ?? [];
    expect(names).toHaveLength(29);
    expect(names).not.toContain("not-found.spec.ts/unknown-page-desktop.png");
    expect(markdown).toContain("- locally: `npm run snapshots:accept -- '<name>'`");
  });

  it("leaves the dispatch out where there is no pull request", async () => {
    const markdown = summaryMarkdown(compared, { where });
    expect(markdown).not.toContain("gh workflow run");
  });

  it("lists what was not compared in one block, by reason, before the changes", async () => {
    const markdown = summaryMarkdown(compared, { where });
    const block = markdown.indexOf("<details><summary><b>Not compared</b>: 4</summary>");
    expect(block).toBeGreaterThan(markdown.indexOf("**4** not compared"));
    expect(block).toBeLessThan(markdown.indexOf("stories.spec.ts › header--on-home"));
    expect(markdown).toContain(
      "- its test failed before comparing it: Error: expect(page).toHaveTitle(expected) failed: `not-found.spec.ts/unknown-page-desktop.aria.yml`,",
    );
  });

  it("stays within a GitHub comment with many text changes, leaving no code block open and the way to accept last", async () => {
    const run = compared;
    const text = run.changes.find((change) => change.name === "stories.spec.ts/notfound--page-desktop.aria.yml");
    const many = Array.from({ length: 400 }, (_, i) => ({
      ...(text as (typeof run.changes)[number]),
      name: `stories.spec.ts/story-${i}--text-desktop.aria.yml`,
      subject: `stories.spec.ts › story-${i}--text`,
      signature: `different-${i}`,
      actualText: `${text?.actualText}\n${"- paragraph: more words than before\n".repeat(30)}`,
    }));
    const markdown = summaryMarkdown({ ...run, changes: many }, { where, pullRequest: "7" });
    expect(markdown.length).toBeLessThan(65_536);
    expect((markdown.match(/^```/gm) ?? []).length % 2).toBe(0);
    expect(markdown).toMatch(/… and \d+ more page\(s\) or story\(ies\) with changes: the review page has them\./);
    expect(markdown).toContain("**To accept**");
  });

  it("says there is nothing to review when every baseline matched", () => {
    const markdown = summaryMarkdown({ changes: [], unchanged: 1380, claimed: 1380, compared: 1380 }, { where });
    expect(markdown).toContain("No visual changes: all 1,380 baselines match.");
    expect(markdown).not.toContain("<details>");
    expect(markdown).not.toContain("WARNING");
  });
});
