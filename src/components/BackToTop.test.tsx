import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BackToTop } from "./BackToTop";

const DOCUMENT_HEIGHT = 5000;
const VIEWPORT_HEIGHT = 800;

/** Puts the bottom edge of the viewport at the given share of the document height, without telling the page. */
function placeViewportBottomAt(share: number, viewportHeight = VIEWPORT_HEIGHT) {
  Object.defineProperty(document.documentElement, "scrollHeight", { configurable: true, value: DOCUMENT_HEIGHT });
  vi.stubGlobal("innerHeight", viewportHeight);
  vi.stubGlobal("scrollY", share * DOCUMENT_HEIGHT - viewportHeight);
}

function dispatchOnWindow(type: "scroll" | "resize") {
  act(() => {
    window.dispatchEvent(new Event(type));
  });
}

/** The visitor scrolls so that the bottom edge of the viewport is at the given share of the document height. */
function scrollSoViewportBottomIsAt(share: number) {
  placeViewportBottomAt(share);
  dispatchOnWindow("scroll");
}

/** The visitor scrolls to a pixel, on a page of the given height with an 800 px viewport. */
function scrollToY(y: number, documentHeight = DOCUMENT_HEIGHT) {
  Object.defineProperty(document.documentElement, "scrollHeight", { configurable: true, value: documentHeight });
  vi.stubGlobal("innerHeight", VIEWPORT_HEIGHT);
  vi.stubGlobal("scrollY", y);
  dispatchOnWindow("scroll");
}

const backToTop = () => screen.queryByRole("button", { name: "Tagasi üles" });

afterEach(() => {
  Reflect.deleteProperty(document.documentElement, "scrollHeight");
});

describe("back-to-top button", () => {
  it("is hidden (not focusable, not announced) while the viewport ends at 79% of the page @state-back-to-top @back-to-top-threshold", () => {
    render(<BackToTop />);
    scrollSoViewportBottomIsAt(0.79);
    expect(backToTop()).not.toBeInTheDocument();
  });

  it("is hidden exactly at the 80% threshold @state-back-to-top @back-to-top-threshold", () => {
    render(<BackToTop />);
    scrollSoViewportBottomIsAt(0.8);
    expect(backToTop()).not.toBeInTheDocument();
  });

  it("appears once the viewport ends past 80% of the page (81%) @state-back-to-top @back-to-top-threshold", () => {
    render(<BackToTop />);
    scrollSoViewportBottomIsAt(0.81);
    expect(backToTop()).toBeVisible();
  });

  // 80 % of 5000 px is 4000 px: with an 800 px viewport, the bottom edge passes it at any scrollY above 3200.
  it("is hidden at the last pixel not past 80% (scrollY 3200 of 5000, viewport 800) and shows at the first past it (3201), both ways @state-back-to-top @back-to-top-threshold", () => {
    render(<BackToTop />);
    scrollToY(3200);
    expect(backToTop()).not.toBeInTheDocument();
    scrollToY(3201);
    expect(backToTop()).toBeVisible();
    scrollToY(3200);
    expect(backToTop()).not.toBeInTheDocument();
  });

  it("on a page whose 80% falls between pixels (5003 px: 4002.4), is hidden at scrollY 3202 and shows at 3203 @state-back-to-top @back-to-top-threshold", () => {
    render(<BackToTop />);
    scrollToY(3202, 5003);
    expect(backToTop()).not.toBeInTheDocument();
    scrollToY(3203, 5003);
    expect(backToTop()).toBeVisible();
  });

  it("on a phone whose scroll positions fall between CSS pixels, is hidden 0.05 px before 80% and shows 0.05 px past it @state-back-to-top @back-to-top-threshold", () => {
    render(<BackToTop />);
    // 80 % of 5003 px is 4002.4 px: the bottom edge at 4002.35 px is not past it, at 4002.45 px it is.
    scrollToY(3202.35, 5003);
    expect(backToTop()).not.toBeInTheDocument();
    scrollToY(3202.45, 5003);
    expect(backToTop()).toBeVisible();
  });

  it("hides again when the visitor scrolls back up @state-back-to-top", () => {
    render(<BackToTop />);
    scrollSoViewportBottomIsAt(0.81);
    scrollSoViewportBottomIsAt(0.79);
    expect(backToTop()).not.toBeInTheDocument();
  });

  it("is not in the prerendered page, which cannot know where the visitor will be", () => {
    placeViewportBottomAt(0.95);
    expect(renderToString(<BackToTop />)).toBe("");
  });

  it("is there at once on a page that opens scrolled far down, as a reload does, before any scroll", () => {
    placeViewportBottomAt(0.95);
    render(<BackToTop />);
    expect(backToTop()).toBeVisible();
  });

  it("appears when the window grows taller and its bottom edge passes the threshold without a scroll", () => {
    render(<BackToTop />);
    scrollSoViewportBottomIsAt(0.79);
    // The top edge stays where it is; only the viewport gets taller (a rotated tablet, a resized window).
    placeViewportBottomAt(0.85, VIEWPORT_HEIGHT + 0.06 * DOCUMENT_HEIGHT);
    dispatchOnWindow("resize");
    expect(backToTop()).toBeVisible();
  });

  it("smooth-scrolls to the top when chosen @article-back-to-top", async () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    render(<BackToTop />);
    scrollSoViewportBottomIsAt(0.95);
    await userEvent.click(backToTop() as HTMLElement);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "smooth" });
  });

  it("jumps without animation for visitors who prefer reduced motion @reduced-motion", async () => {
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: query.includes("reduce") }));
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    render(<BackToTop />);
    scrollSoViewportBottomIsAt(0.95);
    await userEvent.click(backToTop() as HTMLElement);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "auto" });
  });
});
