import { expect, gotoMockSite, settleForScreenshot, test } from "./fixtures";

test("component gallery: one isolated screenshot per shared component and state", async ({
  page,
  allowConsoleErrors,
}) => {
  test.setTimeout(120_000); // one page load per entry on the dev server
  // Reloading quickly can cut short the mock worker's background self-update; harmless in mock mode.
  allowConsoleErrors(/Failed to update a ServiceWorker/);
  await gotoMockSite(page, "/galerii");
  await expect(page.getByRole("heading", { level: 1, name: "Komponentide galerii" })).toBeVisible();
  const ids = await page
    .locator("section[id^='galerii-']")
    .evaluateAll((sections) => sections.map((section) => section.id.replace("galerii-", "")));
  expect(ids.length).toBeGreaterThanOrEqual(15);
  for (const id of ids) {
    // Each entry alone on the page, so its position (and so its pixels) never depends on the others.
    await page.goto(new URL(`/galerii?entry=${id}`, page.url()).href, { waitUntil: "networkidle" });
    await settleForScreenshot(page);
    await expect.soft(page.locator(`#galerii-${id}`), id).toHaveScreenshot(`${id}.png`);
  }
});
