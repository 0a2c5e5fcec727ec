import { copyFileSync, mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Locator, Page } from "@playwright/test";
import { comparePictures } from "#qa/compare/index.ts";
import { enginePictures } from "#qa/engines/pictures.ts";
import { expect, expectNoA11yViolations, test } from "#qa/plan/playwright-fixtures.ts";
import { sitePictures } from "#qa/plan/site-pictures.ts";
import type { Change, ReviewedRun } from "#qa/visual/change.ts";
import { collectRun, obsoleteBaselines } from "#qa/visual/collect.ts";
import { collectEnginePictures } from "#qa/visual/engine-changes.ts";
import {
  recordedClaims,
  recordedEngineRun,
  recordedStories,
  recordedVisualRun,
  snapshotsCopy,
  VISUAL_RUN_SNAPSHOTS,
} from "#qa/visual/fixtures/load-fixture.ts";
import { baselineFiles } from "#qa/visual/load-run.ts";
import { writeReview } from "#qa/visual/review-page.ts";
import { serveReview } from "#qa/visual/review-server.ts";
import { SINGLE_FILE, writeSingleFileReview } from "#qa/visual/review-single-file.ts";
import { LEFT_OUT } from "#qa/visual/review-stage.ts";

/**
 * The review page of the recorded real run (a token, radius, spacing and text change and a
 * renamed story, run on part of the tests), opened from disk with no network, and served with
 * its Accept buttons against a copy of that run's snapshots/.
 */

/** The recorded run against the given snapshots/: 34 changes of a partial run and 4 obsolete baselines. */
async function recordedReview(snapshotsDir = VISUAL_RUN_SNAPSHOTS): Promise<ReviewedRun> {
  const claimed = recordedClaims();
  const run = await collectRun(recordedVisualRun(), { snapshotsDir, claimed });
  const obsolete = obsoleteBaselines(claimed, baselineFiles(snapshotsDir), snapshotsDir);
  return { ...run, changes: [...run.changes, ...obsolete], commit: "27fc6b4" };
}

let recorded: Promise<ReviewedRun> | undefined;
const recordedOnce = () => {
  recorded ??= recordedReview();
  return recorded;
};

function reviewFile(run: ReviewedRun) {
  const dir = mkdtempSync(join(tmpdir(), "snapshot-review-"));
  writeReview(dir, run, { serve: false });
  return pathToFileURL(join(dir, "index.html")).href;
}

/**
 * The review of `run` in one file (review.html), copied alone into a folder of its own: nothing
 * beside it that it could load. `limit` is the file's largest size, 100 MB unless told.
 */
function singleReviewFile(run: ReviewedRun, limit?: number) {
  const dir = mkdtempSync(join(tmpdir(), "snapshot-review-"));
  const review = writeSingleFileReview(dir, writeReview(dir, run, { serve: false }), { limit });
  const alone = mkdtempSync(join(tmpdir(), "review-file-"));
  copyFileSync(join(dir, SINGLE_FILE), join(alone, SINGLE_FILE));
  expect(readdirSync(alone)).toEqual([SINGLE_FILE]);
  return { address: pathToFileURL(join(alone, SINGLE_FILE)).href, review };
}

/** Every file the page asked for besides itself, and every request that failed. */
function requestsBesides(page: Page, address: string) {
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.url() !== address && !request.url().startsWith("blob:")) asked.push(request.url());
  });
  page.on("requestfailed", (request) => asked.push(`failed: ${request.url()}`));
  return asked;
}

const entryOf = (page: Page, name: string) =>
  page.locator("article.entry").filter({ has: page.locator("code", { hasText: new RegExp(`^${name}$`) }) });
const shownRows = (page: Page) => page.locator("table.list tbody tr:not([hidden])");
const cells = (rows: Locator, column: number) => rows.locator(`td:nth-child(${column})`).allTextContents();

/** A picture change of two real pictures that differ in size, as a run would collect it. */
async function sizeChange(name: string, baseline: string, actual: string): Promise<Change> {
  const files = {
    baseline: join(VISUAL_RUN_SNAPSHOTS, "stories.spec.ts", baseline),
    actual: join(VISUAL_RUN_SNAPSHOTS, "stories.spec.ts", actual),
  };
  const pixels = await comparePictures(files.baseline, files.actual);
  return {
    name: `stories.spec.ts/${name}-desktop.png`,
    kind: "image",
    status: "changed",
    subject: `stories.spec.ts › ${name}`,
    viewport: "desktop",
    files,
    pixels,
    signature: pixels.signature,
    accepted: false,
  };
}

test.use({ awaitLive: false });

test.describe("the visual review page", { tag: "@viewport-independent" }, () => {
  test.beforeEach(async ({ context }) => {
    // Opened from disk it needs no network: every request out fails (only the review server's own loopback address answers).
    await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
  });

  test("warns first of what was not compared, then lists every change with filters, counts and a sort by share", async ({
    page,
  }) => {
    const run = await recordedOnce();
    await page.goto(reviewFile(run));
    const alert = page.getByRole("alert");
    await expect(alert.getByRole("heading", { name: "Not a complete comparison" })).toBeVisible();
    await expect(alert).toContainText("the last run compared 54 of the 138 baselines");
    await alert.getByText("The 88 baselines not compared, and why").click();
    await expect(alert.getByText("Not compared: its test did not run in the last run")).toBeVisible();
    await expect(alert.locator("li")).toHaveCount(88);
    // The warning comes before anything else the page says.
    expect(await page.getByRole("heading").allTextContents()).toEqual(
      expect.arrayContaining(["Visual changes", "Not a complete comparison", "All changes"]),
    );
    expect((await page.getByRole("heading").allTextContents()).slice(0, 3)).toEqual([
      "Visual changes",
      "Not a complete comparison",
      "All changes",
    ]);
    await expect(page.locator("[data-count=changed]")).toHaveText("25");
    await expect(page.locator("[data-count=notCompared]")).toHaveText("88");

    // 122 changes; five header pictures per viewport, two text pairs and the obsolete texts are one entry each.
    const entries = run.changes.length - 11;
    await expect(shownRows(page)).toHaveCount(entries);
    await expect(page.locator("#shown")).toHaveText(`Showing all ${entries} entries (${run.changes.length} changes).`);

    await page.getByRole("checkbox", { name: "not compared (88)" }).uncheck();
    await expect(shownRows(page)).toHaveCount(entries - 88);
    expect(await cells(shownRows(page), 2)).not.toContainEqual(expect.stringMatching(/not compared/));
    await expect(page.locator("article.entry:not([hidden])")).toHaveCount(entries - 88);
    // What the workflow's names input takes: exactly the changes shown, space-separated.
    const names = (await page.getByLabel("Names of the changes shown").inputValue()).split(" ");
    expect(names).toHaveLength(run.changes.length - 88);
    expect(names).toContain("stories.spec.ts/header--on-home-desktop.png");

    await page.getByRole("checkbox", { name: "mobile (61)" }).uncheck();
    expect(new Set(await cells(shownRows(page), 4))).toEqual(new Set(["desktop", "desktop, mobile"]));
    await page.getByRole("checkbox", { name: "picture (71)" }).uncheck();
    expect(new Set(await cells(shownRows(page), 3))).toEqual(new Set(["text"]));
    await page.getByRole("checkbox", { name: "picture (71)" }).check();
    await page.getByLabel("Page or story").selectOption("stories.spec.ts › packagecard--premium");
    expect(await shownRows(page).locator("td:first-child").allTextContents()).toEqual([
      "packagecard--premium-desktop.png",
    ]);

    await page.getByLabel("Page or story").selectOption("");
    await page.getByRole("checkbox", { name: "mobile (61)" }).check();
    const inListOrder = await cells(shownRows(page), 6);
    await page.getByLabel("Order").selectOption("share");
    const byShare = (await cells(shownRows(page), 6)).filter((share) => share !== "–").map(parseFloat);
    // The share column's numbers (an added column once left this reading the next one's names, NaN sorting as equal).
    expect(byShare.filter((share) => Number.isNaN(share))).toEqual([]);
    expect(byShare).toEqual([...byShare].sort((a, b) => b - a));
    expect(await cells(shownRows(page), 6)).not.toEqual(inListOrder);
    // The entries below follow the list's order, and each row links to its change.
    const first = shownRows(page).first().getByRole("link");
    await expect(page.locator("article.entry:not([hidden])").first().getByRole("heading")).toHaveText(
      (await first.textContent()) ?? "",
    );
    await first.click();
    await expect(page.locator("article.entry:not([hidden])").first()).toBeInViewport();
  });

  test("filters by engine, and links a change to the same pages and sizes in the other engine", async ({ page }) => {
    // The recorded Firefox and WebKit run: Firefox's new about page and the unknown page in both engines at both sizes.
    const engineRun = recordedEngineRun("both");
    const files = engineRun.pictures.map((picture) => picture.file);
    const claimed = enginePictures(sitePictures(recordedStories())).filter((picture) => files.includes(picture.file));
    const run = await collectEnginePictures(engineRun, engineRun, { snapshotsDir: VISUAL_RUN_SNAPSHOTS, claimed });
    await page.goto(reviewFile({ ...run, commit: "6d65216" }));
    await expect(shownRows(page)).toHaveCount(5);

    await page.getByRole("checkbox", { name: "Firefox (3)" }).uncheck();
    expect(await cells(shownRows(page), 5)).toEqual(["WebKit", "WebKit"]);
    await expect(page.locator("article.entry:not([hidden])")).toHaveCount(2);
    expect((await page.getByLabel("Names of the changes shown").inputValue()).split(" ")).toEqual([
      "engines/webkit/unknown-page-desktop.png",
      "engines/webkit/unknown-page-mobile-447px.png",
    ]);
    await page.getByRole("checkbox", { name: "Firefox (3)" }).check();
    await page.getByRole("checkbox", { name: "WebKit (2)" }).uncheck();
    expect(await cells(shownRows(page), 5)).toEqual(["Firefox", "Firefox", "Firefox"]);

    await page.getByRole("checkbox", { name: "WebKit (2)" }).check();
    await entryOf(page, "engines/firefox/unknown-page-mobile.png")
      .getByRole("link", { name: "WebKit (change 5)" })
      .click();
    await expect(entryOf(page, "engines/webkit/unknown-page-mobile-447px.png")).toBeInViewport();
  });

  test("shows identical changes once, with every baseline named", async ({ page }) => {
    await page.goto(reviewFile(await recordedOnce()));
    const group = page.locator("article.entry", {
      has: page.getByRole("heading", { name: "The same change in 5 baselines" }),
    });
    await expect(group).toHaveCount(2);
    await expect(group.first().locator("ul.names li")).toHaveText([
      "stories.spec.ts/header--on-about-desktop.png",
      "stories.spec.ts/header--on-article-desktop.png",
      "stories.spec.ts/header--on-blog-desktop.png",
      "stories.spec.ts/header--on-contact-desktop.png",
      "stories.spec.ts/header--on-home-desktop.png",
    ]);
    await expect(page.locator("table.list tr", { hasText: "header--on-home-desktop.png" })).toHaveCount(1);
    // A baseline not compared has nothing to view: its row links to its place in the warning's list, opened.
    await page.getByRole("link", { name: "about-desktop.png", exact: true }).click();
    await expect(page.getByRole("alert").getByText("not-found.spec.ts/unknown-page-desktop.png")).toBeVisible();
    await expect(
      page.getByRole("alert").getByText("about.spec.ts/about-desktop.png", { exact: true }),
    ).toBeInViewport();
  });

  test("moves to the next or previous change with j and k wherever focus is, except in a text field", async ({
    page,
  }) => {
    await page.goto(reviewFile(await recordedOnce()));
    const shown = page.locator("article.entry");
    await page.keyboard.press("j");
    await expect(shown.nth(0)).toBeFocused();
    await page.keyboard.press("j");
    await page.keyboard.press("j");
    await expect(shown.nth(2)).toBeFocused();
    await page.keyboard.press("k");
    await expect(shown.nth(1)).toBeFocused();

    // A radio button of a picture's view modes has focus: j still moves on.
    await shown.nth(3).getByRole("radio", { name: "slider" }).check();
    await expect(shown.nth(3).getByRole("radio", { name: "slider" })).toBeFocused();
    await page.keyboard.press("j");
    await expect(shown.nth(4)).toBeFocused();
    // So does a range slider.
    await shown.nth(3).getByRole("slider").focus();
    await page.keyboard.press("k");
    await expect(shown.nth(2)).toBeFocused();
    await shown.nth(2).getByRole("button", { name: "Next change", exact: true }).click();
    await expect(shown.nth(3)).toBeFocused();

    // In a text field, j and k are letters.
    const field = page.getByLabel("Names of the changes shown");
    await field.focus();
    await page.keyboard.press("j");
    await expect(field).toBeFocused();
  });

  test("fits slider and onion skin to the taller picture, whichever it is, without covering the controls", async ({
    page,
  }) => {
    const run: ReviewedRun = {
      changes: [
        await sizeChange("grown--tall", "header--on-home-mobile.png", "packagecard--premium-mobile.png"),
        await sizeChange("shrunk--tall", "packagecard--premium-mobile.png", "header--on-home-mobile.png"),
      ],
      unchanged: 0,
      claimed: 2,
      compared: 2,
      commit: "27fc6b4",
    };
    await page.goto(reviewFile(run));
    for (const name of ["grown--tall-desktop.png", "shrunk--tall-desktop.png"]) {
      const entry = entryOf(page, `stories.spec.ts/${name}`);
      for (const [mode, range, set] of [
        ["slider", "Slider position", "80"],
        ["onion skin", "Actual's opacity", "25"],
      ] as const) {
        await entry.getByRole("radio", { name: mode }).check();
        const view = entry.locator(".view:not([hidden])");
        await view.getByRole("slider", { name: range }).fill(set);
        const stage = await view.locator(".stage").boundingBox();
        const frame = await view.locator(".frame").boundingBox();
        // 680 CSS px is taller than the frame: the picture scrolls inside it, at full size.
        expect(stage?.height).toBeCloseTo(680, 0);
        for (const img of await view.locator("img:visible").all()) {
          await img.scrollIntoViewIfNeeded();
          const box = await img.boundingBox();
          const stageNow = await view.locator(".stage").boundingBox();
          expect(box && stageNow && box.y + box.height).toBeLessThanOrEqual(
            (stageNow?.y ?? 0) + (stageNow?.height ?? 0) + 0.5,
          );
          expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
        }
        // What follows the picture starts below its frame: nothing laid over the buttons.
        const next = await entry.getByRole("button", { name: "Next change", exact: true }).boundingBox();
        const frameNow = await view.locator(".frame").boundingBox();
        expect(next?.y).toBeGreaterThanOrEqual((frameNow?.y ?? 0) + (frameNow?.height ?? 0));
        expect(frame?.height).toBeLessThanOrEqual(0.7 * 800 + 2);
      }
      await entry.getByRole("radio", { name: "slider" }).check();
      await expect(entry.locator(".actual-layer")).toHaveCSS("clip-path", "inset(0px 0px 0px 80%)");
      await entry.getByRole("radio", { name: "onion skin" }).check();
      await expect(entry.locator(".actual-layer")).toHaveCSS("opacity", "0.25");
    }
    await expectNoA11yViolations(page);
  });

  test("scrolls a tall picture to each changed region in turn, outlined", async ({ page }) => {
    const run = await recordedOnce();
    await page.goto(reviewFile(run));
    const name = "not-found.spec.ts/unknown-article-desktop.png";
    const regions = run.changes.find((change) => change.name === name)?.pixels?.regions ?? [];
    expect(regions).toHaveLength(5);
    const entry = entryOf(page, name);
    await entry.getByRole("radio", { name: "actual" }).check();
    const frame = entry.locator(".view:not([hidden]) .frame");
    let scrolled = 0;
    for (const [i, region] of regions.entries()) {
      await entry.getByRole("button", { name: "Next changed region" }).click();
      await expect(entry.locator(".region-status")).toHaveText(
        `Region ${i + 1} of 5: ${region.width} × ${region.height} px at ${region.x}, ${region.y}`,
      );
      const outline = frame.locator(".region.current");
      await expect(outline).toHaveCount(1);
      const [inner, outer] = [await outline.boundingBox(), await frame.boundingBox()];
      expect(inner && outer && inner.y >= outer.y && inner.y + inner.height <= outer.y + outer.height).toBe(true);
      scrolled = Math.max(scrolled, await frame.evaluate((el) => el.scrollTop));
    }
    // The last region is below the frame's first screenful: it had to scroll.
    expect(scrolled).toBeGreaterThan(100);
    // Each region cropped out of both pictures.
    await expect(entry.locator(".crop-pair")).toHaveCount(5);
    await expect(entry.locator(".crop-pair").first().locator("img")).toHaveCount(2);
  });

  test("opens a run of 40 changes without loading the pictures below the fold", async ({ page }) => {
    const { changes } = await recordedOnce();
    const pictures = changes.filter((change) => change.kind === "image" && change.status === "changed");
    const forty = Array.from({ length: 40 }, (_, i) => {
      const change = pictures[i % pictures.length];
      const name = change.name.replace(/-(desktop|mobile)\.png$/, `-copy${i}-$1.png`);
      return { ...change, name, signature: `${change.signature}-${i}` };
    });
    await page.goto(reviewFile({ changes: forty, unchanged: 0, claimed: 40, compared: 40, commit: "27fc6b4" }));
    // Until nothing more is fetched: every picture the page would load without scrolling has loaded.
    await page.waitForLoadState("networkidle");
    const loaded = () =>
      page.evaluate(() => [...document.images].filter((img) => img.complete && img.naturalWidth > 0).length);
    const total = await page.locator("img").count();
    expect(total).toBeGreaterThan(40 * 8);
    expect(await page.locator('img:not([loading="lazy"])').count()).toBe(0);
    expect(await loaded()).toBeLessThan(total / 10);
    // Lazy, not broken: a change scrolled to loads its pictures.
    const entry = page.locator("article.entry").nth(20);
    await entry.scrollIntoViewIfNeeded();
    await expect(entry.locator(".view-side img").first()).toHaveJSProperty("complete", true);
    expect(
      await entry
        .locator(".view-side img")
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
  });

  test("has no accessibility violations, nor with a text diff and the slider shown", async ({ page }) => {
    // Every kind of entry once (a group, a changed, new and obsolete picture and text, not compared):
    // repeating an entry adds nothing to check but seconds of axe.
    const run = await recordedOnce();
    const firstOfItsKind = (change: Change, index: number) =>
      run.changes.findIndex((other) => other.status === change.status && other.kind === change.kind) === index;
    const inHeaderGroup = (change: Change) => /^stories\.spec\.ts\/header--on-\w+-desktop\.png$/.test(change.name);
    await page.goto(
      reviewFile({ ...run, changes: run.changes.filter((c, i) => firstOfItsKind(c, i) || inHeaderGroup(c)) }),
    );
    await expect(page.getByRole("heading", { name: "The same change in 5 baselines" })).toBeVisible();
    await expect(page.locator(".line.added").first()).toBeVisible();
    await page.locator("article.entry").first().getByRole("radio", { name: "slider" }).check();
    await expectNoA11yViolations(page);
  });

  test("says plainly when nothing changed", async ({ page }) => {
    await page.goto(reviewFile({ changes: [], unchanged: 138, claimed: 138, compared: 138, commit: "27fc6b4" }));
    await expect(page.getByText("No visual changes: all 138 baselines match.")).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expectNoA11yViolations(page);
  });

  test("served, accepts exactly the change whose Accept button is pressed, and shows it accepted", async ({ page }) => {
    test.slow();
    const snapshotsDir = snapshotsCopy();
    const dir = mkdtempSync(join(tmpdir(), "snapshot-review-"));
    const first = await recordedReview(snapshotsDir);
    const { server, address } = await serveReview(first, {
      dir,
      snapshotsDir,
      reload: () => recordedReview(snapshotsDir),
    });
    try {
      const files = () =>
        new Map(
          readdirSync(snapshotsDir, { recursive: true, encoding: "utf8" })
            .filter((file) => statSync(join(snapshotsDir, file)).isFile())
            .sort()
            .map((file) => [file, readFileSync(join(snapshotsDir, file)).toString("base64")] as const),
        );
      const before = files();
      await page.goto(address);
      await expect(page.getByRole("button", { name: /^Copy names/ })).toHaveCount(0);
      const name = "stories.spec.ts/packagecard--premium-desktop.png";
      const entry = entryOf(page, name);
      await entry.getByRole("button", { name: "Accept packagecard--premium-desktop.png" }).click();
      await expect(entry.getByText("accepted", { exact: true })).toBeVisible();
      await expect(entry).toBeFocused();

      const after = files();
      expect([...after.keys()]).toEqual([...before.keys()]);
      const differ = [...after].filter(([file, bytes]) => before.get(file) !== bytes).map(([file]) => file);
      expect(differ).toEqual([name]);
      const actual = first.changes.find((change) => change.name === name)?.files.actual ?? "";
      expect(after.get(name)).toBe(readFileSync(actual).toString("base64"));

      // The page written anew says so too, and every other change is still to review.
      await page.reload();
      await expect(entryOf(page, name).getByText("accepted", { exact: true })).toBeVisible();
      await expect(page.locator("[data-count=accepted]")).toHaveText("1");
      await expect(page.getByRole("button", { name: /^Accept/ })).toHaveCount(
        (await page.locator("article.entry .actions").count()) - 1,
      );
      await expect(page.getByRole("button", { name: "Accept all 5 in this group" })).toHaveCount(2);
      await expectNoA11yViolations(page);
    } finally {
      server.close();
    }
  });

  test("in one file opened alone from disk, shows every picture, and its filters, views and j and k work there", async ({
    page,
  }) => {
    const run = await recordedOnce();
    const { address } = singleReviewFile(run);
    const asked = requestsBesides(page, address);
    await page.goto(address);
    await expect(page.getByRole("heading", { name: "All changes" })).toBeVisible();
    await expect(page.getByText("Scripts do not run here")).toHaveCount(0);
    // j and k, as on the folder's page.
    const shown = page.locator("article.entry");
    await page.keyboard.press("j");
    await expect(shown.nth(0)).toBeFocused();
    await page.keyboard.press("j");
    await expect(shown.nth(1)).toBeFocused();
    await page.keyboard.press("k");
    await expect(shown.nth(0)).toBeFocused();

    // One picture's views, as a reviewer picks them: each shows its pictures, decoded.
    const entry = entryOf(page, "stories.spec.ts/packagecard--premium-desktop.png");
    for (const mode of ["side by side", "slider", "onion skin", "diff"]) {
      await entry.getByRole("radio", { name: mode, exact: true }).check();
      for (const img of await entry.locator(".view:not([hidden]) img:visible").all()) {
        await img.scrollIntoViewIfNeeded();
        await expect(img).toHaveJSProperty("complete", true);
        expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
      }
    }
    await expect(entry.getByRole("link", { name: "diff", exact: true })).toHaveAttribute("href", /^blob:/);

    // Every view of every entry shown at once: each image in the file decodes.
    const images = await page.evaluate(async () => {
      for (const view of document.querySelectorAll<HTMLElement>(".view")) view.hidden = false;
      const all = [...document.images];
      for (const img of all) img.loading = "eager";
      const decoded = await Promise.allSettled(all.map((img) => img.decode()));
      return {
        count: all.length,
        broken: all
          .filter((img, i) => decoded[i].status === "rejected" || img.naturalWidth === 0)
          .map((img) => img.alt),
      };
    });
    expect(images.count).toBeGreaterThan(100);
    expect(images.broken).toEqual([]);
    expect(asked).toEqual([]);

    // The filters, as on the folder's page.
    const entries = run.changes.length - 11;
    await expect(shownRows(page)).toHaveCount(entries);
    await page.getByRole("checkbox", { name: "picture (71)" }).uncheck();
    expect(new Set(await cells(shownRows(page), 3))).toEqual(new Set(["text"]));
    await page.getByRole("checkbox", { name: "picture (71)" }).check();
    await expect(shownRows(page)).toHaveCount(entries);
  });

  test("in one file opened where scripts do not run, still shows each change's baseline and actual, and says what it cannot do", async ({
    browser,
  }) => {
    const run = await recordedOnce();
    const { address, review } = singleReviewFile(run);
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const asked = requestsBesides(page, address);
      await page.goto(address);
      await expect(page.getByText("Scripts do not run here")).toBeVisible();
      // Each changed picture's pair, as a reviewer scrolls to it: both decoded.
      const entry = entryOf(page, "stories.spec.ts/packagecard--premium-desktop.png");
      for (const name of ["Baseline of", "Actual of"]) {
        const img = entry.locator(".view-side").getByRole("img", { name: new RegExp(`^${name}`) });
        await img.scrollIntoViewIfNeeded();
        await expect(img).toHaveJSProperty("complete", true);
        expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
      }
      // Every picture the file holds decodes where it is held.
      const held = page.locator('img[src^="data:image/png;base64,"]');
      expect(review.pictures).toBeGreaterThan(40);
      await expect(held).toHaveCount(review.pictures);
      for (const img of await held.all()) {
        expect(await img.evaluate((el: HTMLImageElement) => el.decode().then(() => el.naturalWidth))).toBeGreaterThan(
          0,
        );
      }
      expect(asked).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test("in one file over its limit, names at its top the pictures left out, each with a placeholder in its place", async ({
    page,
  }) => {
    // Every kind of entry once, and the header group (as for the accessibility check above), in two thirds of their size.
    const recorded = await recordedOnce();
    const firstOfItsKind = (change: Change, index: number) =>
      recorded.changes.findIndex((other) => other.status === change.status && other.kind === change.kind) === index;
    const inHeaderGroup = (change: Change) => /^stories\.spec\.ts\/header--on-\w+-desktop\.png$/.test(change.name);
    const run = { ...recorded, changes: recorded.changes.filter((c, i) => firstOfItsKind(c, i) || inHeaderGroup(c)) };
    const limit = Math.round((singleReviewFile(run).review.bytes * 2) / 3);
    const { address, review } = singleReviewFile(run, limit);
    expect(review.leftOut.length).toBeGreaterThan(0);
    const asked = requestsBesides(page, address);
    await page.goto(address);
    const notice = page.getByRole("region", { name: "Pictures left out of this file" });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(`over its limit of ${(limit / 1e6).toFixed(1)} MB`);
    const leftOut = await notice.locator("li").allTextContents();
    expect(leftOut.length).toBeGreaterThan(0);
    const first = entryOf(page, leftOut[0].replace(/ \(.*$/, ""));
    await expect(first.getByText(LEFT_OUT).first()).toBeVisible();
    await expect(first.locator("img")).toHaveCount(0);
    // The pictures that fit are there all the same.
    const kept = await page.evaluate(async () => {
      const all = [...document.images];
      for (const img of all) img.loading = "eager";
      await Promise.allSettled(all.map((img) => img.decode()));
      return all.filter((img) => img.naturalWidth > 0).length;
    });
    expect(kept).toBeGreaterThan(0);
    expect(asked).toEqual([]);
    await expectNoA11yViolations(page);
  });
});
