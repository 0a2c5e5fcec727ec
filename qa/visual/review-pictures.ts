import { type CSSProperties, Fragment } from "react";
import { h } from "#qa/support/index.ts";
import { RegionCrops } from "./review-crops.ts";
import type { ChangeRecord } from "./review-data.ts";
import type { ReviewFiles } from "./review-files.ts";
import { Frame, Layer, type Picture, PictureLink, Stage } from "./review-stage.ts";

/** The views of a picture pair, by value and label; diff only where Playwright kept a diff picture. */
export const MODES = [
  ["side", "side by side"],
  ["baseline", "baseline"],
  ["actual", "actual"],
  ["slider", "slider"],
  ["onion", "onion skin"],
  ["diff", "diff"],
] as const;

/**
 * A changed picture: side by side (the default), or one at a time at full width in one stage
 * whose layers the mode picks: the baseline, the actual, the actual right of a slider, the actual
 * faded over the baseline, or Playwright's diff picture. The stage has the larger extent of the
 * two pictures, so either may be the taller one.
 */
export function PictureViews({ change, id, files }: { change: ChangeRecord; id: string; files: ReviewFiles }) {
  const picture = (role: "baseline" | "actual" | "diff", alt: string): Picture | undefined => {
    const file = change.files[role];
    return file ? { file, size: files.size(file), alt, address: files.address(file) } : undefined;
  };
  const baseline = picture("baseline", `Baseline of ${change.name}`);
  const actual = picture("actual", `Actual of ${change.name}`);
  const diff = picture("diff", `Difference of ${change.name}, changed pixels in red`);
  if (!baseline || !actual) {
    const only = actual ?? baseline;
    if (!only) return null;
    const caption = actual ? "Actual (there is no baseline yet)" : "Baseline (no test takes it any more)";
    return h(
      "figure",
      { className: "single" },
      h("figcaption", null, caption, " · ", h(PictureLink, { picture: only }, "full size")),
      h(Frame, { label: caption }, h(Stage, { extent: only.size, layers: [only], regions: [] })),
    );
  }
  const extent = {
    width: change.pixels?.width ?? Math.max(baseline.size.width, actual.size.width),
    height: change.pixels?.height ?? Math.max(baseline.size.height, actual.size.height),
  };
  const regions = change.pixels?.regions ?? [];
  const modes = MODES.filter(([mode]) => mode !== "diff" || diff);
  return h(
    "div",
    { className: "pictures", "data-mode": "side", style: { "--split": "50%", "--fade": "0.5" } as CSSProperties },
    h(
      "div",
      { className: "controls" },
      h(
        "fieldset",
        { className: "modes" },
        h("legend", null, "View"),
        modes.map(([mode, label]) =>
          h(
            "label",
            { key: mode },
            h("input", {
              type: "radio",
              name: `${id}-mode`,
              value: mode,
              "data-mode": true,
              defaultChecked: mode === "side",
            }),
            ` ${label}`,
          ),
        ),
      ),
      regions.length > 0
        ? h(
            "p",
            { className: "region-nav" },
            h("button", { type: "button", className: "next-region" }, "Next changed region"),
            " ",
            h("span", { className: "region-status", "aria-live": "polite" }, `${regions.length} changed region(s)`),
          )
        : null,
      h(
        "p",
        { className: "full-size" },
        "Full size: ",
        h(PictureLink, { picture: baseline }, "baseline"),
        ", ",
        h(PictureLink, { picture: actual }, "actual"),
        diff ? h(Fragment, null, ", ", h(PictureLink, { picture: diff }, "diff")) : null,
      ),
    ),
    h(
      "div",
      { className: "view view-side", "data-view": "side" },
      h(
        "div",
        { className: "side-by-side" },
        h(
          "figure",
          null,
          h("figcaption", null, "Baseline"),
          h(Frame, { label: "Baseline, scrolls" }, h(Stage, { extent, layers: [baseline], regions })),
        ),
        h(
          "figure",
          null,
          h("figcaption", null, "Actual"),
          h(Frame, { label: "Actual, scrolls" }, h(Stage, { extent, layers: [actual], regions })),
        ),
      ),
    ),
    h(
      "div",
      { className: "view view-single", "data-view": "single", hidden: true },
      h(
        "label",
        { className: "range range-slider" },
        "Slider position (actual right of it) ",
        h("input", { type: "range", min: 0, max: 100, defaultValue: 50, className: "slider-range" }),
      ),
      h(
        "label",
        { className: "range range-onion" },
        "Actual's opacity ",
        h("input", { type: "range", min: 0, max: 100, defaultValue: 50, className: "onion-range" }),
      ),
      h(
        Frame,
        { label: "The picture at full width, scrolls" },
        h(
          Stage,
          { extent, layers: [baseline], regions },
          h("div", { className: "actual-layer" }, h(Layer, { layer: actual, extent })),
          diff ? h("div", { className: "diff-layer" }, h(Layer, { layer: diff, extent })) : null,
          h("div", { className: "divider", "aria-hidden": true }),
        ),
      ),
    ),
    h(RegionCrops, { regions, baseline, actual }),
  );
}
