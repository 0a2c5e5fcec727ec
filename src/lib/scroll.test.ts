// @vitest-environment jsdom
// Testing Library's DOM matchers (toHaveAttribute, toHaveFocus): the modules project has no setup file that adds them.
import "@testing-library/jest-dom/vitest";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { hrefOfTarget, scrollToTarget } from "./scroll";

let scrolledTo: ScrollToOptions[];
let broughtIntoView: { id: string; options: ScrollIntoViewOptions }[];

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({ matches: reduce && query === "(prefers-reduced-motion: reduce)" })),
  );
}

beforeEach(() => {
  scrolledTo = [];
  broughtIntoView = [];
  vi.spyOn(window, "scrollTo").mockImplementation(((options: ScrollToOptions) => {
    scrolledTo.push(options);
  }) as typeof window.scrollTo);
  Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
    broughtIntoView.push({ id: this.id, options: options as ScrollIntoViewOptions });
  };
  document.body.innerHTML = `
    <section id="paketid" tabindex="-1"><h2>Paketid</h2></section>
    <section id="allalaadimine"><h2>Laadi alla</h2></section>`;
  Object.defineProperty(document.documentElement, "scrollHeight", { value: 4200, configurable: true });
  preferReducedMotion(false);
});
afterEach(() => {
  document.body.innerHTML = "";
});

describe("the links that in-page scrolls show before the page is live", () => {
  it("lead to the top, to the page's end (the footer) or to the section", () => {
    expect(hrefOfTarget("top")).toBe("#");
    expect(hrefOfTarget("bottom")).toBe("#lehe-lopp");
    expect(hrefOfTarget({ section: "paketid" })).toBe("#paketid");
  });
});

describe("scrolling to a target", () => {
  it("glides to the top and to the very bottom of the page @article-back-to-top @about-try-now", () => {
    scrollToTarget("top");
    scrollToTarget("bottom");
    expect(scrolledTo).toEqual([
      { top: 0, behavior: "smooth" },
      { top: 4200, behavior: "smooth" },
    ]);
  });

  it("jumps instead of gliding for a visitor who prefers reduced motion @reduced-motion", () => {
    preferReducedMotion(true);
    scrollToTarget("top");
    scrollToTarget({ section: "paketid" });
    expect(scrolledTo).toEqual([{ top: 0, behavior: "auto" }]);
    expect(broughtIntoView).toEqual([{ id: "paketid", options: { behavior: "auto", block: "start" } }]);
  });

  it("brings a section to the top of the screen, gliding, and moves keyboard focus there, without a second scroll @nav-home-paketid @nav-article-paketid @home-start-today", () => {
    const focus = vi.spyOn(HTMLElement.prototype, "focus");
    scrollToTarget({ section: "paketid" });
    expect(broughtIntoView).toEqual([{ id: "paketid", options: { behavior: "smooth", block: "start" } }]);
    expect(document.activeElement).toHaveAttribute("id", "paketid");
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
  });

  it("leaves focus where it was for a section that does not take focus", () => {
    const button = document.body.appendChild(document.createElement("button"));
    button.focus();
    scrollToTarget({ section: "allalaadimine" });
    expect(broughtIntoView.map(({ id }) => id)).toEqual(["allalaadimine"]);
    expect(document.activeElement).toBe(button);
  });

  it("does nothing for a section that is not on this page", () => {
    expect(() => scrollToTarget({ section: "avaleht" })).not.toThrow();
    expect(broughtIntoView).toEqual([]);
    expect(scrolledTo).toEqual([]);
  });

  it("still scrolls in a browser that cannot say what motion the visitor prefers", () => {
    vi.stubGlobal("matchMedia", undefined);
    scrollToTarget("top");
    expect(scrolledTo).toEqual([{ top: 0, behavior: "smooth" }]);
  });
});
