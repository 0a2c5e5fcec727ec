import { describe, expect, it } from "vitest";
import type { Region } from "#qa/compare/index.ts";
import { h } from "#qa/support/report-page.ts";
import { entryShowing, markup, recordedReview, reviewFolder, textOf } from "./fixtures/recorded-review";
import { CROPS_SHOWN, RegionCrops } from "./review-crops";
import type { Picture } from "./review-stage";

/** The recorded PackageCard change's two pictures (1248 × 624), and its 6 regions. */
function premium() {
  const { entries, files } = reviewFolder(recordedReview());
  const { lead } = entryShowing(entries, "stories.spec.ts/packagecard--premium-desktop.png");
  const picture = (file: string, alt: string): Picture => ({
    file,
    alt,
    size: files.size(file),
    address: files.address(file),
  });
  return {
    baseline: picture(lead.files.baseline ?? "", "Baseline"),
    actual: picture(lead.files.actual ?? "", "Actual"),
    regions: lead.pixels?.regions ?? [],
  };
}

describe("the changed regions, cropped", () => {
  it("cuts each region out of both pictures, at full size, with room around it", () => {
    const { baseline, actual, regions } = premium();
    const html = markup(h(RegionCrops, { regions, baseline, actual }));
    expect(regions).toHaveLength(6);
    expect(textOf(html)).toContain("Changed regions, cropped (6)");
    expect(html.match(/<div class="crop-pair">/g)).toHaveLength(6);
    expect(html.match(/<img /g)).toHaveLength(12);
    const [first] = regions;
    expect(textOf(html)).toContain(
      `Region 1: ${first.width} × ${first.height} px at ${first.x}, ${first.y}BaselineActual`,
    );
    expect(html).toContain(`alt="Baseline, region at ${first.x}, ${first.y}"`);
    expect(html).toContain(`src="${baseline.file}"`);
    expect(html).toContain(`src="${actual.file}"`);
  });

  it("centres a region in a crop of at least 160 × 96 and at most 560 × 320 pixels, never left of or above the picture", () => {
    const { baseline, actual } = premium();
    const crop = (region: Region) => markup(h(RegionCrops, { regions: [region], baseline, actual }));
    // A small region at the corner: the smallest crop, from the picture's edge.
    expect(crop({ x: 0, y: 0, width: 10, height: 10 })).toContain(
      '<div class="crop" style="width:160px;height:96px"><img src=',
    );
    expect(crop({ x: 0, y: 0, width: 10, height: 10 })).toContain('style="left:0px;top:0px"');
    // A region in the middle: 24 px around it.
    expect(crop({ x: 400, y: 200, width: 200, height: 100 })).toContain('style="width:248px;height:148px"');
    expect(crop({ x: 400, y: 200, width: 200, height: 100 })).toContain('style="left:-376px;top:-176px"');
    // A huge one: the largest crop, around its middle.
    expect(crop({ x: 0, y: 0, width: 1248, height: 624 })).toContain('style="width:560px;height:320px"');
    expect(crop({ x: 0, y: 0, width: 1248, height: 624 })).toContain('style="left:-344px;top:-152px"');
  });

  it(`shows the first ${CROPS_SHOWN} and says how many more are outlined; none where there are no regions`, () => {
    const { baseline, actual } = premium();
    const regions = Array.from({ length: 23 }, (_, i) => ({ x: 10 + 40 * i, y: 20, width: 30, height: 10 }));
    const html = markup(h(RegionCrops, { regions, baseline, actual }));
    expect(html.match(/<div class="crop-pair">/g)).toHaveLength(CROPS_SHOWN);
    expect(textOf(html)).toContain("and 3 more regions, outlined above.");
    expect(markup(h(RegionCrops, { regions: [], baseline, actual }))).toBe("");
  });

  it("crops nothing where a single file left both pictures out", () => {
    const { baseline, actual, regions } = premium();
    const leftOut = { address: { leftOut: true as const } };
    const html = markup(
      h(RegionCrops, { regions, baseline: { ...baseline, ...leftOut }, actual: { ...actual, ...leftOut } }),
    );
    expect(html).toBe("");
  });
});
