// @vitest-environment jsdom
import axe from "axe-core";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { stabilityPage } from "./page";
import type { Verdict } from "./verdict";

const flakyTest = "[mobile] specs/home.spec.ts › home page › looks right";
const verdict: Verdict = {
  flaky: [flakyTest],
  failing: [],
  changed: [],
  unstable: [
    {
      test: flakyTest,
      screenshot: "home",
      why: "run 1 matched the approved picture, run 2 did not",
      pictures: ["a.png", "b.png"],
    },
  ],
};
const nothing: Verdict = { flaky: [], failing: [], changed: [], unstable: [] };

/** Opens the page in the test's document, as a browser would. */
function open(html: string) {
  document.documentElement.innerHTML = html.replace(/^<!doctype html>\s*<html lang="en">|<\/html>\s*$/g, "");
  document.documentElement.lang = "en";
}
const texts = (selector: string) => [...document.querySelectorAll(selector)].map((element) => element.textContent);
const summary = () => document.querySelector("h1 + p")?.textContent;

// React prints its warnings (a list without keys, say) on the console of whoever runs the stability check.
let warnings: MockInstance;
beforeEach(() => {
  warnings = vi.spyOn(console, "error");
});
afterEach(() => {
  expect(warnings).not.toHaveBeenCalled();
});

describe("the stability page", () => {
  it("names the flaky test and shows an unstable screenshot's two pictures side by side, without accessibility violations", async () => {
    open(stabilityPage(verdict, 3, [["pictures/1-first.png", "pictures/1-second.png"]]));
    expect(document.querySelector("h1")?.textContent).toBe("Stability run: each test 3 times");
    expect(document.querySelector("ul li")?.textContent).toBe(verdict.flaky[0]);
    expect([...document.querySelectorAll("img")].map((img) => img.getAttribute("src"))).toEqual([
      "pictures/1-first.png",
      "pictures/1-second.png",
    ]);
    const { violations } = await axe.run(document.documentElement, {
      runOnly: ["wcag2a", "wcag2aa", "wcag22aa", "best-practice"],
    });
    expect(violations.map((violation) => violation.id)).toEqual([]);
  });

  it("says so when every test and picture came out the same every time, with no empty sections", () => {
    open(stabilityPage(nothing, 3, []));
    expect(summary()).toBe("Every test passed every time, and every picture came out the same.");
    expect(texts("h1, h2, h3")).toEqual(["Stability run: each test 3 times"]);
    expect(document.querySelectorAll("ul, section, img")).toHaveLength(0);
  });

  it("says something did not come out the same whenever anything is listed, whatever the mix", () => {
    const one = (name: string) => [name];
    const unstable = verdict.unstable;
    const mixes: Verdict[] = [
      { ...nothing, flaky: one("flaky") },
      { ...nothing, failing: one("failing") },
      { ...nothing, changed: one("changed") },
      { ...nothing, unstable },
      { ...nothing, flaky: one("flaky"), failing: one("failing") },
      { ...nothing, flaky: one("flaky"), unstable },
      { ...nothing, flaky: one("flaky"), changed: one("changed") },
    ];
    for (const mix of mixes) {
      open(stabilityPage(mix, 3, [["pictures/1-first.png", "pictures/1-second.png"]]));
      expect(summary()).toBe("Some tests or pictures did not come out the same each time.");
    }
  });

  it("lists each kind under its own heading, a reader's outline in order", () => {
    const full: Verdict = {
      flaky: ["[mobile] flaky one", "[desktop] flaky two"],
      failing: ["[build] failing one"],
      changed: ["[desktop] changed one: menu"],
      unstable: [
        { ...verdict.unstable[0], screenshot: "home" },
        {
          ...verdict.unstable[0],
          screenshot: "menu",
          why: "did not settle within run 2: two frames in a row differed",
        },
      ],
    };
    open(
      stabilityPage(full, 5, [
        ["pictures/1-first.png", "pictures/1-second.png"],
        ["pictures/2-first.png", "pictures/2-second.png"],
      ]),
    );
    expect(texts("h1, h2, h3")).toEqual([
      "Stability run: each test 5 times",
      "Flaky: passed in some runs, failed in others",
      "Failing in every run",
      "Differing from the approved picture in every run, the same way each time",
      "Unstable pictures",
      `home: ${flakyTest}`,
      `menu: ${flakyTest}`,
    ]);
    expect(
      [...document.querySelectorAll("ul")].map((list) => [...list.children].map((item) => item.textContent)),
    ).toEqual([
      ["[mobile] flaky one", "[desktop] flaky two"],
      ["[build] failing one"],
      ["[desktop] changed one: menu"],
    ]);
    expect(texts("section p")).toEqual([full.unstable[0].why, full.unstable[1].why]);
  });

  it("names each picture for a screen reader and captions it first or second, the two side by side", () => {
    open(stabilityPage(verdict, 3, [["pictures/1-first.png", "pictures/1-second.png"]]));
    const figures = [...document.querySelectorAll("figure")];
    expect(
      figures.map((figure) => [figure.querySelector("img")?.alt, figure.querySelector("figcaption")?.textContent]),
    ).toEqual([
      ["first picture of home", "first"],
      ["second picture of home", "second"],
    ]);
    expect(figures[0].parentElement).toBe(figures[1].parentElement);
    expect(getComputedStyle(figures[0].parentElement as HTMLElement).display).toBe("flex");
  });
});
