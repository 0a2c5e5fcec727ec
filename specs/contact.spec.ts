import { existsSync, readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { E2E_INBOX_FILE } from "../playwright.config";
import { expect, expectNoA11yViolations, gotoMockSite, settleForScreenshot, test } from "./fixtures";

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

test.describe("contact form through MSW (mock mode)", () => {
  test("success: the exact urlencoded payload goes to POST /, then the thank-you panel and back to an empty form", async ({
    page,
    useScenario,
  }) => {
    await useScenario("contact-success");
    await gotoMockSite(page, "/contact");
    const visitor = uniqueVisitor("msw");
    await fillIn(page, visitor);
    const requestPromise = page.waitForRequest((request) => request.method() === "POST");
    await page.getByRole("button", { name: "Saada" }).click();
    const request = await requestPromise;
    expect(new URL(request.url()).pathname).toBe("/");
    expect(request.headers()["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(new URLSearchParams(request.postData() ?? ""))).toEqual({
      "form-name": "contact",
      name: visitor.name,
      email: visitor.email,
      message: visitor.message,
    });
    await expect(page.getByRole("heading", { name: "TÄNAME!" })).toBeFocused();
    await page.getByRole("button", { name: "SAADA UUS SÕNUM" }).click();
    await expect(page.getByLabel("Nimi")).toBeFocused();
    await expect(page.getByLabel("Sõnum")).toHaveValue("");
  });

  test("server error 500: still a completed response, so the thank-you panel shows", async ({
    page,
    useScenario,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 500/); // the browser reports the status; the site does not
    await useScenario("contact-server-error");
    await gotoMockSite(page, "/contact");
    await fillIn(page, uniqueVisitor("500"));
    await page.getByRole("button", { name: "Saada" }).click();
    await expect(page.getByRole("heading", { name: "TÄNAME!" })).toBeVisible();
  });

  test("network failure: 'Form submission error' in the console, no panel, nothing typed is lost", async ({
    page,
    useScenario,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/Form submission error/);
    allowConsoleErrors(/Failed to load resource|Failed to fetch/);
    await useScenario("contact-network-error");
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await gotoMockSite(page, "/contact");
    const visitor = uniqueVisitor("offline");
    await fillIn(page, visitor);
    await page.getByRole("button", { name: "Saada" }).click();
    await expect.poll(() => errors.some((text) => text.startsWith("Form submission error"))).toBe(true);
    await expect(page.getByRole("heading", { name: "TÄNAME!" })).toHaveCount(0);
    await expect(page.getByLabel("Nimi")).toHaveValue(visitor.name);
    await expect(page.getByLabel("E-post")).toHaveValue(visitor.email);
    await expect(page.getByLabel("Sõnum")).toHaveValue(visitor.message);
    await expect(page.getByRole("button", { name: "Saada" })).toBeEnabled();
  });
});

test.describe("contact form against the built site and its local inbox", () => {
  test("an Estonian message arrives in the inbox intact, and the page looks right before and after", async ({
    page,
  }) => {
    await page.goto("/contact");
    await expectNoA11yViolations(page);
    await settleForScreenshot(page);
    await expect(page).toHaveScreenshot("contact-form.png", { fullPage: true });

    const visitor = uniqueVisitor("e2e");
    await fillIn(page, visitor);
    await page.getByRole("button", { name: "Saada" }).click();
    await expect(page.getByRole("heading", { name: "TÄNAME!" })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" })); // focus scrolled the panel into view
    await settleForScreenshot(page);
    await expect(page).toHaveScreenshot("contact-thank-you.png", { fullPage: true });

    await expect
      .poll(() => inboxLineWith(visitor.token))
      .toMatchObject({
        name: visitor.name,
        email: visitor.email,
        message: visitor.message,
      });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the native form POST reaches the inbox and the visitor sees a thank-you page", async ({ page }) => {
      await page.goto("/contact");
      const visitor = uniqueVisitor("nojs");
      await fillIn(page, visitor);
      await page.getByRole("button", { name: "Saada" }).click();
      await expect(page.getByRole("heading", { name: "TÄNAME!" })).toBeVisible();
      await expect(page.getByText("Saime Teie kirja kätte. Vastame esimesel võimalusel!")).toBeVisible();
      expect(inboxLineWith(visitor.token)).toMatchObject({ name: visitor.name, message: visitor.message });
    });
  });

  test("the social links are named Facebook, Twitter and Instagram", async ({ page }) => {
    await page.goto("/contact");
    for (const name of ["Facebook", "Twitter", "Instagram"]) {
      await expect(page.getByRole("link", { name, exact: true })).toHaveAttribute("href", "#");
    }
  });
});
