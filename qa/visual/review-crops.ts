import type { Region } from "#qa/compare/index.ts";
import { h } from "#qa/support/index.ts";
import { type Picture, PictureImage } from "./review-stage.ts";

/** Space shown around a region in its cropped view, and the largest crop shown. */
const CROP_MARGIN = 24;
const CROP_MIN = { width: 160, height: 96 };
const CROP_MAX = { width: 560, height: 320 };
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
export const CROPS_SHOWN = 20;

/** Each changed region cut out of both pictures, side by side at full size. */
export function RegionCrops({ regions, baseline, actual }: { regions: Region[]; baseline: Picture; actual: Picture }) {
  // Nothing to crop where both pictures were left out of a single file: their views say so.
  if (regions.length === 0 || ("leftOut" in baseline.address && "leftOut" in actual.address)) return null;
  const crop = (picture: Picture, region: Region, label: string) => {
    // The region in the middle of the crop, with some of what is around it.
    const width = clamp(region.width + 2 * CROP_MARGIN, CROP_MIN.width, CROP_MAX.width);
    const height = clamp(region.height + 2 * CROP_MARGIN, CROP_MIN.height, CROP_MAX.height);
    const left = Math.max(0, Math.round(region.x + region.width / 2 - width / 2));
    const top = Math.max(0, Math.round(region.y + region.height / 2 - height / 2));
    return h(
      "figure",
      { className: "crop-figure" },
      h("figcaption", null, label),
      h(
        "div",
        {
          className: "crop",
          style: {
            width: `${width}px`,
            height: `${height}px`,
          },
        },
        h(PictureImage, {
          picture,
          alt: `${label}, region at ${region.x}, ${region.y}`,
          loading: "lazy",
          width: picture.size.width,
          height: picture.size.height,
          style: { left: `${-left}px`, top: `${-top}px` },
        }),
      ),
    );
  };
  return h(
    "details",
    { className: "crops", open: true },
    h("summary", null, `Changed regions, cropped (${regions.length})`),
    h(
      "div",
      { className: "crop-list" },
      regions.slice(0, CROPS_SHOWN).map((region, i) =>
        h(
          "div",
          // Stryker disable next-line StringLiteral: keys tell items apart across updates; the page is rendered once, on the server, which does not check them
          { key: `${region.x},${region.y}`, className: "crop-pair" },
          h("p", null, `Region ${i + 1}: ${region.width} × ${region.height} px at ${region.x}, ${region.y}`),
          h("div", { className: "crop-row" }, crop(baseline, region, "Baseline"), crop(actual, region, "Actual")),
        ),
      ),
    ),
    regions.length > CROPS_SHOWN
      ? h("p", null, `and ${regions.length - CROPS_SHOWN} more regions, outlined above.`)
      : null,
  );
}
