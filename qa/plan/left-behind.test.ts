import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type FakePage, openFakePage } from "#qa/engines/fixtures/fake-driver.ts";
import { leaveInterval, leaveScroll, STATE_ASKED, storyPageState } from "./left-behind.ts";

let page: FakePage;
let logged: string[];
beforeEach(() => {
  page = openFakePage();
  logged = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    logged.push(args.map(String).join(" "));
  });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("what a story leaves behind", () => {
  it("an interval marks whatever story is shown, the next one too", () => {
    vi.useFakeTimers();
    page.show('<div id="storybook-root"><p>before</p></div>', false);
    leaveInterval();
    vi.advanceTimersByTime(5);
    expect(page.document.querySelector("#storybook-root > p")?.getAttribute("data-left-behind")).toBe("an interval");
    page.show('<div id="storybook-root"><p>next</p></div>', false);
    vi.advanceTimersByTime(5);
    expect(page.document.querySelector("#storybook-root > p")?.getAttribute("data-left-behind")).toBe("an interval");
  });

  it("a scroll goes down at once, and says where it got to", () => {
    vi.mocked(page.window.scrollTo).mockImplementation(((options: ScrollToOptions) => {
      Object.defineProperty(page.window, "scrollY", { value: options.top, configurable: true });
    }) as typeof window.scrollTo);
    expect(leaveScroll()).toBe(120);
    expect(page.window.scrollTo).toHaveBeenCalledWith({ top: 120, behavior: "instant" });
  });
});

describe("what the story's page is like", () => {
  it("says where it is scrolled, what has the focus, the rings, forced states, marks, the story's errors and the contact address's answer, and logs its own error", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("Aitäh!", { status: 200 })),
    );
    page.show(
      '<div id="storybook-root"><button class="pseudo-hover">Saada</button><p data-left-behind="an interval"></p><img alt="" src="https://images.unsplash.com/photo-1"></div>',
      false,
    );
    page.document.querySelector("button")?.focus();
    page.document.body.setAttribute("data-story-errors", "Form submission error");
    Object.defineProperty(page.window, "scrollY", { value: 40, configurable: true });
    expect(await storyPageState({ ...STATE_ASKED, ownError: "mine" })).toEqual({
      scrolledTo: 40,
      focused: "BUTTON",
      // jsdom knows no :focus-visible heuristics: a focused control matches it.
      focusRings: 1,
      forcedStates: 1,
      marked: 1,
      images: ["https://images.unsplash.com/photo-1"],
      storyErrors: "Form submission error",
      contactAnswer: "status 200",
    });
    expect(logged).toEqual(["mine"]);
    // The contact form's own address: the root of the catalogue's origin.
    expect(fetch).toHaveBeenCalledWith("/", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "form-name=contact",
    });
  });

  it("says the contact address gave no answer when the request fails, and nothing of a page left alone", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    page.show('<div id="storybook-root"><p></p></div>', false);
    expect(await storyPageState(STATE_ASKED)).toEqual({
      scrolledTo: 0,
      focused: "BODY",
      focusRings: 0,
      forcedStates: 0,
      marked: 0,
      images: [],
      storyErrors: null,
      contactAnswer: "no answer",
    });
  });
});

describe("the interval a story leaves behind", () => {
  it("marks nothing, and goes on, while no story is shown", () => {
    vi.useFakeTimers();
    page.show('<div id="storybook-root"></div>', false);
    leaveInterval();
    vi.advanceTimersByTime(5);
    page.show('<div id="storybook-root"><p>next</p></div>', false);
    vi.advanceTimersByTime(5);
    expect(page.document.querySelector("#storybook-root > p")?.getAttribute("data-left-behind")).toBe("an interval");
  });
});
