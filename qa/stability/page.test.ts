// @vitest-environment jsdom
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { stabilityPage } from "./page";

const verdict = {
  flaky: ["[mobile] specs/home.spec.ts › home page › looks right"],
  failing: [],
  changed: [],
  unstable: [
    {
      test: "[mobile] specs/home.spec.ts › home page › looks right",
      screenshot: "home",
      why: "run 1 matched the approved picture, run 2 did not",
      pictures: ["a.png", "b.png"] as [string, string],
    },
  ],
};

describe("the stability page", () => {
  it("names the flaky test and shows an unstable screenshot's two pictures side by side, without accessibility violations", async () => {
    const html = stabilityPage(verdict, 3, [["pictures/1-first.png", "pictures/1-second.png"]]);
    document.documentElement.innerHTML = html.replace(/^<!doctype html>\s*<html lang="en">|<\/html>\s*$/g, "");
    document.documentElement.lang = "en";
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

  it("says so when every test and picture came out the same every time", () => {
    const html = stabilityPage({ flaky: [], failing: [], changed: [], unstable: [] }, 3, []);
    expect(html).toContain("Every test passed every time, and every picture came out the same.");
  });
});
