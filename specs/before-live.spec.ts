import type { Page } from "@playwright/test";
import { expect, opens, STOCK_PHOTO_HOST, test } from "#qa/plan/playwright-fixtures.ts";
import { anchoredScrollOf, isScrolledTo, scrollState } from "#qa/support/scrolling.ts";
import { publicPaths } from "#src/lib/public-paths.ts";
import { SECTION_IDS } from "#src/lib/scroll.ts";

/**
 * The time between the first paint and the moment React takes the page over.
 * Every test here holds back all scripts, acts as a visitor would on the
 * prerendered page, then lets the page go live and checks that nothing the
 * visitor did was lost, dropped or done twice.
 */

/** The article the tests of an article open: the first of the list. */
const ARTICLE = publicPaths.find((candidate) => candidate.startsWith("/blog/")) ?? "";

const visitor = {
  name: "Jüri Õunapuu",
  email: "jyri@example.ee",
  message: "Tere! Kas šokolaad ja žele sobivad õhtuseks snäkiks?",
};

/** Remembers an element, so that a later check can tell whether React kept it or drew a new one. */
const rememberElement = (page: Page, selector: string) =>
  page.evaluate((css) => {
    (window as unknown as { remembered: Element | null }).remembered = document.querySelector(css);
  }, selector);
const isStillTheRememberedElement = (page: Page, selector: string) =>
  page.evaluate((css) => {
    const remembered = (window as unknown as { remembered: Element | null }).remembered;
    return remembered !== null && remembered === document.querySelector(css) && remembered.isConnected;
  }, selector);

test.describe("before the page is live", () => {
  test(
    "contact: text typed, autofilled or pasted before the page is live is sent in full once it is @before-live-typing",
    opens(["/contact"]),
    async ({ page, beforeLive }) => {
      await beforeLive.open("/contact");
      await page.getByLabel("Nimi").pressSequentially(visitor.name);
      // Autofill: the browser puts a value in the field, and no script of ours has seen it happen.
      await page.getByLabel("E-post").evaluate((field: HTMLInputElement, email) => {
        field.value = email;
      }, visitor.email);
      await page.getByLabel("Sõnum").focus();
      await page.keyboard.insertText(visitor.message);
      await beforeLive.goLive();

      await expect(page.getByLabel("Sõnum")).toHaveValue(visitor.message);
      const posted = page.waitForRequest((request) => request.method() === "POST");
      await page.getByRole("button", { name: "Saada" }).click();
      const body = new URLSearchParams((await posted).postData() ?? "");
      expect(Object.fromEntries(body)).toEqual({ "form-name": "contact", ...visitor });
      await expect(page.getByRole("heading", { name: "TÄNAME!" })).toBeVisible();
    },
  );

  test(
    "contact: a message sent before the page is live goes as a plain HTML form with every field @before-live-send @contact-post",
    opens(["/contact", "/"]),
    async ({ page, beforeLive }) => {
      await beforeLive.open("/contact");
      await page.getByLabel("Nimi").fill(visitor.name);
      await page.getByLabel("E-post").fill(visitor.email);
      await page.getByLabel("Sõnum").fill(visitor.message);
      const posted = page.waitForRequest((request) => request.method() === "POST");
      await page.getByRole("button", { name: "Saada" }).click();
      const request = await posted;
      expect(request.headers()["content-type"]).toBe("application/x-www-form-urlencoded");
      expect(Object.fromEntries(new URLSearchParams(request.postData() ?? ""))).toEqual({
        "form-name": "contact",
        ...visitor,
      });
      await expect(page.getByRole("heading", { name: "TÄNAME!" })).toBeVisible();
    },
  );

  test(
    "store badges tapped before the page is live each log 'link coming soon' once when it is, and go nowhere @before-live-taps @store-badges",
    opens(["/"]),
    async ({ page, beforeLive }) => {
      const logged: string[] = [];
      page.on("console", (message) => {
        if (message.text() === "link coming soon") logged.push(message.text());
      });
      await beforeLive.open("/");
      await page.getByRole("button", { name: "Laadi alla App Store'ist" }).first().click();
      await page.getByRole("button", { name: "Laadi alla Google Play'st" }).last().click();
      expect(logged, "nothing can log before the scripts run").toEqual([]);

      await beforeLive.goLive();
      await expect.poll(() => logged.length).toBe(2);
      await expect(page).toHaveURL("/");
      // And once live, a tap logs once, like any other.
      await page.getByRole("button", { name: "Laadi alla App Store'ist" }).first().click();
      await expect.poll(() => logged.length).toBe(3);
    },
  );

  test(
    "'Alusta Täna' tapped before the page is live ends at the download section @before-live-links",
    opens(["/"]),
    async ({ page, beforeLive }) => {
      await beforeLive.open("/");
      await page.getByRole("link", { name: "Alusta Täna" }).click();
      const target = await anchoredScrollOf(page, SECTION_IDS.download);
      await expect.poll(() => isScrolledTo(page, target)).toBe(true);

      await beforeLive.goLive();
      expect(await isScrolledTo(page, target), "going live keeps the visitor where they are").toBe(true);
    },
  );

  test(
    "'Proovi kohe' tapped before the page is live ends at the bottom of the about page @before-live-links",
    opens(["/about"]),
    async ({ page, beforeLive }) => {
      await beforeLive.open("/about");
      await page.getByRole("link", { name: "Proovi kohe" }).click();
      await expect.poll(async () => (await scrollState(page)).y).toBeGreaterThan(0);
      const { y, max } = await scrollState(page);
      expect(max - y).toBeLessThanOrEqual(1);

      await beforeLive.goLive();
      const live = await scrollState(page);
      expect(live.max - live.y, "going live keeps the visitor at the bottom").toBeLessThanOrEqual(1);
    },
  );

  test(
    "share: 'Jaga Facebookis' opens Facebook's share dialog at once, 'Kopeeri link' copies the address once live @before-live-links @before-live-taps",
    opens([ARTICLE]),
    async ({ page, context, beforeLive }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      // The share dialog's host is not reachable from here; a stand-in page answers for it.
      await context.route("https://www.facebook.com/**", (route) =>
        route.fulfill({ contentType: "text/html", body: "<title>Facebook</title>" }),
      );
      await beforeLive.open(ARTICLE);

      const popup = page.waitForEvent("popup");
      await page.getByRole("button", { name: "Jaga Facebookis" }).click();
      const shareUrl = new URL((await popup).url());
      expect(shareUrl.origin + shareUrl.pathname).toBe("https://www.facebook.com/sharer/sharer.php");
      expect(new URL(shareUrl.searchParams.get("u") ?? "").pathname).toBe(ARTICLE);

      await page.getByRole("button", { name: "Kopeeri link" }).click();
      await beforeLive.goLive();
      await expect(page.getByRole("status")).toHaveText("Link kopeeritud");
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    },
  );

  test(
    "focus given with the keyboard before the page is live stays where the visitor put it @before-live-kept",
    opens(["/"]),
    async ({ page, beforeLive }) => {
      await beforeLive.open("/");
      await page.keyboard.press("Tab");
      const skipLink = page.getByRole("link", { name: "Liigu põhisisu juurde" });
      await expect(skipLink).toBeFocused();
      await beforeLive.goLive();
      await expect(skipLink).toBeFocused();
    },
  );

  test(
    "blog: only the photos the first screen shows are fetched before live; the rest come at a scroll, or once the page is live @pictures-photos-later",
    opens(["/blog"]),
    async ({ page, beforeLive }) => {
      const photos = new Set<string>();
      await page.route(STOCK_PHOTO_HOST, async (route) => {
        photos.add(new URL(route.request().url()).pathname);
        await route.fallback();
      });
      await beforeLive.open("/blog");
      const cards = page.getByRole("article");
      await expect(cards).toHaveCount(6);
      // One card's photo on a phone; the first row's on a wide screen.
      const onFirstScreen = await cards.evaluateAll(
        (articles) => articles.filter((article) => article.getBoundingClientRect().top < innerHeight).length,
      );
      expect(onFirstScreen).toBeLessThan(6);
      await expect.poll(() => photos.size).toBe(onFirstScreen);
      // Still its empty stand-in, written into the page.
      await expect(cards.last().getByRole("img")).toHaveAttribute("src", /^data:/);

      // A visitor who scrolls before the page is live sees the photos arrive all the same.
      const last = cards.last().getByRole("img");
      await last.scrollIntoViewIfNeeded();
      // Its own file, not the stand-in it waited with (which has loaded from the start).
      await expect
        .poll(() =>
          last.evaluate(
            (img: HTMLImageElement) => !img.currentSrc.startsWith("data:") && img.complete && img.naturalWidth > 0,
          ),
        )
        .toBe(true);
      expect(photos.size).toBeGreaterThan(1);
      await beforeLive.goLive();
      for (const card of await cards.all()) await expect(card.getByRole("img")).toHaveAttribute("src", /\?w=/);
    },
  );

  test(
    "blog: without a scroll, the photos further down are asked for once the page is live @pictures-photos-later",
    opens(["/blog"]),
    async ({ page, beforeLive }) => {
      await beforeLive.open("/blog");
      const last = page.getByRole("article").last().getByRole("img");
      await expect(last).toHaveAttribute("src", /^data:/);
      await beforeLive.goLive();
      await expect(last).toHaveAttribute("src", /\?w=/);
      await last.scrollIntoViewIfNeeded();
      await expect
        .poll(() => last.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    },
  );

  test(
    "a page scrolled before it is live stays where the visitor scrolled it @before-live-kept",
    opens([ARTICLE]),
    async ({ page, beforeLive }) => {
      await beforeLive.open(ARTICLE);
      await page.evaluate(() => window.scrollTo(0, 900));
      await expect.poll(async () => (await scrollState(page)).y).toBe(900);
      await beforeLive.goLive();
      expect((await scrollState(page)).y).toBe(900);
    },
  );

  const notFoundPages = [
    {
      path: "/blog/seda-postitust-pole",
      heading: "Postitust ei leitud",
      back: { name: "Tagasi blogisse", href: "/blog" },
    },
    { path: "/seda-lehte-pole-olemas", heading: "Lehte ei leitud", back: { name: "Avalehele", href: "/" } },
  ];
  for (const { path, heading, back } of notFoundPages) {
    test(
      `'${heading}' is a whole page before it is live (404, a way back, a menu of real pages), and going live keeps it @before-live-kept`,
      opens([path]),
      async ({ page, beforeLive }) => {
        const response = await beforeLive.open(path);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole("main").getByRole("link", { name: back.name })).toHaveAttribute("href", back.href);
        // On a small screen the menu is closed (hidden from the accessibility tree), and still its links must lead somewhere real.
        const menuTargets = await page
          .locator('nav[aria-label="Peamenüü"] a')
          .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
        expect(menuTargets).toHaveLength(5);
        for (const target of menuTargets) expect(publicPaths, `menu link to ${target}`).toContain(target);

        await page.keyboard.press("Tab");
        const skipLink = page.getByRole("link", { name: "Liigu põhisisu juurde" });
        await expect(skipLink).toBeFocused();
        await rememberElement(page, "h1");
        await beforeLive.goLive();
        expect(await isStillTheRememberedElement(page, "h1"), "React adopts the page instead of drawing it again").toBe(
          true,
        );
        await expect(skipLink).toBeFocused();
      },
    );
  }

  test.describe("on a small screen", { tag: "@viewport-independent" }, () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test(
      "the menu already opens and closes, and stays as the visitor left it when the page goes live @before-live-links @before-live-kept",
      opens(["/"]),
      async ({ page, beforeLive }) => {
        await beforeLive.open("/");
        const toggle = page.getByRole("button", { name: "Menüü" });
        const blogLink = page.getByRole("navigation", { name: "Peamenüü" }).getByRole("link", { name: "Blogi" });
        const expectMenu = async (state: "open" | "closed") => {
          await expect(toggle).toHaveAttribute("aria-expanded", String(state === "open"));
          await expect(blogLink).toBeVisible({ visible: state === "open" });
        };
        await toggle.click();
        await expectMenu("open");
        await toggle.click();
        await expectMenu("closed");
        await toggle.click();
        await expectMenu("open");

        await beforeLive.goLive();
        // Live: React has taken the open state over, so one press closes it, and Escape works on it.
        await expectMenu("open");
        await toggle.click();
        await expectMenu("closed");
        await toggle.click();
        await expectMenu("open");
        await page.keyboard.press("Escape");
        await expectMenu("closed");
      },
    );
  });
});
