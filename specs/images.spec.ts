import { expect, opens, test } from "#qa/plan/playwright-fixtures.ts";
import { PATHS } from "#src/lib/paths.ts";
import { publicPaths } from "#src/lib/public-paths.ts";

/** Phone, large phone, tablets, small laptop and wide desktop: every layout step of the pages. */
const viewportWidths = [360, 412, 700, 900, 1024, 1100, 1280, 1440];

/**
 * For each photo with a `sizes` attribute: the width `sizes` promises the browser
 * (the first matching media condition's length, resolved by the browser itself)
 * and the width the photo is actually shown at, in CSS pixels.
 */
function declaredAndShownWidths() {
  const ruler = document.createElement("div");
  ruler.style.position = "absolute";
  ruler.style.visibility = "hidden";
  document.body.append(ruler);
  const photos = [...document.querySelectorAll<HTMLImageElement>("img[sizes]")].map((img) => {
    // "(media condition) length" pairs, then a bare fallback length; our conditions have no nested parentheses.
    const rules = img.sizes.split(",").map((rule) => {
      const [, condition, length] = rule.trim().match(/^(\([^)]*\))\s+(.+)$/) ?? [null, null, rule.trim()];
      return { condition, length };
    });
    const chosen = rules.find(({ condition }) => condition === null || matchMedia(condition).matches);
    ruler.style.width = chosen?.length ?? "100vw";
    return {
      photo: img.alt,
      declared: Math.round(ruler.getBoundingClientRect().width),
      shown: Math.round(img.getBoundingClientRect().width),
    };
  });
  ruler.remove();
  return photos;
}

test.describe("responsive photos", { tag: "@viewport-independent" }, () => {
  // The browser picks the srcset candidate from `sizes` before layout: too small a value
  // gives a blurry photo, too large a one makes a phone download a bigger photo than it shows.
  // One test a page: each is a page load and a walk through the widths, and a failure names its page.
  for (const path of publicPaths) {
    test(
      `every photo's sizes attribute on ${path} matches the width it is shown at, at every layout width @pictures-photo-sizes`,
      opens([path]),
      async ({ page }) => {
        const mismatches: string[] = [];
        await page.goto(path);
        for (const width of viewportWidths) {
          await page.setViewportSize({ width, height: 900 });
          for (const { photo, declared, shown } of await page.evaluate(declaredAndShownWidths)) {
            // Rounding and 1px borders aside, the two must agree.
            if (Math.abs(declared - shown) > Math.max(4, shown * 0.03)) {
              mismatches.push(`at ${width}px: "${photo}" is shown ${shown}px wide, sizes says ${declared}px`);
            }
          }
        }
        expect(mismatches).toEqual([]);
      },
    );
  }

  // The check above passes on a page without photos; here it must see the blog's card photos.
  test("the check sees photos: the blog's cards @pictures-photo-sizes", opens([PATHS.blog]), async ({ page }) => {
    await page.goto(PATHS.blog);
    expect((await page.evaluate(declaredAndShownWidths)).length).toBeGreaterThan(0);
  });
});
