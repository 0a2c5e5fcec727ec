import { existsSync, readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, expectNoA11yViolations, opens, settleForScreenshot, test } from "#qa/plan/playwright-fixtures.ts";
import { SPEC_COPYRIGHT, SPEC_RIGHTS } from "#qa/plan/spec-facts.ts";
import { expectBaselines, visual } from "#qa/visual/baselines.ts";
import { E2E_INBOX_FILE } from "../playwright.config";

/** A message only this run writes, so it can be found in the shared inbox file. */
function uniqueVisitor(label: string) {
  const token = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    name: "Jüri Õunapuu",
    email: "jyri@example.ee",
    message: `Tere! Küsimus äpi kohta: kas šokolaad ja žele sobivad õhtuseks snäkiks? (${token})`,
    token,
  };
}

async function fillIn(page: Page, visitor: { name: string; email: string; message: string }) {
  await page.getByLabel("Nimi").fill(visitor.name);
  await page.getByLabel("E-post").fill(visitor.email);
  await page.getByLabel("Sõnum").fill(visitor.message);
}

function inboxLineWith(token: string) {
  if (!existsSync(E2E_INBOX_FILE)) return undefined;
  return readFileSync(E2E_INBOX_FILE, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .find((entry) => entry.message.includes(token));
}

test.describe("contact form against the built site and its local inbox", opens(["/contact"]), () => {
  test(
    "the page opens with the empty form, an Estonian message arrives in the inbox intact, and the page looks right before and after @state-empty-form @contact-post @state-thank-you @pictures-pages @axe-clean",
    visual(["contact-form", "contact-thank-you"]),
    async ({ page }) => {
      await page.goto("/contact");
      for (const label of ["Nimi", "E-post", "Sõnum"]) await expect(page.getByLabel(label)).toHaveValue("");
      await expect(page.getByRole("heading", { name: "TÄNAME!" })).toHaveCount(0);
      await expectNoA11yViolations(page);
      await settleForScreenshot(page);
      await expectBaselines(page, "contact-form", { fullPage: true });

      const visitor = uniqueVisitor("e2e");
      await fillIn(page, visitor);
      await page.getByRole("button", { name: "Saada" }).click();
      await expect(page.getByRole("heading", { name: "TÄNAME!" })).toBeVisible();
      await expectNoA11yViolations(page);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" })); // focus scrolled the panel into view
      await settleForScreenshot(page);
      await expectBaselines(page, "contact-thank-you", { fullPage: true });

      await expect
        .poll(() => inboxLineWith(visitor.token))
        .toMatchObject({
          name: visitor.name,
          email: visitor.email,
          message: visitor.message,
        });
    },
  );

  // The form posts to the site's root, which answers with the thank-you page.
  test.describe("without JavaScript", opens(["/"], { tag: "@viewport-independent" }), () => {
    test.use({ javaScriptEnabled: false });

    test("the native form POST reaches the inbox and the visitor sees a thank-you page @before-live-send", async ({
      page,
    }) => {
      await page.goto("/contact");
      const visitor = uniqueVisitor("nojs");
      await fillIn(page, visitor);
      await page.getByRole("button", { name: "Saada" }).click();
      await expect(page.getByRole("heading", { name: "TÄNAME!" })).toBeVisible();
      await expect(page.getByText("Saime Teie kirja kätte. Vastame esimesel võimalusel!")).toBeVisible();
      expect(inboxLineWith(visitor.token)).toMatchObject({ name: visitor.name, message: visitor.message });
    });
  });

  test("the social links are named Facebook, Twitter and Instagram @contact-social @footer @copyright-year", {
    tag: "@viewport-independent",
  }, async ({ page }) => {
    await page.goto("/contact");
    for (const name of ["Facebook", "Twitter", "Instagram"]) {
      await expect(page.getByRole("link", { name, exact: true })).toHaveAttribute("href", "#");
    }
    const footer = page.getByRole("contentinfo");
    await expect(footer).toHaveCount(1);
    await expect(footer).toContainText(SPEC_COPYRIGHT);
    await expect(footer).toContainText(SPEC_RIGHTS);
  });

  test("a send the network drops only logs 'Form submission error': no thank-you, no message, no dialog, the text stays @contact-network-error", {
    tag: "@viewport-independent",
  }, async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/^Form submission error/);
    allowConsoleErrors(/net::ERR_FAILED/);
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await page.route(
      (url) => url.pathname === "/",
      (route) => (route.request().method() === "POST" ? route.abort("failed") : route.fallback()),
    );
    await page.goto("/contact");
    const before = await page.getByRole("main").innerText();
    const visitor = uniqueVisitor("dropped");
    await fillIn(page, visitor);
    await page.getByRole("button", { name: "Saada" }).click();
    await expect.poll(() => errors.filter((text) => text.startsWith("Form submission error"))).toHaveLength(1);
    await expect(page.getByRole("button", { name: "Saada" })).toBeEnabled();
    await expect(page.getByRole("heading", { name: "TÄNAME!" })).toHaveCount(0);
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(await page.getByRole("main").innerText()).toBe(before);
    await expect(page.getByLabel("Nimi")).toHaveValue(visitor.name);
    await expect(page.getByLabel("Sõnum")).toHaveValue(visitor.message);
    expect(dialogs).toEqual([]);
    await expect(page).toHaveURL("/contact");
  });
});
