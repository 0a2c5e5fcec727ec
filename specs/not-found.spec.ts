import type { Page } from "@playwright/test";
import { expect, expectNoA11yViolations, opens, settleForScreenshot, test } from "#qa/plan/playwright-fixtures.ts";
import { SPEC_COPYRIGHT, SPEC_RIGHTS } from "#qa/plan/spec-facts.ts";
import { rawRequest } from "#qa/support/raw-http.ts";
import { expectBaselines, visual } from "#qa/visual/baselines.ts";
import { SITE_PORT } from "../playwright.config";

/** One footer, with the copyright line, as on every page. */
async function expectFooter(page: Page) {
  const footer = page.getByRole("contentinfo");
  await expect(footer).toHaveCount(1);
  await expect(footer).toContainText(SPEC_COPYRIGHT);
  await expect(footer).toContainText(SPEC_RIGHTS);
}

test.describe("not-found pages", () => {
  test(
    "an unknown URL answers 404 and shows 'Lehte ei leitud' with a way home and the footer @unknown-page @footer @copyright-year @pictures-pages @axe-clean",
    opens(["/seda-lehte-pole-olemas", "/"], visual(["unknown-page"])),
    async ({ page }) => {
      const response = await page.goto("/seda-lehte-pole-olemas");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Lehte ei leitud" })).toBeVisible();
      await expect(page).toHaveTitle(/Lehte ei leitud/);
      await expectFooter(page);
      await expectNoA11yViolations(page);
      await settleForScreenshot(page);
      await expectBaselines(page, "unknown-page", { fullPage: true });

      await page.getByRole("link", { name: "Avalehele", exact: true }).click();
      await expect(page).toHaveURL("/");
    },
  );

  test(
    "an unknown article slug shows 'Postitust ei leitud' with a way back to the blog and the footer @unknown-article @footer @copyright-year @pictures-pages @axe-clean",
    opens(["/blog/seda-postitust-pole", "/blog"], visual(["unknown-article"])),
    async ({ page }) => {
      await page.goto("/blog/seda-postitust-pole");
      await expect(page.getByRole("heading", { level: 1, name: "Postitust ei leitud" })).toBeVisible();
      await expect(page).toHaveTitle(/Postitust ei leitud/);
      await expectFooter(page);
      await expectNoA11yViolations(page);
      await settleForScreenshot(page);
      await expectBaselines(page, "unknown-article", { fullPage: true });

      await page.getByRole("link", { name: "Tagasi blogisse" }).click();
      await expect(page).toHaveURL("/blog");
      await expect(page.getByRole("heading", { level: 1, name: "Blogi" })).toBeVisible();
    },
  );

  const malformed: [string, string][] = [
    ["/blog/%E0%A4%A", "Postitust ei leitud"],
    [`/blog/${"pikk-".repeat(400)}slug`, "Postitust ei leitud"],
    ["/%E0%A4%A", "Lehte ei leitud"],
    ["/blog/a/b/c", "Lehte ei leitud"],
  ];
  for (const [path, heading] of malformed) {
    // The router matches a malformed address as the host answers it (an unknown article, or any other page): it is its own page.
    test(
      `a malformed URL (${path.slice(0, 40)}) ends calmly on '${heading}', with the footer once live @footer`,
      opens([path], { tag: "@viewport-independent" }),
      async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
        await expectFooter(page);
      },
    );
  }

  // Browsers resolve `..` before sending, so only a raw request reaches the server with one.
  // What it is answered is the not-found page, which an unknown address shows.
  test(
    "a raw /blog/../about is no address: 404 and 'Lehte ei leitud', not the about page",
    opens(["/seda-lehte-pole-olemas"]),
    async () => {
      const answer = await rawRequest(SITE_PORT, "/blog/../about");
      expect(answer.status).toBe(404);
      expect(answer.text).toMatch(/<h1[^>]*>Lehte ei leitud<\/h1>/);
    },
  );
});
