/**
 * `npm run bundle:report`: what each page's first-load JavaScript is made of, module by module,
 * against the budget. Reads the last `npm run build` (build/client and the composition the build
 * records beside it); prints one line per page and writes reports/bench/bundle-report.html, a
 * self-contained page with every module of every page.
 *
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Fragment } from "react";
import { FIRST_LOAD_JS_BUDGET } from "#qa/plan/budgets.ts";
import { REPORTS } from "#qa/settings.ts";
import { h, reportPage } from "#qa/support/index.ts";
import { type BundleComposition, COMPOSITION_FILE } from "#src/build/bundle-composition.ts";
import { NOT_FOUND_PAGES } from "#src/lib/paths.ts";
import { publicPaths } from "#src/lib/public-paths.ts";
import { type FirstLoad, firstLoadOf, modulesOf } from "./first-load.ts";

const ROOT = join(import.meta.dirname, "..", "..");
const RESULTS_DIR = join(ROOT, REPORTS.bench);
const CLIENT = join(ROOT, "build", "client");
const COMPOSITION = join(CLIENT, "..", COMPOSITION_FILE);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Framework modules, told apart so that the site's own share shows. */
const isFramework = (id: string) => /^(react|react-dom|react-router|scheduler)\//.test(id);

export interface PageLoad {
  page: string;
  firstLoad: FirstLoad;
}

/** One line a page: its total, its headroom under the budget, the framework's and the site's own share. */
export function summaryTable(pages: PageLoad[]): string {
  const rows = pages.map(({ page, firstLoad }) => {
    const framework = modulesOf(firstLoad)
      .filter((module) => isFramework(module.id))
      .reduce((sum, module) => sum + module.gzip, 0);
    return [
      page,
      kb(firstLoad.gzip),
      kb(FIRST_LOAD_JS_BUDGET - firstLoad.gzip),
      kb(framework),
      kb(firstLoad.gzip - framework),
    ];
  });
  const header = ["page", "first load (KB gzip)", "under budget (KB)", "framework", "site's own"];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
  const format = (cells: string[]) =>
    cells.map((cell, i) => (i ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join("  ");
  return [format(header), ...rows.map(format)].join("\n");
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:72rem;margin:2rem auto;padding:0 1rem;color:#111}
table{border-collapse:collapse;width:100%;margin-bottom:2rem}th,td{text-align:left;padding:.2rem .5rem;border-bottom:1px solid #ccc}
td:nth-child(n+2),th:nth-child(n+2){text-align:right}.framework{color:#555}.over{color:#a00}`;

function PageSection({ page, firstLoad }: PageLoad) {
  const scripts = firstLoad.scripts.map((script) => `${script.file} (${kb(script.gzip)} KB)`).join(", ");
  return h(
    "section",
    null,
    h(
      "h2",
      null,
      `${page}: ${kb(firstLoad.gzip)} KB of ${kb(FIRST_LOAD_JS_BUDGET)} KB`,
      firstLoad.gzip > FIRST_LOAD_JS_BUDGET
        ? h(Fragment, null, " ", h("strong", { className: "over" }, "over budget"))
        : null,
    ),
    h("p", null, `Scripts: ${scripts}`),
    h(
      "table",
      null,
      h("caption", null, `Modules of ${page}, largest first`),
      h(
        "thead",
        null,
        h(
          "tr",
          null,
          h("th", { scope: "col" }, "module"),
          h("th", { scope: "col" }, "KB gzip (share of its chunk)"),
          h("th", { scope: "col" }, "KB minified"),
        ),
      ),
      h(
        "tbody",
        null,
        modulesOf(firstLoad).map((module) =>
          h(
            "tr",
            { key: module.id, className: isFramework(module.id) ? "framework" : undefined },
            h("td", null, module.id),
            h("td", null, kb(module.gzip)),
            h("td", null, kb(module.bytes)),
          ),
        ),
      ),
    ),
  );
}

/** The report page: per page, its scripts and every module in them with its share of the gzip size. */
export function reportPageOf(pages: PageLoad[]): string {
  return reportPage({
    title: "First-load JavaScript by page",
    style: STYLE,
    children: h(
      Fragment,
      null,
      h("h1", null, "First-load JavaScript by page (gzip)"),
      h(
        "p",
        null,
        `What each page downloads and runs before it is live, against the budget of ${kb(FIRST_LOAD_JS_BUDGET)} KB (qa/plan/budgets.ts). A module's gzip size is its share of its chunk's, in proportion to its code. Grey rows are React and React Router.`,
      ),
      pages.map((load) => h(PageSection, { key: load.page, ...load })),
    ),
  });
}

/** The site's prerendered pages, each named by its address (a not-found page by its file). */
const SITE_PAGES = [
  ...publicPaths.map((path) => ({ page: path, file: join(path, "index.html") })),
  ...NOT_FOUND_PAGES.map(({ file }) => ({ page: file, file })),
];

/**
 * Reports on the build in `clientDir` (its composition recorded in `compositionFile`): writes the page
 * with every module of every page into `resultsDir` and returns what to print, the summary table and
 * where that page is.
 */
export function writeBundleReport(
  clientDir: string,
  compositionFile: string,
  pages: { page: string; file: string }[],
  resultsDir: string,
): string {
  if (!existsSync(compositionFile)) throw new Error("No build to report on: run `npm run build` first.");
  // Stryker disable next-line StringLiteral: read without an encoding, the file's bytes reach JSON.parse as a Buffer, which it reads as UTF-8 text all the same
  const composition: BundleComposition = JSON.parse(readFileSync(compositionFile, "utf8"));
  const loads = pages.map(({ page, file }) => ({ page, firstLoad: firstLoadOf(clientDir, file, composition) }));
  mkdirSync(resultsDir, { recursive: true });
  const out = join(resultsDir, "bundle-report.html");
  writeFileSync(out, reportPageOf(loads));
  return `${summaryTable(loads)}\n\nEvery module of every page: ${out}`;
}

if (import.meta.main) console.log(writeBundleReport(CLIENT, COMPOSITION, SITE_PAGES, RESULTS_DIR));
