import { expect, expectNoA11yViolations, opens, settleForScreenshot, test } from "#qa/plan/playwright-fixtures.ts";
import { SPEC_COPYRIGHT, SPEC_RIGHTS } from "#qa/plan/spec-facts.ts";
import { recordScrollRequests } from "#qa/support/scrolling.ts";
import { expectBaselines, visual } from "#qa/visual/baselines.ts";
import { posts } from "#src/content/posts.ts";
import { articlePath, PATHS } from "#src/lib/paths.ts";

/** The pages the blog's tests open: the list and every article. */
const BLOG_PAGES = [PATHS.blog, ...posts.map((post) => articlePath(post.slug))];

test.describe("blog", opens(BLOG_PAGES), () => {
  test("list → article → back to the list @blog-read-on @article-page", { tag: "@viewport-independent" }, async ({
    page,
  }) => {
    await page.goto("/blog");
    await expect(page.getByRole("article")).toHaveCount(6);
    await page.getByRole("link", { name: `Loe edasi: ${posts[3].title}` }).click();
    await expect(page).toHaveURL(`/blog/${posts[3].slug}`);
    await expect(page.getByRole("heading", { level: 1, name: posts[3].title })).toBeVisible();
    await expect(page).toHaveTitle(`${posts[3].title} | Vormis`);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole("link", { name: "Tagasi blogisse" }).click();
    await expect(page).toHaveURL("/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Blogi" })).toBeVisible();
  });

  test("an article opened from the bottom of the list starts at its top @blog-read-on", {
    tag: "@viewport-independent",
  }, async ({ page }) => {
    await page.goto("/blog");
    const last = page.getByRole("link", { name: `Loe edasi: ${posts[5].title}` });
    await last.scrollIntoViewIfNeeded();
    await last.click();
    await expect(page.getByRole("heading", { level: 1, name: posts[5].title })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test(
    "the blog list looks right, ends with the footer and has no accessibility violations @pictures-pages @axe-clean @footer @copyright-year",
    visual(["blog-list"]),
    async ({ page }) => {
      await page.goto("/blog");
      await expect(page.getByRole("contentinfo")).toHaveCount(1);
      await expect(page.getByRole("contentinfo")).toContainText(SPEC_COPYRIGHT);
      await expect(page.getByRole("contentinfo")).toContainText(SPEC_RIGHTS);
      await expectNoA11yViolations(page);
      await settleForScreenshot(page);
      await expectBaselines(page, "blog-list", { fullPage: true });
    },
  );

  test(
    "an article looks right (full page) and has no accessibility violations @pictures-pages @axe-clean",
    visual(["article"]),
    async ({ page }) => {
      await page.goto(`/blog/${posts[0].slug}`);
      await expectNoA11yViolations(page);
      await settleForScreenshot(page);
      await expectBaselines(page, "article", { fullPage: true });
    },
  );

  for (const post of posts) {
    test(`article ${post.slug} is prerendered complete, ends with the footer and has no accessibility violations @article-page @article-image-size @footer @copyright-year @axe-clean`, {
      tag: "@viewport-independent",
    }, async ({ page }) => {
      await page.goto(`/blog/${post.slug}`);
      await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
      const hero = page.getByRole("img", { name: post.image.alt });
      await expect(hero).toHaveAttribute("width", "1200");
      await expect(hero).toHaveAttribute("height", "600");
      await expect(page.getByRole("contentinfo")).toHaveCount(1);
      await expect(page.getByRole("contentinfo")).toContainText(SPEC_COPYRIGHT);
      await expect(page.getByRole("contentinfo")).toContainText(SPEC_RIGHTS);
      await expectNoA11yViolations(page);
    });
  }

  test("the floating back-to-top button glides back from the end of an article @article-back-to-top", {
    tag: "@viewport-independent",
  }, async ({ page }) => {
    await page.goto(`/blog/${posts[1].slug}`);
    await page.getByRole("heading", { name: "Jaga seda artiklit" }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
    const start = await page.evaluate(() => window.scrollY);
    const backToTop = page.getByRole("button", { name: "Tagasi üles" });
    // Floating: fixed on the screen, not a part of the page that scrolls away.
    expect(await backToTop.evaluate((button) => getComputedStyle(button).position)).toBe("fixed");
    await expect(backToTop).toBeInViewport();
    const noted = await recordScrollRequests(page);
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // A glide from the foot of the article: asked of the browser smoothly, from where the visitor was.
    expect(await noted()).toEqual([{ call: "scrollTo", behavior: "smooth", to: "top 0", from: Math.round(start) }]);
  });
});

test.describe("sharing an article", opens(BLOG_PAGES, { tag: "@viewport-independent" }), () => {
  test("'Kopeeri link' puts the article's address on the clipboard and says so @article-share-copy", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(`/blog/${posts[2].slug}`);
    await page.getByRole("button", { name: "Kopeeri link" }).click();
    await expect(page.getByRole("status")).toHaveText("Link kopeeritud");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test("'Jaga Facebookis' opens Facebook's share dialog for the article in a new window @article-share-facebook", async ({
    page,
    context,
  }) => {
    await context.route("https://www.facebook.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>Facebook</title>" }),
    );
    await page.goto(`/blog/${posts[2].slug}`);
    const popupPromise = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Jaga Facebookis" }).click();
    const popup = await popupPromise;
    const shared = new URL(popup.url());
    expect(shared.origin + shared.pathname).toBe("https://www.facebook.com/sharer/sharer.php");
    expect(shared.searchParams.get("u")).toBe(page.url());
    expect(await popup.evaluate(() => window.opener)).toBeNull();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("every card shows its photo, once each, with no empty box beside it @pictures-photos-later", async ({
      page,
    }) => {
      await page.goto("/blog");
      const cards = page.getByRole("article");
      await expect(cards).toHaveCount(6);
      for (const card of await cards.all()) {
        const photo = card.getByRole("img");
        await expect(photo).toHaveCount(1);
        await photo.scrollIntoViewIfNeeded();
        await expect
          .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true);
      }
    });
  });
});
