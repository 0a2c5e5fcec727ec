// @vitest-environment jsdom
import axe from "axe-core";
import { describe, expect, it, vi } from "vitest";
import type { Coverage, RuleCoverage } from "./coverage";
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

// A run with a rule of every result: failed, proved by pictures only, proved, not run, without a test.
const packageCard = {
  title: "home page › the package card @home-package @price",
  file: "specs/home.spec.ts",
  layer: "desktop",
  status: "passed" as const,
  pictures: true,
};
const price: RuleCoverage = {
  id: "price",
  group: "constants",
  rule: "The single Premium package costs 19 € per month.",
  tests: [
    packageCard,
    { title: "home page › says 19 € kuus @price", file: "specs/home.spec.ts", layer: "desktop", status: "passed" },
  ],
};
const run: Coverage = {
  rules: [
    coverage.rules[0],
    {
      id: "home-package",
      group: "home",
      rule: "The package card is 'Premium Pakett' with eight listed features.",
      tests: [packageCard],
    },
    {
      id: "contact-form-host",
      group: "calls",
      rule: "The form is marked for the form host.",
      tests: [
        {
          title: "the contact page carries the form @contact-form-host",
          file: "specs/build-output.spec.ts",
          layer: "build",
          status: "not run",
        },
      ],
    },
    price,
    { id: "copyright-year", group: "constants", rule: "The footer says © 2025.", tests: [] },
  ],
  problems: [
    "@home-start-today is not proved by the last run (unit passed, desktop passed, mobile failed)",
    "@contact-form-host is not proved by the last run (build not run)",
    "@copyright-year has no test: The footer says © 2025.",
  ],
  unnamed: 3,
};
// A run that proved every rule.
const proved: Coverage = { rules: [price], problems: [], unnamed: 3 };

/** The page, opened in this file's document. */
function open(page: Coverage) {
  document.documentElement.innerHTML = coveragePage(page).replace(
    /^<!doctype html>\s*<html lang="en">|<\/html>\s*$/g,
    "",
  );
  document.documentElement.lang = "en";
  return document;
}

/** An element's text as a reader sees it: a line break for each `<br>` and between list items. */
function lines(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const br of copy.querySelectorAll("br")) br.replaceWith("\n");
  for (const item of copy.querySelectorAll("li + li")) item.prepend("\n");
  return copy.textContent ?? "";
}

describe("the coverage table, summary and page", () => {
  it("the table gives each rule's passing tests of all its tests per layer, and its result", () => {
    const [header, startToday, price] = coverageTable(coverage.rules, 20).split("\n");
    expect(header.split(/\s+/)).toEqual(["rule", "unit", "desktop", "mobile", "last", "run"]);
    expect(startToday).toMatch(/^@home-start-today\s+'Alusta Täna' scrol…\s+1\/1\s+1\/1\s+0\/1\s+failed$/);
    expect(price).toMatch(/^@price\s+The single Premium…\s+–\s+–\s+–\s+no test$/);
  });

  it("the table lines each column up under its heading, as wide as its longest id and layer", () => {
    expect(coverageTable(coverage.rules, 20)).toBe(
      [
        "rule               " + "                      " + "unit     desktop  mobile   last run",
        "@home-start-today  'Alusta Täna' scrol…  1/1      1/1      0/1      failed",
        "@price             The single Premium…   –        –        –        no test",
      ].join("\n"),
    );
  });

  it("the job summary says each result's count, each layer's tests (each once) and passes, and each problem", () => {
    expect(coverageSummary(run)).toBe(`## Spec rule coverage

**2 of 5 rules proved** by the last run; 1 failed, 1 not run, 1 without a test.

| layer | tests naming a rule | passed |
| --- | ---: | ---: |
| unit | 1 | 1 |
| build | 1 | 0 |
| desktop | 3 | 3 |
| mobile | 1 | 0 |

Tests that name no rule: 3.

### Problems

- @home-start-today is not proved by the last run (unit passed, desktop passed, mobile failed)
- @contact-form-host is not proved by the last run (build not run)
- @copyright-year has no test: The footer says © 2025.
`);
  });

  it("the job summary of a run that proved every rule has no problems section", () => {
    expect(coverageSummary(proved)).toBe(`## Spec rule coverage

**1 of 1 rules proved** by the last run; 0 failed, 0 not run, 0 without a test.

| layer | tests naming a rule | passed |
| --- | ---: | ---: |
| desktop | 2 | 2 |

Tests that name no rule: 3.
`);
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

  it("the page says how many rules the last run proved, how many tests name none, and how to run one rule's tests", () => {
    const intro = open(run).querySelector("h1 + p");
    expect(intro?.textContent).toBe(
      "2 of 5 rules proved by the last run. 3 tests name no rule (checks of the host, the build and the harness). " +
        "Run one rule's tests with npx vitest run -t @id and npx playwright test --grep @id.",
    );
    expect([...(intro?.querySelectorAll("code") ?? [])].map((code) => code.textContent)).toEqual([
      "npx vitest run -t @id",
      "npx playwright test --grep @id",
    ]);
  });

  it("the page gives each group a table of its rules: per layer their tests with result and file, or –, and the rule's result", () => {
    const tables = [...open(run).querySelectorAll("table")].map((table) => ({
      caption: table.querySelector("caption")?.textContent,
      rows: [...table.querySelectorAll("tr")].map((row) => [...row.children].map(lines)),
    }));
    const head = ["id", "rule", "unit", "build", "desktop", "mobile", "last run"];
    expect(tables).toEqual([
      {
        caption: "Home",
        rows: [
          head,
          [
            "@home-start-today",
            "'Alusta Täna' scrolls to the download section and leaves the address alone.",
            "passed: package card › 'Alusta Täna' links <there> (src/components/PackageCard.test.tsx)",
            "–",
            "passed: home page › 'Alusta Täna' scrolls (specs/home.spec.ts)",
            "failed: home page › 'Alusta Täna' scrolls (specs/home.spec.ts)",
            "failed",
          ],
          [
            "@home-package",
            "The package card is 'Premium Pakett' with eight listed features.",
            "–",
            "–",
            "passed: home page › the package card @home-package @price (specs/home.spec.ts)",
            "–",
            "proved\nby pictures only",
          ],
        ],
      },
      {
        caption: "Calls made",
        rows: [
          head,
          [
            "@contact-form-host",
            "The form is marked for the form host.",
            "–",
            "not run: the contact page carries the form @contact-form-host (specs/build-output.spec.ts)",
            "–",
            "–",
            "not run",
          ],
        ],
      },
      {
        caption: "Constants and limits",
        rows: [
          head,
          [
            "@price",
            "The single Premium package costs 19 € per month.",
            "–",
            "–",
            "passed: home page › the package card @home-package @price (specs/home.spec.ts)\n" +
              "passed: home page › says 19 € kuus @price (specs/home.spec.ts)",
            "–",
            "proved",
          ],
          ["@copyright-year", "The footer says © 2025.", "–", "–", "–", "–", "no test"],
        ],
      },
    ]);
  });

  it("the page heads each row with its rule's id and each column with its name, for screen readers", () => {
    const page = open(run);
    const headers = (scope: string) =>
      [...page.querySelectorAll(`table:first-of-type th[scope=${scope}]`)].map((th) => th.textContent);
    expect(headers("col")).toEqual(["id", "rule", "unit", "build", "desktop", "mobile", "last run"]);
    expect(headers("row")).toEqual(["@home-start-today", "@home-package"]);
  });

  it("the page colours each result: green proved and passed, red failed and without a test, amber not run", () => {
    const page = open(run);
    const [green, red, amber] = ["rgb(20, 98, 46)", "rgb(164, 22, 26)", "rgb(122, 75, 0)"];
    const colour = (element: Element) => getComputedStyle(element).color;
    const lastRun = [...page.querySelectorAll("tbody tr")].map((row) => [
      row.querySelector("th")?.textContent,
      row.lastElementChild && colour(row.lastElementChild),
    ]);
    expect(lastRun).toEqual([
      ["@home-start-today", red],
      ["@home-package", green],
      ["@contact-form-host", amber],
      ["@price", green],
      ["@copyright-year", red],
    ]);
    const results = [...page.querySelectorAll("li > span")].map((span) => [span.textContent, colour(span)] as const);
    expect(new Map(results)).toEqual(
      new Map([
        ["passed", green],
        ["failed", red],
        ["not run", amber],
      ]),
    );
  });

  it("the page lists the problems under their own heading, and has no such heading when there are none", () => {
    const withProblems = open(run);
    expect(withProblems.querySelector("h2")?.textContent).toBe("Problems");
    expect([...withProblems.querySelectorAll("h2 + ul > li")].map((li) => li.textContent)).toEqual(run.problems);
    expect(open(proved).querySelector("h2")).toBeNull();
  });

  it("the page is written without React's warnings on the console", () => {
    const warnings = vi.spyOn(console, "error");
    coveragePage(run);
    expect(warnings).not.toHaveBeenCalled();
  });
});
