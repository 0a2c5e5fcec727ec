import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BackToTop } from "./BackToTop";

const DOCUMENT_HEIGHT = 5000;
const VIEWPORT_HEIGHT = 800;

/** Puts the bottom edge of the viewport at the given share of the document height. */
function scrollSoViewportBottomIsAt(share: number) {
  Object.defineProperty(document.documentElement, "scrollHeight", { configurable: true, value: DOCUMENT_HEIGHT });
  vi.stubGlobal("innerHeight", VIEWPORT_HEIGHT);
  vi.stubGlobal("scrollY", share * DOCUMENT_HEIGHT - VIEWPORT_HEIGHT);
  act(() => {
    window.dispatchEvent(new Event("scroll"));
  });
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

  it("hides again when the visitor scrolls back up @state-back-to-top", () => {
    render(<BackToTop />);
    scrollSoViewportBottomIsAt(0.81);
    scrollSoViewportBottomIsAt(0.79);
    expect(backToTop()).not.toBeInTheDocument();
  });

  it("smooth-scrolls to the top when chosen @article-back-to-top", async () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    render(<BackToTop />);
    scrollSoViewportBottomIsAt(0.95);
    await userEvent.click(backToTop() as HTMLElement);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "smooth" });
  });

  it("jumps without animation for visitors who prefer reduced motion", async () => {
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: query.includes("reduce") }));
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    render(<BackToTop />);
    scrollSoViewportBottomIsAt(0.95);
    await userEvent.click(backToTop() as HTMLElement);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "auto" });
  });
});
