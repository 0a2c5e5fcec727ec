import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { FIRST_LOAD_JS_BUDGET } from "#qa/plan/budgets.ts";
import { testFolder } from "#qa/support/fixtures/test-folder.ts";
import type { BundleComposition } from "#src/build/bundle-composition.ts";
import { reportPageOf, summaryTable, writeBundleReport } from "./bundle-report.ts";
import { firstLoadOf } from "./first-load.ts";

/** A real build's /about page, trimmed (see first-load.test.ts). */
const FIXTURE = new URL("./fixtures/first-load/", import.meta.url).pathname;
const composition: BundleComposition = JSON.parse(readFileSync(`${FIXTURE}bundle-composition.json`, "utf8"));
const about = { page: "/about", firstLoad: firstLoadOf(FIXTURE, "about/index.html", composition) };

describe("bundle report", () => {
  it("prints a page's total, its headroom under the budget, and the framework's and the site's own shares", () => {
    const [header, line] = summaryTable([about]).split("\n");
    expect(header).toMatch(/page\s+first load \(KB gzip\)\s+under budget \(KB\)\s+framework\s+site's own/);
    const [, total, headroom, framework, own] = line.split(/\s{2,}/).map(Number.parseFloat);
    expect(total).toBeCloseTo(about.firstLoad.gzip / 1024, 1);
    expect(headroom).toBeCloseTo((FIRST_LOAD_JS_BUDGET - about.firstLoad.gzip) / 1024, 1);
    expect(framework + own).toBeCloseTo(total, 0);
  });

  it("writes a page that lists every module of every page, and flags a page over budget", () => {
    const html = reportPageOf([
      about,
      { page: "/heavy", firstLoad: { ...about.firstLoad, gzip: FIRST_LOAD_JS_BUDGET + 1 } },
    ]);
    expect(html).toContain("<td>src/content/about.ts</td>");
    expect(html).toContain('<tr class="framework"><td>react-dom/cjs/react-dom-client.production.js</td>');
    expect(html.match(/over budget/g)).toHaveLength(1);
    expect(html).toMatch(/<h2>\/heavy: [\d.]+ KB of 117\.0 KB <strong class="over">over budget<\/strong><\/h2>/);
  });
});

/** A first load made up to the kilobyte: a framework module, and site code whose path merely names react. */
const made = {
  page: "/made",
  firstLoad: {
    gzip: 4096,
    scripts: [
      {
        file: "/assets/entry.js",
        gzip: 3072,
        modules: [
          { id: "react-dom/cjs/react-dom-client.production.js", bytes: 9000, gzip: 1024 },
          { id: "src/lib/react/hooks.ts", bytes: 4000, gzip: 2048 },
        ],
      },
      { file: "/assets/route.js", gzip: 1024, modules: [{ id: "scheduler/index.js", bytes: 2000, gzip: 1024 }] },
    ],
  },
};

describe("bundle report, to the byte", () => {
  it("counts only React, React DOM, React Router and the scheduler as the framework, in columns as wide as their cells", () => {
    expect(summaryTable([made, { page: "/", firstLoad: { gzip: 0, scripts: [] } }])).toBe(
      [
        "page   first load (KB gzip)  under budget (KB)  framework  site's own",
        "/made                   4.0              113.0        2.0         2.0",
        "/                       0.0              117.0        0.0         0.0",
      ].join("\n"),
    );
  });

  it("writes each page's scripts and a table of its modules with their sizes, the framework's rows greyed", () => {
    const html = reportPageOf([made]);
    expect(html).toContain("<title>First-load JavaScript by page</title>");
    expect(html).toContain("<h1>First-load JavaScript by page (gzip)</h1>");
    expect(html).toContain(
      "<p>What each page downloads and runs before it is live, against the budget of 117.0 KB (qa/plan/budgets.ts).",
    );
    expect(html).toContain(
      "<section><h2>/made: 4.0 KB of 117.0 KB</h2><p>Scripts: /assets/entry.js (3.0 KB), /assets/route.js (1.0 KB)</p>",
    );
    expect(html).toContain(
      '<table><caption>Modules of /made, largest first</caption><thead><tr><th scope="col">module</th><th scope="col">KB gzip (share of its chunk)</th><th scope="col">KB minified</th></tr></thead>',
    );
    expect(html).toContain(
      [
        "<tbody>",
        "<tr><td>src/lib/react/hooks.ts</td><td>2.0</td><td>3.9</td></tr>",
        '<tr class="framework"><td>react-dom/cjs/react-dom-client.production.js</td><td>1.0</td><td>8.8</td></tr>',
        '<tr class="framework"><td>scheduler/index.js</td><td>1.0</td><td>2.0</td></tr>',
        "</tbody>",
      ].join(""),
    );
  });

  it("flags a page right at the budget as within it", () => {
    const html = reportPageOf([{ page: "/full", firstLoad: { ...made.firstLoad, gzip: FIRST_LOAD_JS_BUDGET } }]);
    expect(html).toContain("<h2>/full: 117.0 KB of 117.0 KB</h2>");
  });

  it("renders without a warning from React", () => {
    const warnings = vi.spyOn(console, "error").mockImplementation(() => {});
    reportPageOf([about, made]);
    expect(warnings).not.toHaveBeenCalled();
    warnings.mockRestore();
  });
});

describe("npm run bundle:report", () => {
  it("writes the report page of a build's pages and prints their table and where the page is", () => {
    const results = join(testFolder("bundle-report"), "reports", "bench");
    const printed = writeBundleReport(
      FIXTURE,
      `${FIXTURE}bundle-composition.json`,
      [{ page: "/about", file: "about/index.html" }],
      results,
    );
    const out = join(results, "bundle-report.html");
    expect(printed).toBe(`${summaryTable([about])}\n\nEvery module of every page: ${out}`);
    expect(readFileSync(out, "utf8")).toBe(reportPageOf([about]));
  });

  it("asks for a build when there is none", () => {
    const results = testFolder("bundle-report");
    expect(() => writeBundleReport(FIXTURE, `${results}/bundle-composition.json`, [], results)).toThrow(
      "No build to report on: run `npm run build` first.",
    );
  });
});
