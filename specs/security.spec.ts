import { expect, opens, test } from "#qa/support/playwright-fixtures.ts";
import { publicPaths } from "#src/lib/public-paths.ts";

const STOCK_PHOTO_ORIGIN = "https://images.unsplash.com";

test.describe("the built site under its own Content-Security-Policy", { tag: "@viewport-independent" }, () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const violations: string[] = [];
      Object.assign(window, { __cspViolations: violations });
      document.addEventListener("securitypolicyviolation", (event) =>
        violations.push(`${event.violatedDirective}: ${event.blockedURI}`),
      );
    });
  });

  const violations = (page: import("@playwright/test").Page) =>
    page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

  test("every page loads, hydrates and navigates with no CSP violation and no third-party request but photos, and draws its logo from itself @no-other-calls @logo-local", async ({
    page,
  }) => {
    test.slow(); // eleven pages, each until the network is idle
    const origins = new Set<string>();
    const stockRequests: string[] = [];
    const fonts = new Map<string, number>();
    page.on("request", (request) => {
      const { origin } = new URL(request.url());
      origins.add(origin);
      if (origin === STOCK_PHOTO_ORIGIN) stockRequests.push(`${request.resourceType()} ${request.url()}`);
    });
    page.on("response", async (response) => {
      if (response.request().resourceType() === "font") fonts.set(response.url(), (await response.body()).length);
    });
    for (const path of [...publicPaths, "/ei-ole-siin"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      expect(await violations(page), path).toEqual([]);
      // Everything the logo draws with (image files, SVG references, CSS pictures) is the site's own or inline.
      const logoSources = await page.getByRole("link", { name: "Vormis avalehele" }).evaluate((link) =>
        [...link.querySelectorAll("*")].flatMap((element) => {
          const style = getComputedStyle(element);
          return [
            element.getAttribute("src"),
            element.getAttribute("srcset"),
            element.getAttribute("data"),
            element.localName === "a" ? null : element.getAttribute("href"),
            element.getAttribute("xlink:href"),
            style.backgroundImage,
            style.maskImage,
            style.content,
          ].filter((value): value is string => Boolean(value) && /url\(|\/\/|^\//.test(value ?? ""));
        }),
      );
      const local = new URL(page.url()).origin;
      expect(
        logoSources.filter((source) => /\/\//.test(source) && !source.includes(local)),
        path,
      ).toEqual([]);
    }
    await page.goto("/");
    await page.getByRole("link", { name: "Loe lähemalt" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Meist" })).toBeVisible();
    expect(await violations(page)).toEqual([]);

    const local = new URL(page.url()).origin;
    expect([...origins].filter((origin) => origin !== local && origin !== STOCK_PHOTO_ORIGIN)).toEqual([]);
    // The stock-photo host is asked for photos only.
    expect(stockRequests.length).toBeGreaterThan(0);
    expect(stockRequests.filter((request) => !request.startsWith("image "))).toEqual([]);
    // Each font file once: what a visitor downloads across the whole site.
    const fontBytes = [...fonts.values()].reduce((sum, bytes) => sum + bytes, 0);
    expect(fontBytes).toBeLessThanOrEqual(60 * 1024);
  });

  test("the contact form sends and thanks under the CSP", opens(["/contact"]), async ({ page }) => {
    await page.goto("/contact");
    await page.getByLabel("Nimi").fill("Mari Maasikas");
    await page.getByLabel("E-post").fill("mari@example.ee");
    await page.getByLabel("Sõnum").fill("Tere! CSP-test.");
    await page.getByRole("button", { name: "Saada" }).click();
    await expect(page.getByRole("heading", { name: "TÄNAME!" })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
