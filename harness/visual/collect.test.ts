// @vitest-environment node
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { claimedFilesOf } from "./claimed-list";
import { collectRun, obsoleteBaselines } from "./collect";
import { RUN_SNAPSHOTS, recordedRun, recordedTestList } from "./fixtures/load-fixture";

const exists = (name: string) => existsSync(join(RUN_SNAPSHOTS, name));

describe("collecting a run's visual changes", () => {
  it("lists each changed picture and text baseline of the recorded two-shard run, with its files", () => {
    const run = collectRun(recordedRun(), RUN_SNAPSHOTS, exists);
    expect(run.changes.map((c) => [c.name, c.kind, c.status])).toEqual([
      ["stories.spec.ts/packagecard--premium-desktop.png", "image", "changed"],
      ["stories.spec.ts/packagecard--premium-desktop.aria.yml", "aria", "changed"],
      ["stories.spec.ts/packagecard--premium-mobile.png", "image", "changed"],
      ["stories.spec.ts/packagecard--premium-mobile.aria.yml", "aria", "changed"],
    ]);
    const [picture, text] = run.changes;
    expect(picture.files.baseline).toBe(join(RUN_SNAPSHOTS, "stories.spec.ts/packagecard--premium-desktop.png"));
    expect(picture.files.actual).toMatch(/resources\/\w+\.png$/);
    expect(picture.files.diff).toMatch(/resources\/\w+\.png$/);
    expect(text.actualText).toContain("Kõik funktsioonid ühe kuutasu eest, proovi tasuta.");
    expect(run.unchanged).toBe(0);
    expect(run.notCompared).toEqual([]);
  });

  it("counts the differing pixels and takes their share from the diff picture, not Playwright's rounded ratio", () => {
    const [desktop, , mobile] = collectRun(recordedRun(), RUN_SNAPSHOTS, exists).changes;
    expect(desktop.pixels?.count).toBe(140);
    expect(desktop.pixels?.ratio).toBeGreaterThan(0);
    expect(desktop.pixels?.ratio).toBeLessThan(0.005);
    expect(mobile.pixels?.count).toBe(27862);
    expect(mobile.pixels?.ratio).toBeCloseTo(27862 / (380 * 704), 6);
  });

  it("calls a result new when snapshots/ has no baseline for it", () => {
    const run = collectRun(recordedRun(), RUN_SNAPSHOTS, (name) => !name.includes("mobile") && exists(name));
    expect(run.changes.filter((c) => c.status === "new").map((c) => c.name)).toEqual([
      "stories.spec.ts/packagecard--premium-mobile.png",
      "stories.spec.ts/packagecard--premium-mobile.aria.yml",
    ]);
    expect(run.changes.find((c) => c.status === "new")?.files.baseline).toBeUndefined();
  });

  it("finds baselines no test declares in the recorded test list, and only those", () => {
    const claimed = claimedFilesOf(recordedTestList());
    expect(claimed).toContain("home.spec.ts/home-mobile.aria.yml");
    expect(claimed).toContain("stories.spec.ts/packagecard--premium-desktop.png");
    const obsolete = obsoleteBaselines(
      claimed,
      ["stories.spec.ts/packagecard--premium-desktop.png", "stories.spec.ts/pricecard--premium-desktop.aria.yml"],
      RUN_SNAPSHOTS,
    );
    expect(obsolete).toEqual([
      {
        name: "stories.spec.ts/pricecard--premium-desktop.aria.yml",
        kind: "aria",
        status: "obsolete",
        subject: "stories.spec.ts › pricecard--premium",
        viewport: "desktop",
        files: { baseline: join(RUN_SNAPSHOTS, "stories.spec.ts/pricecard--premium-desktop.aria.yml") },
      },
    ]);
  });
});
