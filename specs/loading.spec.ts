import { publicPaths } from "../src/lib/paths";
import { expect, test } from "./fixtures";

/** When the page's first script request started, against its load event and first contentful paint (ms since navigation). */
function loadingOrder() {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  const scripts = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((entry) =>
    /^\/assets\/.+\.js$/.test(new URL(entry.name).pathname),
  );
  return {
    loaded: navigation.loadEventEnd,
    firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.POSITIVE_INFINITY,
    firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
    scripts: scripts.length,
  };
}

test.describe("loading order", () => {
  // Order, not speed: how much sooner the page appears is the benchmark's business (npm run bench).
  test("every page has loaded and painted before its first script is even requested, and then comes to life", async ({
    page,
  }) => {
    for (const path of publicPaths) {
      // The fixture's goto returns once React has hydrated the page.
      await page.goto(path);
      const order = await page.evaluate(loadingOrder);
      expect(order.scripts, path).toBeGreaterThan(0);
      expect(order.firstScript, path).toBeGreaterThanOrEqual(order.loaded);
      expect(order.firstScript, path).toBeGreaterThan(order.firstPaint);
    }
  });
});

test.describe("before the scripts have run", () => {
  // Small-screen layout in both projects: the navigation sits behind the toggle.
  test.use({ viewport: { width: 390, height: 844 } });

  test("the small-screen menu already opens and closes, and React keeps it as the visitor left it", async ({
    page,
  }) => {
    // Hold back the script that hydrates the page until the visitor has used the menu.
    const held: Array<() => Promise<void>> = [];
    await page.route("**/assets/entry.client-*.js", (route) => {
      held.push(() => route.continue());
    });
    // The fixture's goto returns only once React has hydrated, so it is awaited after the release below.
    const opened = page.goto("/");
    const toggle = page.getByRole("button", { name: "Menüü" });
    const blogLink = page.getByRole("navigation", { name: "Peamenüü" }).getByRole("link", { name: "Blogi" });
    const expectMenu = async (state: "open" | "closed") => {
      await expect(toggle).toHaveAttribute("aria-expanded", String(state === "open"));
      if (state === "open") await expect(blogLink).toBeVisible();
      else await expect(blogLink).toBeHidden();
    };
    await expect.poll(() => held.length).toBeGreaterThan(0);

    await toggle.click();
    await expectMenu("open");
    await toggle.click();
    await expectMenu("closed");
    await toggle.click();
    await expectMenu("open");

    for (const release of held) await release();
    await opened;
    // Hydrated: React has taken the open state over, so one press closes it.
    await expectMenu("open");
    await toggle.click();
    await expectMenu("closed");
    // React's own behaviour works on the state it adopted: Escape closes an opened menu.
    await toggle.click();
    await expectMenu("open");
    await page.keyboard.press("Escape");
    await expectMenu("closed");
  });
});
