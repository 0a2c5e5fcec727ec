import { expectBaselines, visual } from "#qa/visual/baselines.ts";
import { expect, expectNoA11yViolations, settleForScreenshot, test } from "./fixtures";

test.describe("about page", () => {
  test("has the intro, three value cards, five features, three five-star testimonials and the download CTA @about-values @about-features @about-testimonials @about-download", {
    tag: "@viewport-independent",
  }, async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1, name: "Meist" })).toBeVisible();
    for (const value of ["Isiklik lähenemine", "Tehisaru tehnoloogia", "Kogukond"]) {
      await expect(page.getByRole("heading", { level: 3, name: value })).toBeVisible();
    }
    for (const feature of ["Treeningud", "Toitumine", "Tehisaru abiline", "Sotsiaalvõrgustik", "Analüütika"]) {
      await expect(page.getByRole("heading", { level: 3, name: feature })).toBeVisible();
    }
    await expect(page.getByRole("img", { name: "Hinnang: 5 tähte 5-st" })).toHaveCount(3);
    await expect(page.getByRole("figure")).toHaveCount(3);
    const download = page.locator("#allalaadimine");
    await expect(download.getByRole("button", { name: "Laadi alla App Store'ist" })).toBeVisible();
    await expect(download.getByRole("button", { name: "Laadi alla Google Play'st" })).toBeVisible();
  });

  test("'Proovi kohe' scrolls to the bottom of the page @about-try-now", { tag: "@viewport-independent" }, async ({
    page,
  }) => {
    await page.goto("/about");
    await page.getByRole("link", { name: "Proovi kohe" }).click();
    await expect
      .poll(() =>
        page.evaluate(
          () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1,
        ),
      )
      .toBe(true);
    await expect(page.getByRole("contentinfo")).toBeInViewport();
  });

  test("testimonial photos reserve their space and describe the person @pictures-photo-space", {
    tag: "@viewport-independent",
  }, async ({ page }) => {
    await page.goto("/about");
    const photos = page.locator("figure img");
    await expect(photos).toHaveCount(3);
    for (const photo of await photos.all()) {
      expect((await photo.getAttribute("alt"))?.length).toBeGreaterThan(5);
      await expect(photo).toHaveAttribute("width", "96");
      await expect(photo).toHaveAttribute("height", "96");
    }
  });

  test(
    "looks right (full page) and has no accessibility violations @pictures-pages @axe-clean",
    visual(["about"]),
    async ({ page }) => {
      await page.goto("/about");
      await expectNoA11yViolations(page);
      await settleForScreenshot(page);
      await expectBaselines(page, "about", { fullPage: true });
    },
  );
});
