import { otherCalls, watchCspViolations, watchOrigins } from "#qa/plan/own-origins.ts";
import { expect, opens, test } from "#qa/plan/playwright-fixtures.ts";

// Each page's load under its CSP, with no third-party request but photos, is checked page by page in
// loading.spec.ts, where one load serves every check of the page; here what a visitor does after it.
test.describe("the built site under its own Content-Security-Policy", { tag: "@viewport-independent" }, () => {
  test(
    "a page reached in the app, not loaded, keeps to the CSP and asks no third party either @no-other-calls",
    opens(["/", "/about"]),
    async ({ page }) => {
      const violations = await watchCspViolations(page);
      const watch = watchOrigins(page);
      await page.goto("/");
      await page.getByRole("link", { name: "Loe lähemalt" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Meist" })).toBeVisible();
      expect(await violations()).toEqual([]);
      expect(otherCalls(watch, new URL(page.url()).origin)).toEqual({ otherOrigins: [], stockNotPhotos: [] });
    },
  );

  test("the contact form sends and thanks under the CSP", opens(["/contact"]), async ({ page }) => {
    const violations = await watchCspViolations(page);
    await page.goto("/contact");
    await page.getByLabel("Nimi").fill("Mari Maasikas");
    await page.getByLabel("E-post").fill("mari@example.ee");
    await page.getByLabel("Sõnum").fill("Tere! CSP-test.");
    await page.getByRole("button", { name: "Saada" }).click();
    await expect(page.getByRole("heading", { name: "TÄNAME!" })).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});
