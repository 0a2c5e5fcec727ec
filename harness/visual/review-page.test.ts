// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { collectRun, obsoleteBaselines } from "./collect";
import { RUN_SNAPSHOTS, recordedRun } from "./fixtures/load-fixture";
import { writeReview } from "./review-page";

function recordedChanges() {
  const run = collectRun(recordedRun(), RUN_SNAPSHOTS, (name) => existsSync(join(RUN_SNAPSHOTS, name)));
  run.changes.push(
    ...obsoleteBaselines(new Set(), ["stories.spec.ts/pricecard--premium-desktop.aria.yml"], RUN_SNAPSHOTS),
  );
  return run;
}

describe("the review folder", () => {
  it("lists every change in changes.json with its files copied in beside it", () => {
    const dir = mkdtempSync(join(tmpdir(), "review-"));
    writeReview(dir, recordedChanges(), "abc123");
    const records = JSON.parse(readFileSync(join(dir, "changes.json"), "utf8"));
    expect(records).toEqual([
      {
        name: "stories.spec.ts/packagecard--premium-desktop.png",
        kind: "image",
        status: "changed",
        files: { baseline: "files/1-baseline.png", actual: "files/1-actual.png", diff: "files/1-diff.png" },
      },
      {
        name: "stories.spec.ts/packagecard--premium-desktop.aria.yml",
        kind: "aria",
        status: "changed",
        files: { baseline: "files/2-baseline.aria.yml", actual: "files/2-actual.aria.yml" },
      },
      expect.objectContaining({ name: "stories.spec.ts/packagecard--premium-mobile.png" }),
      expect.objectContaining({ name: "stories.spec.ts/packagecard--premium-mobile.aria.yml" }),
      {
        name: "stories.spec.ts/pricecard--premium-desktop.aria.yml",
        kind: "aria",
        status: "obsolete",
        files: { baseline: "files/5-baseline.aria.yml" },
      },
    ]);
    for (const record of records) {
      for (const file of Object.values(record.files) as string[]) expect(existsSync(join(dir, file)), file).toBe(true);
    }
    expect(readFileSync(join(dir, "files/2-actual.aria.yml"), "utf8")).toContain("proovi tasuta");
  });

  it("shows the counts, the accept command of each change and the text baseline's line diff", () => {
    const dir = mkdtempSync(join(tmpdir(), "review-"));
    writeReview(dir, recordedChanges(), "abc123");
    const html = readFileSync(join(dir, "index.html"), "utf8");
    expect(html).toContain('<dd data-count="changed">4</dd>');
    expect(html).toContain('<dd data-count="obsolete">1</dd>');
    expect(html).toContain("npm run snapshots:accept -- &#39;stories.spec.ts/packagecard--premium-mobile.png&#39;");
    expect(html).toContain('<span class="line removed">-   - paragraph: Kõik funktsioonid ühe kuutasu eest.</span>');
    expect(html).toContain(
      '<span class="line added">+   - paragraph: Kõik funktsioonid ühe kuutasu eest, proovi tasuta.</span>',
    );
    expect(html).toMatch(/⋯ \d+ unchanged line\(s\)/);
    expect(html).not.toMatch(/(src|href)="https?:/);
  });

  it("says plainly when nothing changed", () => {
    const dir = mkdtempSync(join(tmpdir(), "review-"));
    writeReview(dir, { changes: [], unchanged: 138, notCompared: [] }, "abc123");
    expect(readFileSync(join(dir, "index.html"), "utf8")).toContain(
      "No visual changes: every baseline matches (138 compared).",
    );
    expect(JSON.parse(readFileSync(join(dir, "changes.json"), "utf8"))).toEqual([]);
  });
});
