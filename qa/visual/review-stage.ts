import type { ReactNode } from "react";
import type { Region } from "#qa/compare/index.ts";
import { h } from "#qa/support/index.ts";
import type { PictureAddress, Size } from "./review-files.ts";

/*
 * The parts a picture is shown in: its stage at the extent both pictures share, with the changed
 * regions outlined, its layers, and its scrolling frame.
 */

/** Percent of the extent, for boxes laid over a picture that is shown scaled. */
export const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

export interface Picture {
  /** Its path in the review folder. */
  file: string;
  size: Size;
  alt: string;
  /** Where the page finds it (review-files.ts). */
  address: PictureAddress;
}

/** What a picture left out of a single file shows instead (review-single-file.ts). */
export const LEFT_OUT = "left out: too large for one file — see the zipped snapshot-review folder";

/**
 * The attribute that points an element at a picture: an image's `src` or a link's `href` to its
 * path, or the id of the embedded picture; the first image of it holds its bytes as its `src`,
 * so that it shows even where scripts do not run, and the page's script fills in the others.
 */
export function pointAt(
  address: Exclude<PictureAddress, { leftOut: true }>,
  attribute: "src" | "href",
): Record<string, string> {
  if ("path" in address) return { [attribute]: address.path };
  const held = attribute === "src" ? address.holder() : undefined;
  return held ? { src: held, "data-picture": address.embedded } : { "data-picture": address.embedded };
}

/** The picture, in place of an image: or, where it was left out, the sentence saying so. */
export function PictureImage({ picture, ...props }: { picture: Picture } & Record<string, unknown>) {
  if ("leftOut" in picture.address) return h("p", { className: "left-out" }, LEFT_OUT);
  return h("img", { ...pointAt(picture.address, "src"), ...props });
}

/** A link to the picture at full size: plain text where it was left out. */
export function PictureLink({ picture, children }: { picture: Picture; children?: ReactNode }) {
  if ("leftOut" in picture.address) return h("span", { className: "left-out-link" }, children, " (left out)");
  return h("a", pointAt(picture.address, "href"), children);
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
  return h(PictureImage, {
    picture: layer,
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
