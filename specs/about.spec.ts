import { expect, expectNoA11yViolations, opens, settleForScreenshot, test } from "#qa/plan/playwright-fixtures.ts";
import { SPEC_ABOUT_FEATURES, SPEC_ABOUT_VALUES, SPEC_COPYRIGHT, SPEC_RIGHTS } from "#qa/plan/spec-facts.ts";
import { expectBaselines, visual } from "#qa/visual/baselines.ts";

test.describe("about page", opens(["/about"]), () => {
  test("has the intro, exactly three value cards and five features in the spec's order, three five-star testimonials and the download CTA, whose badges only log @about-values @about-features @about-testimonials @about-testimonial-content @about-download @store-badges @footer @copyright-year", {
    tag: "@viewport-independent",
  }, async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1, name: "Meist" })).toBeVisible();
    // Every card title on the page, in order: the three values, then the five features, and nothing else.
    const cardTitles = page.getByRole("main").getByRole("heading", { level: 3 });
    await expect(cardTitles).toHaveText([...SPEC_ABOUT_VALUES, ...SPEC_ABOUT_FEATURES]);
    for (const title of await cardTitles.all()) await expect(title).toBeVisible();
    await expect(page.getByRole("img", { name: "Hinnang: 5 tähte 5-st" })).toHaveCount(3);
    const testimonials = page.getByRole("figure");
    await expect(testimonials).toHaveCount(3);
    for (const testimonial of await testimonials.all()) {
      await expect(testimonial.locator("blockquote")).toHaveText(/\S.{20,}/);
      await expect(testimonial.locator("figcaption")).toHaveText(/\p{Lu}\p{Ll}+/u);
      // The person's photo (the stars are the card's other image).
      await expect(testimonial.locator("figcaption img")).toHaveAttribute("alt", /\S{3,}/);
    }
    const download = page.locator("#allalaadimine");
    const logged: string[] = [];
    page.on("console", (message) => logged.push(message.text()));
    for (const name of ["Laadi alla App Store'ist", "Laadi alla Google Play'st"]) {
      const badge = download.getByRole("button", { name });
      await expect(badge).toBeVisible();
      await expect(badge).not.toHaveAttribute("href");
      await badge.click();
    }
    await expect.poll(() => logged.filter((text) => text === "link coming soon")).toHaveLength(2);
    await expect(page).toHaveURL("/about");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toHaveCount(1);
    await expect(footer).toContainText(SPEC_COPYRIGHT);
    await expect(footer).toContainText(SPEC_RIGHTS);
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
