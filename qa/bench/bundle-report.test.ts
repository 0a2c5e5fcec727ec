import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { BundleComposition } from "#src/build/bundle-composition.ts";
import { FIRST_LOAD_JS_BUDGET } from "./budgets.ts";
import { reportPageOf, summaryTable } from "./bundle-report.ts";
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
