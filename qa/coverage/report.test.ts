// @vitest-environment jsdom
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import type { Coverage } from "./coverage";
import { coveragePage } from "./page";
import { coverageSummary } from "./summary";
import { coverageTable } from "./table";

const coverage: Coverage = {
  rules: [
    {
      id: "home-start-today",
      group: "home",
      rule: "'Alusta Täna' scrolls to the download section and leaves the address alone.",
      tests: [
        {
          title: "package card › 'Alusta Täna' links <there>",
          file: "src/components/PackageCard.test.tsx",
          layer: "unit",
          status: "passed",
        },
        { title: "home page › 'Alusta Täna' scrolls", file: "specs/home.spec.ts", layer: "desktop", status: "passed" },
        { title: "home page › 'Alusta Täna' scrolls", file: "specs/home.spec.ts", layer: "mobile", status: "failed" },
      ],
    },
    { id: "price", group: "constants", rule: "The single Premium package costs 19 € per month.", tests: [] },
  ],
  problems: ["@price has no test: The single Premium package costs 19 € per month."],
  unnamed: 7,
};

describe("the coverage table, summary and page", () => {
  it("the table gives each rule's passing tests of all its tests per layer, and its result", () => {
    const [header, startToday, price] = coverageTable(coverage.rules, 20).split("\n");
    expect(header.split(/\s+/)).toEqual(["rule", "unit", "desktop", "mobile", "last", "run"]);
    expect(startToday).toMatch(/^@home-start-today\s+'Alusta Täna' scrol…\s+1\/1\s+1\/1\s+0\/1\s+failed$/);
    expect(price).toMatch(/^@price\s+The single Premium…\s+–\s+–\s+–\s+no test$/);
  });

  it("the job summary counts rules by result and tests by layer, and lists the problems", () => {
    const summary = coverageSummary(coverage);
    expect(summary).toContain("**0 of 2 rules proved** by the last run; 1 failed, 0 not run, 1 without a test.");
    expect(summary).toContain("| mobile | 1 | 0 |");
    expect(summary).toContain("Tests that name no rule: 7.");
    expect(summary).toContain("- @price has no test");
  });

  it("the page is one self-contained file with no accessibility violations, and shows titles as text", async () => {
    const html = coveragePage(coverage);
    expect(html).not.toMatch(/<(script|link)\b|src=/);
    document.documentElement.innerHTML = html.replace(/^<!doctype html>\s*<html lang="en">|<\/html>\s*$/g, "");
    document.documentElement.lang = "en";
    expect(document.querySelector("caption")?.textContent).toBe("Home");
    expect(document.body.textContent).toContain("links <there>");
    const { violations } = await axe.run(document.documentElement, {
      runOnly: ["wcag2a", "wcag2aa", "wcag22aa", "best-practice"],
    });
    expect(violations.map((violation) => violation.id)).toEqual([]);
  });
});
