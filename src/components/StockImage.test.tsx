import { act, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFERRED_PHOTO, WAITING_PHOTO_SRC } from "../lib/before-live";
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
    // Its file is an empty stand-in written into the page: valid HTML, and no request.
    expect(img).toHaveAttribute("src", WAITING_PHOTO_SRC);
    expect(img).not.toHaveAttribute("srcset");
    // A sizes attribute without srcset is invalid HTML: it waits with the files.
    expect(img).not.toHaveAttribute("sizes");
    // What the before-live script needs to fetch it early when the visitor scrolls.
    expect(img.getAttribute(DEFERRED_PHOTO.src)).toMatch(/\/photo-1\?w=600&h=400/);
    expect(img.getAttribute(DEFERRED_PHOTO.srcset)).toMatch(/ 400w, .* 600w$/);
    expect(img).toHaveAttribute(DEFERRED_PHOTO.sizes, "100vw");
    // Its box is reserved all the same: nothing shifts when it arrives.
    expect(img).toHaveAttribute("width", "600");
    expect(img).toHaveAttribute("height", "400");
  });

  it("the stand-in a photo shows while it waits is an empty picture with no size of its own, inside the page", () => {
    const standIn = decodeURIComponent(WAITING_PHOTO_SRC.replace(/^data:image\/svg\+xml,/, ""));
    const svg = new DOMParser().parseFromString(standIn, "image/svg+xml").documentElement;
    expect(svg.namespaceURI).toBe("http://www.w3.org/2000/svg");
    // No size or viewBox: the box stays the one the photo's width and height reserve.
    expect(svg.getAttributeNames()).toEqual(["xmlns"]);
    expect(svg.childElementCount).toBe(0);
  });

  it("without JavaScript the prerendered page shows it all the same, from <noscript>", () => {
    const img = prerendered();
    expect(img).toHaveClass("noscript:hidden");
    const fallback = new DOMParser().parseFromString(document.querySelector("noscript")?.innerHTML ?? "", "text/html");
    expect(fallback.querySelector("img")?.getAttribute("src")).toMatch(/\/photo-1\?w=600&h=400/);
    expect(fallback.querySelector("img")?.getAttribute("alt")).toBe("Jooksja pargis");
  });

  it("once React has adopted the prerendered photo, the same element gets its file, with no mismatch", async () => {
    const img = prerendered();
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(document.body, image(), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(screen.getByRole("img", { name: "Jooksja pargis" })).toBe(img);
    expect(img.getAttribute("src")).toMatch(/\/photo-1\?w=600&h=400/);
    expect(img.getAttribute("srcset")).toMatch(/ 400w, .* 600w$/);
    expect(img).toHaveAttribute("sizes", "100vw");
    expect(img).not.toHaveAttribute(DEFERRED_PHOTO.src);
    expect(img).toHaveAttribute("loading", "lazy");
    expect(document.querySelector("noscript")).toBeNull();
  });

  it("drawn by React from the start (a visit from another page), it loads as the browser sees fit", () => {
    const { getByRole } = render(image());
    expect(getByRole("img", { name: "Jooksja pargis" }).getAttribute("src")).toMatch(/\/photo-1\?w=600&h=400/);
  });
});
