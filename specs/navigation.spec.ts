import type { Page } from "@playwright/test";
import {
  expect,
  expectNoA11yViolations,
  holdBack,
  opens,
  settleForScreenshot,
  test,
} from "#qa/plan/playwright-fixtures.ts";
import { anchoredScrollOf, clickWhereItIs, isScrolledTo, recordScrollRequests } from "#qa/support/scrolling.ts";
import { expectBaselines, visual } from "#qa/visual/baselines.ts";
import { SECTION_IDS } from "#src/lib/scroll.ts";

const ARTICLE = "/blog/5-nippi-tohusaks-treeninguks";

/**
 * Chooses a main-menu entry the way the visitor's screen size allows, clicking it where it is: Playwright's
 * own click would first scroll the sticky header "into view", moving the page the visitor left it at.
 */
async function choose(page: Page, entry: string, isMobile: boolean) {
  if (isMobile) await clickWhereItIs(page, page.getByRole("button", { name: "Menüü" }));
  const link = page.getByRole("navigation", { name: "Peamenüü" }).getByRole("link", { name: entry, exact: true });
  await expect(link).toBeVisible();
  await clickWhereItIs(page, link);
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Installs a controllable clock and stops it, so a test can step through the 100 ms delays. */
async function freezeClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

test.describe("main navigation in the browser", () => {
  test(
    "on home, Paketid glides down to the packages and Avaleht glides back up to the hero, within the page @nav-home-avaleht @nav-home-paketid",
    opens(["/"]),
    async ({ page, isMobile }) => {
      await page.goto("/");
      const target = await anchoredScrollOf(page, SECTION_IDS.packages);
      expect(target).toBeGreaterThan(300);
      const down = await recordScrollRequests(page);
      await choose(page, "Paketid", isMobile);
      await expect.poll(async () => isScrolledTo(page, await anchoredScrollOf(page, SECTION_IDS.packages))).toBe(true);
      await expect(page).toHaveURL("/");
      // The page asked the browser for a glide from the top to the section, and for nothing else: a glide,
      // not a jump (the browser carries a smooth scroll out; how many frames it draws is the machine's).
      expect(await down()).toEqual([
        { call: "scrollIntoView", behavior: "smooth", to: `#${SECTION_IDS.packages}`, from: 0 },
      ]);

      const atPackages = await anchoredScrollOf(page, SECTION_IDS.packages);
      const up = await recordScrollRequests(page);
      await choose(page, "Avaleht", isMobile);
      await expect.poll(() => scrollY(page)).toBe(0);
      await expect(page).toHaveURL("/");
      // From the packages, where the glide down ended (it may still have been settling its last pixel or two).
      const [request, ...more] = await up();
      expect(more, "scrolls asked for after the glide").toEqual([]);
      expect(request).toEqual({
        call: "scrollIntoView",
        behavior: "smooth",
        to: `#${SECTION_IDS.hero}`,
        from: expect.any(Number),
      });
      expect(Math.abs(request.from - atPackages), `the glide up started at ${request.from}`).toBeLessThanOrEqual(2);
    },
  );

  test.describe("the 100 ms delays, with reduced motion so that any scroll is a jump", () => {
    // A smooth scroll that has just started has not moved yet, so "not at 99 ms" could not tell it from none:
    // visitors who ask for reduced motion get instant scrolls (src/lib/scroll.ts), which leave nothing to slip past.
    test.use({ reducedMotion: "reduce" });

    test(
      "on home, Blogi goes to /blog and scrolls to the top after 100 ms, not at 99 ms @nav-home-blogi @scroll-delay",
      opens(["/", "/blog"]),
      async ({ page, isMobile }) => {
        await page.clock.install();
        await page.goto("/");
        await freezeClock(page);
        await choose(page, "Blogi", isMobile);
        await expect(page).toHaveURL("/blog");
        await expect(page.getByRole("heading", { level: 1, name: "Blogi" })).toBeVisible();
        // Move away from the top so the delayed scroll can be seen.
        await page.evaluate(() => window.scrollTo({ top: 400, behavior: "instant" }));
        await page.clock.runFor(99);
        expect(await scrollY(page)).toBe(400);
        await page.clock.runFor(1);
        expect(await scrollY(page)).toBe(0);
      },
    );

    test(
      "on an article, Paketid goes home and scrolls to #paketid after 100 ms, not at 99 ms @nav-article-paketid @scroll-delay",
      opens([ARTICLE, "/"]),
      async ({ page, isMobile }) => {
        await page.clock.install();
        await page.goto(ARTICLE);
        await freezeClock(page);
        await choose(page, "Paketid", isMobile);
        await expect(page).toHaveURL("/");
        await expect(page.locator(`#${SECTION_IDS.packages}`)).toBeAttached();
        const target = await anchoredScrollOf(page, SECTION_IDS.packages);
        expect(target).toBeGreaterThan(300);
        await page.clock.runFor(99);
        expect(await scrollY(page)).toBe(0);
        await page.clock.runFor(1);
        expect(await isScrolledTo(page, target)).toBe(true);
      },
    );
  });

  test.describe("for a visitor who prefers reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test(
      "on home, Paketid and Avaleht jump: the page is there within the click itself, before any frame @reduced-motion @nav-home-paketid @nav-home-avaleht",
      opens(["/"]),
      async ({ page, isMobile }) => {
        await page.goto("/");
        const target = await anchoredScrollOf(page, SECTION_IDS.packages);
        expect(target).toBeGreaterThan(300);
        /** Chooses the entry by a click in the page and reads the scroll position in the same task. */
        const scrollYRightAfterChoosing = async (entry: string) => {
          if (isMobile) await page.getByRole("button", { name: "Menüü" }).click();
          return page.evaluate((name) => {
            const links = [...document.querySelectorAll<HTMLAnchorElement>('nav[aria-label="Peamenüü"] a')];
            links.find((link) => link.textContent === name)?.click();
            return window.scrollY;
          }, entry);
        };
        expect(Math.abs((await scrollYRightAfterChoosing("Paketid")) - target)).toBeLessThanOrEqual(2);
        expect(await scrollYRightAfterChoosing("Avaleht")).toBe(0);
      },
    );
  });

  test.describe("when the next page comes later than the delay (a slow phone or a slow network)", () => {
    test.use({ reducedMotion: "reduce" });

    test(
      "on an article, Paketid still ends at #paketid: the delay counts from when the home page is there @nav-article-paketid",
      opens([ARTICLE, "/"]),
      async ({ page, isMobile }) => {
        await page.clock.install();
        await page.goto(ARTICLE);
        await freezeClock(page);
        // The home page's code is held back, so the page cannot be drawn until ten times the delay has passed.
        // (A CPU slowed down in DevTools did the same, but kept a core busy for the whole wait.)
        const homeCodeAsked = page.waitForRequest("**/assets/**/*.js");
        const releaseScripts = await holdBack(page, "**/assets/**/*.js");
        await choose(page, "Paketid", isMobile);
        await homeCodeAsked;
        await page.clock.runFor(1000);
        await expect(page.locator(`#${SECTION_IDS.packages}`)).not.toBeAttached();
        // A delay counted from the click has run out by now, with no section to go to. From here time runs as usual.
        releaseScripts();
        await page.clock.resume();
        await expect(page.locator(`#${SECTION_IDS.packages}`)).toBeAttached();
        // Far enough down that a page left at its top cannot pass; asked again each time, as the page may still be settling.
        const targetNow = () => anchoredScrollOf(page, SECTION_IDS.packages);
        expect(await targetNow()).toBeGreaterThan(300);
        await expect.poll(async () => isScrolledTo(page, await targetNow())).toBe(true);
      },
    );
  });

  test(
    "on an article, Paketid scrolls smoothly when motion is welcome @nav-article-paketid",
    opens([ARTICLE, "/"]),
    async ({ page, isMobile }) => {
      await page.goto(ARTICLE);
      const noted = await recordScrollRequests(page);
      await choose(page, "Paketid", isMobile);
      await expect(page).toHaveURL("/");
      // The address changes as the home page starts drawing, before its sections are there.
      await expect(page.locator(`#${SECTION_IDS.packages}`)).toBeAttached();
      // Asked again each time: the page may still be settling (fonts, photos) while it scrolls.
      const targetNow = () => anchoredScrollOf(page, SECTION_IDS.packages);
      await expect.poll(async () => isScrolledTo(page, await targetNow())).toBe(true);
      expect(await targetNow()).toBeGreaterThan(300);
      // The new page starts at its top, and from there the page asked for a glide down to the section.
      const toSection = (await noted()).filter((request) => request.to === `#${SECTION_IDS.packages}`);
      expect(toSection).toEqual([
        { call: "scrollIntoView", behavior: "smooth", to: `#${SECTION_IDS.packages}`, from: 0 },
      ]);
    },
  );

  for (const [entry, path, heading] of [
    ["Avaleht", "/", /Treeni targalt/],
    ["Meist", "/about", "Meist"],
    ["Blogi", "/blog", "Blogi"],
    ["Kontakt", "/contact", "Kirjuta meile"],
  ] as const) {
    test(
      `on an article, ${entry} goes to ${path} and starts at its top @nav-article-pages @nav-new-page-top`,
      opens([ARTICLE, path]),
      async ({ page, isMobile }) => {
        await page.goto(ARTICLE);
        await page.evaluate(() => window.scrollTo({ top: 600, behavior: "instant" }));
        await choose(page, entry, isMobile);
        await expect(page).toHaveURL(path);
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
        await expect.poll(() => scrollY(page)).toBe(0);
      },
    );
  }

  for (const [path, entry, rule] of [
    ["/about", "Meist", "@nav-about"],
    ["/contact", "Kontakt", "@nav-contact"],
    ["/blog", "Blogi", "@nav-blog"],
  ] as const) {
    test(
      `on ${path}, ${entry} does nothing: no scroll, no navigation, not even later ${rule}`,
      opens([path]),
      async ({ page, isMobile }) => {
        await page.clock.install();
        await page.goto(path);
        // Away from the top, so that a scroll to the top, or a reload, would show.
        await page.evaluate(() => window.scrollTo({ top: 300, behavior: "instant" }));
        await page.evaluate(() => {
          (window as unknown as { stillThisPage: boolean }).stillThisPage = true;
        });
        if (isMobile) await clickWhereItIs(page, page.getByRole("button", { name: "Menüü" }));
        const own = page.getByRole("navigation", { name: "Peamenüü" }).getByRole("link", { name: entry, exact: true });
        await expect(own).toHaveAttribute("aria-current", "page");
        await clickWhereItIs(page, own);
        await page.clock.runFor(1000); // past any delayed scroll
        await expect(page).toHaveURL(path);
        expect(await scrollY(page)).toBe(300);
        expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
      },
    );
  }

  test(
    "the skip link is the first focusable element and moves focus to the main content @skip-link",
    opens(["/"], {
      tag: "@viewport-independent",
    }),
    async ({ page }) => {
      await page.goto("/");
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Liigu põhisisu juurde" });
      await expect(skip).toBeFocused();
      await expect(skip).toBeVisible();
      await page.keyboard.press("Enter");
      await expect(page.locator("main#sisu")).toBeFocused();
    },
  );

  test(
    "the header stays at the top of the viewport while the page scrolls @header-sticky",
    opens(["/"], {
      tag: "@viewport-independent",
    }),
    async ({ page }) => {
      await page.goto("/");
      await page.evaluate(() => window.scrollTo({ top: 1500, behavior: "instant" }));
      const box = await page.getByRole("banner").boundingBox();
      expect(box?.y).toBe(0);
      await expect(page.getByRole("link", { name: "Vormis avalehele" })).toBeInViewport();
    },
  );
});

test.describe("back-to-top button", () => {
  test(
    "appears at the first pixel past 80% of the page height, hides at the last pixel before it, and brings the visitor back up @state-back-to-top @back-to-top-threshold",
    opens(["/"], {
      tag: "@viewport-independent",
    }),
    async ({ page }) => {
      await page.goto("/");
      const backToTop = page.getByRole("button", { name: "Tagasi üles" });
      const { documentHeight, viewportHeight } = await page.evaluate(() => ({
        documentHeight: document.documentElement.scrollHeight,
        viewportHeight: window.innerHeight,
      }));
      // Shown exactly while scrollY + innerHeight > 0.8 × scrollHeight, that is while scrollY > this:
      const thresholdScroll = 0.8 * documentHeight - viewportHeight;
      // The last whole pixel not past the threshold, and the first one past it (one CSS pixel is the finest step here).
      const lastHidden = Math.floor(thresholdScroll);
      const firstShown = lastHidden + 1;
      const scrollTo = async (top: number) => {
        await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
        expect(await scrollY(page)).toBe(top);
      };
      await scrollTo(firstShown);
      await expect(backToTop).toBeVisible();
      // One pixel back: it was there, so its going proves the page handled this scroll and hid it.
      await scrollTo(lastHidden);
      await expect(backToTop).toHaveCount(0);
      await scrollTo(firstShown);
      await expect(backToTop).toBeVisible();
      await backToTop.click();
      await expect.poll(() => scrollY(page)).toBe(0);
      await expect(backToTop).toHaveCount(0);
    },
  );

  test("looks right when visible @pictures-pages", opens(["/"], visual(["back-to-top-visible"])), async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
    const backToTop = page.getByRole("button", { name: "Tagasi üles" });
    await expect(backToTop).toBeVisible();
    await settleForScreenshot(page);
    // The picture is the bottom of the home page; its text baseline is the button alone (the home page has its own).
    await expectBaselines(page, "back-to-top-visible", {}, backToTop);
  });
});

test(
  "the header with its menu open looks right (inline on desktop, the toggle's panel on mobile) @pictures-pages @axe-clean",
  opens(["/"], visual(["header-menu-open"])),
  async ({ page, isMobile }) => {
    await page.goto("/");
    if (isMobile) await page.getByRole("button", { name: "Menüü" }).click();
    await expect(page.getByRole("navigation", { name: "Peamenüü" })).toBeVisible();
    await expectNoA11yViolations(page);
    await settleForScreenshot(page);
    const width = page.viewportSize()?.width ?? 0;
    await expectBaselines(
      page,
      "header-menu-open",
      { clip: { x: 0, y: 0, width, height: 420 } },
      page.getByRole("banner"),
    );
  },
);

test.describe("small-screen menu", { tag: "@viewport-independent" }, () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test(
    "hides the navigation behind Menüü; opens, closes on Escape with focus back, and on a click outside @nav-small-screen @state-menu-toggle @menu-keyboard @axe-clean",
    opens(["/"]),
    async ({ page }) => {
      await page.goto("/");
      const toggle = page.getByRole("button", { name: "Menüü" });
      const nav = page.getByRole("navigation", { name: "Peamenüü" });
      await expect(nav).toBeHidden();
      await expectNoA11yViolations(page);

      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(nav.getByRole("link")).toHaveCount(5);
      await expectNoA11yViolations(page);

      await page.keyboard.press("Escape");
      await expect(nav).toBeHidden();
      await expect(toggle).toBeFocused();

      await toggle.click();
      await expect(nav).toBeVisible();
      await page.mouse.click(20, 700); // below the open menu panel
      await expect(nav).toBeHidden();
    },
  );

  test(
    "closes after every kind of choice: one that scrolls, one that goes to another page, the page's own that does nothing @state-menu-closes",
    opens(["/", "/about"]),
    async ({ page }) => {
      const toggle = page.getByRole("button", { name: "Menüü" });
      const nav = page.getByRole("navigation", { name: "Peamenüü" });
      await page.goto("/");
      await choose(page, "Paketid", true);
      await expect(nav).toBeHidden();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(page.locator("#paketid")).toBeInViewport();

      await choose(page, "Meist", true);
      await expect(page).toHaveURL("/about");
      await expect(page.getByRole("heading", { level: 1, name: "Meist" })).toBeVisible();
      await expect(nav).toBeHidden();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");

      await choose(page, "Meist", true);
      await expect(page).toHaveURL("/about");
      await expect(nav).toBeHidden();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
    },
  );

  test(
    "on an article, Blogi from the menu goes to /blog and glides from where the visitor was up to its top @nav-article-menu-blogi",
    opens([ARTICLE, "/blog"]),
    async ({ page }) => {
      await page.goto(ARTICLE);
      const start = 1500;
      await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), start);
      const noted = await recordScrollRequests(page);
      await choose(page, "Blogi", true);
      await expect(page).toHaveURL("/blog");
      await expect(page.getByRole("heading", { level: 1, name: "Blogi" })).toBeVisible();
      await expect.poll(() => scrollY(page)).toBe(0);
      // One smooth scroll to the top, asked for while the page was still where the visitor was: a page put
      // at its top first (the new page's usual start) would show as a request before it, or start from 0.
      // The list may be shorter than the article: it shows as far down as it reaches, and glides from there.
      const [request, ...more] = await noted();
      expect(more, "scrolls asked for after the glide").toEqual([]);
      expect(request).toEqual({ call: "scrollTo", behavior: "smooth", to: "top 0", from: expect.any(Number) });
      expect(request.from, "where the glide started").toBeGreaterThan(300);
      expect(request.from).toBeLessThanOrEqual(start);
    },
  );

  test(
    "below 768 px (at 767) the navigation sits behind Menüü; from 768 px it is inline and the toggle is gone @nav-small-screen",
    opens(["/"]),
    async ({ page }) => {
      const toggle = page.getByRole("button", { name: "Menüü" });
      const nav = page.getByRole("navigation", { name: "Peamenüü" });
      await page.setViewportSize({ width: 767, height: 900 });
      await page.goto("/");
      await expect(toggle).toBeVisible();
      await expect(nav).toBeHidden();
      await page.setViewportSize({ width: 768, height: 900 });
      await expect(toggle).toBeHidden();
      await expect(nav).toBeVisible();
      await expect(nav.getByRole("link")).toHaveCount(5);
      for (const link of await nav.getByRole("link").all()) await expect(link).toBeVisible();
      // And back: the same page, narrowed by a pixel, hides it again.
      await page.setViewportSize({ width: 767, height: 900 });
      await expect(toggle).toBeVisible();
      await expect(nav).toBeHidden();
    },
  );

  test(
    "nothing overflows horizontally at 320 px @reflow-320",
    opens(["/", "/about", "/contact", "/blog", ARTICLE]),
    async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 700 });
      for (const path of ["/", "/about", "/contact", "/blog", ARTICLE]) {
        await page.goto(path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
    },
  );
});
