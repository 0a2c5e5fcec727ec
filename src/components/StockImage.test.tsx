import { render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { DEFERRED_PHOTO } from "../lib/before-live";
import { StockImage } from "./StockImage";

const photo = { id: "photo-1", alt: "Jooksja pargis" };
const image = (importance?: "lcp" | "later") => (
  <StockImage photo={photo} width={600} height={400} widths={[400, 600]} sizes="100vw" importance={importance} />
);
const prerendered = (importance?: "lcp" | "later") => {
  document.body.innerHTML = renderToString(image(importance));
  return document.querySelector("img") as HTMLImageElement;
};

describe("StockImage", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("the page's main photo is in the prerendered HTML, fetched at once and first", () => {
    const img = prerendered("lcp");
    expect(img.getAttribute("src")).toMatch(/\/photo-1\?w=600&h=400/);
    expect(img.getAttribute("srcset")).toMatch(/ 400w, .* 600w$/);
    expect(img).toHaveAttribute("fetchpriority", "high");
    expect(img).toHaveAttribute("loading", "eager");
  });

  it("a photo further down asks for no file in the prerendered HTML: it does not compete with the scripts @pictures-photos-later", () => {
    const img = prerendered();
    expect(img).not.toHaveAttribute("src");
    expect(img).not.toHaveAttribute("srcset");
    // What the before-live script needs to fetch it early when the visitor scrolls.
    expect(img.getAttribute(DEFERRED_PHOTO.src)).toMatch(/\/photo-1\?w=600&h=400/);
    expect(img.getAttribute(DEFERRED_PHOTO.srcset)).toMatch(/ 400w, .* 600w$/);
    // Its box is reserved all the same: nothing shifts when it arrives.
    expect(img).toHaveAttribute("width", "600");
    expect(img).toHaveAttribute("height", "400");
  });

  it("once React has the page, that photo loads as the browser sees fit (lazily, from its srcset)", () => {
    const { getByRole } = render(image());
    const img = getByRole("img", { name: "Jooksja pargis" });
    expect(img.getAttribute("src")).toMatch(/\/photo-1\?w=600&h=400/);
    expect(img.getAttribute("srcset")).toMatch(/ 400w, .* 600w$/);
    expect(img).toHaveAttribute("loading", "lazy");
  });
});
