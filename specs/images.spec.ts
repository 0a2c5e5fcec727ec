import { publicPaths } from "#src/lib/public-paths.ts";
import { expect, test } from "./fixtures";

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
  test("every photo's sizes attribute matches the width it is shown at, at every layout width @pictures-photo-sizes", async ({
    page,
  }) => {
    const mismatches: string[] = [];
    let photosChecked = 0;
    for (const path of publicPaths) {
      await page.goto(path);
      for (const width of viewportWidths) {
        await page.setViewportSize({ width, height: 900 });
        for (const { photo, declared, shown } of await page.evaluate(declaredAndShownWidths)) {
          photosChecked += 1;
          // Rounding and 1px borders aside, the two must agree.
          if (Math.abs(declared - shown) > Math.max(4, shown * 0.03)) {
            mismatches.push(`${path} at ${width}px: "${photo}" is shown ${shown}px wide, sizes says ${declared}px`);
          }
        }
      }
    }
    expect(photosChecked).toBeGreaterThan(0);
    expect(mismatches).toEqual([]);
  });
});
