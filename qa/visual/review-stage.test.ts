import { describe, expect, it } from "vitest";
import { h } from "#qa/support/report-page.ts";
import { VISUAL_RUN_SNAPSHOTS } from "./fixtures/load-fixture";
import { markup } from "./fixtures/recorded-review";
import { folderFiles, type PictureAddress } from "./review-files";
import { Frame, Layer, LEFT_OUT, type Picture, PictureImage, PictureLink, Stage } from "./review-stage";

/** A recorded baseline (1280 × 65) as the page shows it, found where `address` says. */
function recorded(address?: PictureAddress): Picture {
  const file = "stories.spec.ts/header--on-home-desktop.png";
  const files = folderFiles(VISUAL_RUN_SNAPSHOTS);
  return { file, size: files.size(file), alt: "Baseline of the header", address: address ?? files.address(file) };
}

describe("a picture's stage on the review page", () => {
  it("has the extent both pictures share, and outlines each changed region in percent of it", () => {
    const html = markup(
      h(Stage, {
        extent: { width: 1280, height: 130 },
        layers: [recorded()],
        regions: [{ x: 128, y: 13, width: 64, height: 26 }],
      }),
    );
    expect(html).toContain('<div class="stage" style="width:1280px;aspect-ratio:1280 / 130">');
    expect(html).toContain(
      '<div class="region" data-region="0" aria-hidden="true" style="left:10%;top:10%;width:5%;height:20%"></div>',
    );
  });

  it("lays each picture at its own share of the extent, loading it only when it is about to be seen", () => {
    const html = markup(h(Layer, { layer: recorded(), extent: { width: 2560, height: 65 } }));
    expect(html).toBe(
      '<img src="stories.spec.ts/header--on-home-desktop.png" alt="Baseline of the header" loading="lazy" width="1280" height="65" style="width:50%"/>',
    );
  });

  it("points an image and a link at a picture's path, at an embedded picture (the image holding it, or its id), or says it was left out", () => {
    // Lazy as every image on the page: React preloads an image that is not.
    const image = (address: PictureAddress) =>
      markup(h(PictureImage, { picture: recorded(address), alt: "A", loading: "lazy" }));
    const link = (address: PictureAddress) => markup(h(PictureLink, { picture: recorded(address) }, "baseline"));
    expect(image({ path: "files/1-baseline.png" })).toBe('<img src="files/1-baseline.png" alt="A" loading="lazy"/>');
    const holding = { embedded: "0123abcd", holder: () => "data:image/png;base64,iVBO" };
    const held = { embedded: "0123abcd", holder: () => undefined };
    expect(image(holding)).toBe(
      '<img src="data:image/png;base64,iVBO" data-picture="0123abcd" alt="A" loading="lazy"/>',
    );
    expect(image(held)).toBe('<img data-picture="0123abcd" alt="A" loading="lazy"/>');
    expect(image({ leftOut: true })).toBe(`<p class="left-out">${LEFT_OUT}</p>`);
    expect(link({ path: "files/1-baseline.png" })).toBe('<a href="files/1-baseline.png">baseline</a>');
    // A link never holds the bytes (a browser does not open a data: address from a link): the script fills it in.
    expect(link(holding)).toBe('<a data-picture="0123abcd">baseline</a>');
    expect(link({ leftOut: true })).toBe('<span class="left-out-link">baseline (left out)</span>');
    expect(LEFT_OUT).toBe("left out: too large for one file — see the zipped snapshot-review folder");
  });

  it("frames a tall picture in a labelled group that keyboard users can scroll", () => {
    expect(markup(h(Frame, { label: "Baseline, scrolls" }))).toBe(
      '<div class="frame" role="group" aria-label="Baseline, scrolls" tabindex="0"></div>',
    );
  });
});
