import type { ReactNode } from "react";
import { h } from "#qa/support/report-page.ts";
import type { Region } from "./regions.ts";
import type { Size } from "./review-files.ts";

/*
 * The parts a picture is shown in: its stage at the extent both pictures share, with the changed
 * regions outlined, its layers, and its scrolling frame.
 */

/** Percent of the extent, for boxes laid over a picture that is shown scaled. */
export const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

export interface Picture {
  file: string;
  size: Size;
  alt: string;
}

/** A picture at the place and scale of the extent both pictures share, with the changed regions outlined. */
export function Stage({
  extent,
  layers,
  regions,
  children,
}: {
  extent: Size;
  layers: Picture[];
  regions: Region[];
  children?: ReactNode;
}) {
  return h(
    "div",
    {
      className: "stage",
      style: { width: `${extent.width}px`, aspectRatio: `${extent.width} / ${extent.height}` },
    },
    layers.map((layer) => h(Layer, { key: layer.file, layer, extent })),
    children,
    regions.map((region, i) =>
      h("div", {
        // Stryker disable next-line StringLiteral: keys tell items apart across updates; the page is rendered once, on the server, which does not check them
        key: `${region.x},${region.y}`,
        className: "region",
        "data-region": i,
        "aria-hidden": true,
        style: {
          left: percent(region.x, extent.width),
          top: percent(region.y, extent.height),
          width: percent(region.width, extent.width),
          height: percent(region.height, extent.height),
        },
      }),
    ),
  );
}

export function Layer({ layer, extent }: { layer: Picture; extent: Size }) {
  return h("img", {
    src: layer.file,
    alt: layer.alt,
    loading: "lazy",
    width: layer.size.width,
    height: layer.size.height,
    style: { width: percent(layer.size.width, extent.width) },
  });
}

/** A scroll container for a tall picture: keyboard users scroll it too. */
export function Frame({ label, children }: { label: string; children?: ReactNode }) {
  return h("div", { className: "frame", role: "group", "aria-label": label, tabIndex: 0 }, children);
}
