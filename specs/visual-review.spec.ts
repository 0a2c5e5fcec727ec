import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { type CollectedRun, collectRun, obsoleteBaselines } from "../harness/visual/collect";
import { RUN_SNAPSHOTS, recordedRun } from "../harness/visual/fixtures/load-fixture";
import { writeReview } from "../harness/visual/review-page";
import { expect, expectNoA11yViolations, test } from "./fixtures";

/**
 * The review page, built from the recorded real run (two shards of the PackageCard story's
 * visual test, merged, with its text changed) plus a stray baseline, and opened from disk.
 */

function openReview(run: CollectedRun) {
  const dir = mkdtempSync(join(tmpdir(), "snapshot-review-"));
  writeReview(dir, run, "27fc6b4");
  return pathToFileURL(join(dir, "index.html")).href;
}

const recordedChanges = () => {
  const run = collectRun(recordedRun(), RUN_SNAPSHOTS, (name) => existsSync(join(RUN_SNAPSHOTS, name)));
  run.changes.push(
    ...obsoleteBaselines(new Set(), ["stories.spec.ts/pricecard--premium-desktop.aria.yml"], RUN_SNAPSHOTS),
  );
  return run;
};

test.use({ awaitLive: false });

test.describe("the visual review page", { tag: "@viewport-independent" }, () => {
  test.beforeEach(async ({ context }) => {
    // Opened from disk with no network: any request out would fail the page.
    await context.route(/^https?:/, (route) => route.abort());
  });

  test("opens from disk, shows every change with its pictures, and has no accessibility violations", async ({
    page,
  }) => {
    const failed: string[] = [];
    page.on("requestfailed", (request) => failed.push(request.url()));
    await page.goto(openReview(recordedChanges()));
    await expect(page.getByRole("heading", { level: 1, name: "Visual changes" })).toBeVisible();
    await expect(page.locator("[data-count=changed]")).toHaveText("4");
    await expect(page.locator("[data-count=obsolete]")).toHaveText("1");
    await expect(page.locator("article.change")).toHaveCount(5);
    const pictures = page.locator("article.change").first().locator(".view-side-by-side img");
    await expect(pictures).toHaveCount(3);
    for (const img of await pictures.all()) {
      expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    }
    await expect(page.locator(".line.added").first()).toHaveText(/proovi tasuta/);
    expect(failed).toEqual([]);
    await expectNoA11yViolations(page);
  });

  test("moves from change to change with j and k", async ({ page }) => {
    await page.goto(openReview(recordedChanges()));
    const changes = page.locator("article.change");
    await page.keyboard.press("j");
    await expect(changes.nth(0)).toBeFocused();
    await page.keyboard.press("j");
    await page.keyboard.press("j");
    await expect(changes.nth(2)).toBeFocused();
    await page.keyboard.press("k");
    await expect(changes.nth(1)).toBeFocused();
    await changes.nth(1).getByRole("button", { name: "Next change" }).click();
    await expect(changes.nth(2)).toBeFocused();
  });

  test("switches a changed picture between side by side, slider and onion skin", async ({ page }) => {
    await page.goto(openReview(recordedChanges()));
    const change = page.locator("article.change").first();
    await change.getByRole("radio", { name: "slider" }).check();
    await expect(change.locator(".view-slider")).toBeVisible();
    await expect(change.locator(".view-side-by-side")).toBeHidden();
    await change.getByRole("slider", { name: "Slider position" }).fill("80");
    await expect(change.locator(".slider-top")).toHaveCSS("clip-path", "inset(0px 0px 0px 80%)");
    await change.getByRole("radio", { name: "onion skin" }).check();
    await change.getByRole("slider", { name: "Actual's opacity" }).fill("25");
    await expect(change.locator(".onion-top")).toHaveCSS("opacity", "0.25");
    await expectNoA11yViolations(page);
  });

  test("says plainly when nothing changed, and is accessible then too", async ({ page }) => {
    await page.goto(openReview({ changes: [], unchanged: 138, notCompared: [] }));
    await expect(page.getByText("No visual changes: every baseline matches (138 compared).")).toBeVisible();
    await expectNoA11yViolations(page);
  });
});
