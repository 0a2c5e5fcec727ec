// @vitest-environment node
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { collectRun } from "./collect";
import { RUN_SNAPSHOTS, recordedRun } from "./fixtures/load-fixture";
import { STICKY_MARKER, summaryMarkdown } from "./summary";

describe("the pull request's summary", () => {
  it("names every change of the recorded run with its pixel share, and where the page is", () => {
    const run = collectRun(recordedRun(), RUN_SNAPSHOTS, (name) => existsSync(join(RUN_SNAPSHOTS, name)));
    const markdown = summaryMarkdown(run, "the `snapshot-review` artifact");
    expect(markdown.startsWith(STICKY_MARKER)).toBe(true);
    expect(markdown).toContain("**4** changed · **0** new · **0** obsolete · 0 unchanged");
    expect(markdown).toContain(
      "| changed | picture | `stories.spec.ts/packagecard--premium-mobile.png` | 27862 (10.41 %) |",
    );
    expect(markdown).toContain("| changed | text | `stories.spec.ts/packagecard--premium-desktop.aria.yml` |  |");
    expect(markdown).toContain("the `snapshot-review` artifact");
  });

  it("says there is nothing to review when nothing changed", () => {
    const markdown = summaryMarkdown({ changes: [], unchanged: 138, notCompared: [] }, "anywhere");
    expect(markdown).toContain("No visual changes: every baseline matches.");
    expect(markdown).not.toContain("| Status |");
  });
});
