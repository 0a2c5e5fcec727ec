import { expect, expectNoA11yViolations, opens, settleForScreenshot, test } from "#qa/plan/playwright-fixtures.ts";
import { SPEC_COPYRIGHT, SPEC_RIGHTS } from "#qa/plan/spec-facts.ts";
import { anchoredScrollOf, isScrolledTo } from "#qa/support/scrolling.ts";
import { expectBaselines, visual } from "#qa/visual/baselines.ts";
import { SECTION_IDS } from "#src/lib/scroll.ts";

test.describe("home page", opens(["/"]), () => {
  test("shows hero, about teaser, package, download section and footer in that order @home-sections @home-read-more @footer @copyright-year", {
    tag: "@viewport-independent",
  }, async ({ page }) => {
    await page.goto("/");
    const main = page.getByRole("main");
    const headings = await main.getByRole("heading", { level: 2 }).allTextContents();
    expect(headings).toHaveLength(3);
    await expect(page.locator("#avaleht").getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("#avaleht").getByRole("button", { name: /^Laadi alla/ })).toHaveCount(2);
    const teaser = main.getByRole("region").filter({ has: page.getByRole("link", { name: "Loe lähemalt" }) });
    await expect(teaser).toHaveCount(1);
    await expect(page.locator("#paketid").getByRole("heading", { name: "Premium Pakett" })).toBeVisible();
    await expect(page.locator("#allalaadimine").getByRole("button", { name: /^Laadi alla/ })).toHaveCount(2);
    const footer = page.getByRole("contentinfo");
    await expect(footer).toHaveCount(1);
    // Where each part starts on the page, top to bottom: each strictly below the one before.
    const parts = [
      page.locator(`#${SECTION_IDS.hero}`),
      teaser,
      page.locator(`#${SECTION_IDS.packages}`),
      page.locator(`#${SECTION_IDS.download}`),
      footer,
    ];
    const tops = await Promise.all(
      parts.map((part) => part.evaluate((element) => element.getBoundingClientRect().top + window.scrollY)),
    );
    for (let i = 1; i < tops.length; i += 1) expect(tops[i], `part ${i} at ${tops}`).toBeGreaterThan(tops[i - 1]);
    await expect(page.getByRole("link", { name: "Loe lähemalt" })).toHaveAttribute("href", "/about");
    await expect(footer).toContainText(SPEC_COPYRIGHT);
    await expect(footer).toContainText(SPEC_RIGHTS);
  });

  test("the package card: Premium Pakett, 19 € kuus, eight features @home-package @price", {
    tag: "@viewport-independent",
  }, async ({ page }) => {
    await page.goto("/");
    const card = page.locator("#paketid").getByRole("article");
    await expect(card.getByRole("heading", { name: "Premium Pakett" })).toBeVisible();
    await expect(card).toContainText("19 €");
    await expect(card).toContainText("kuus");
    await expect(card.getByRole("listitem")).toHaveCount(8);
  });

  test("'Alusta Täna' scrolls until the download section sits under the header, and leaves the address alone @home-start-today", async ({
    page,
  }) => {
    await page.goto("/");
    const target = await anchoredScrollOf(page, SECTION_IDS.download);
    await page.getByRole("link", { name: "Alusta Täna" }).click();
    // Where the scroll ends, not whether something is visible: the click itself brings the card into view.
    await expect.poll(() => isScrolledTo(page, target)).toBe(true);
    await expect(page).toHaveURL("/");
  });

  test("both badges in hero and download section log 'link coming soon' and stay on the page @store-badges", {
    tag: "@viewport-independent",
  }, async ({ page }) => {
    await page.goto("/");
    const logged: string[] = [];
    page.on("console", (message) => logged.push(message.text()));
    for (const name of ["Laadi alla App Store'ist", "Laadi alla Google Play'st"]) {
      for (const section of ["#avaleht", "#allalaadimine"]) {
        await page.locator(section).getByRole("button", { name }).click();
      }
    }
    await expect.poll(() => logged.filter((text) => text === "link coming soon")).toHaveLength(4);
    await expect(page).toHaveURL("/");
  });

  test(
    "looks right (full page) and has no accessibility violations @pictures-pages @axe-clean",
    visual(["home"]),
    async ({ page }) => {
      await page.goto("/");
      await expectNoA11yViolations(page);
      await settleForScreenshot(page);
      await expectBaselines(page, "home", { fullPage: true });
    },
  );
});
