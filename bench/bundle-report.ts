/**
 * `npm run bundle:report`: what each page's first-load JavaScript is made of, module by module,
 * against the budget. Reads the last `npm run build` (build/client and the composition the build
 * records beside it); prints one line per page and writes bench-results/bundle-report.html, a
 * self-contained page with every module of every page.
 *
 * Runs under plain Node (type stripping), so only erasable TypeScript here.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { NOT_FOUND_PAGES } from "../src/lib/paths.ts";
import { publicPaths } from "../src/lib/public-paths.ts";
import { FIRST_LOAD_JS_BUDGET } from "./budgets.ts";
import { type BundleComposition, COMPOSITION_FILE } from "./bundle-composition.ts";
import { type FirstLoad, firstLoadOf, modulesOf } from "./first-load.ts";
import { RESULTS_DIR, ROOT } from "./settings.ts";

const CLIENT = join(ROOT, "build", "client");
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

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

/** The report page: per page, its scripts and every module in them with its share of the gzip size. */
export function reportPage(pages: PageLoad[]): string {
  const sections = pages.map(({ page, firstLoad }) => {
    const rows = modulesOf(firstLoad)
      .map(
        (module) =>
          `<tr${isFramework(module.id) ? ' class="framework"' : ""}><td>${escapeHtml(module.id)}</td><td>${kb(module.gzip)}</td><td>${kb(module.bytes)}</td></tr>`,
      )
      .join("\n");
    const scripts = firstLoad.scripts.map((script) => `${escapeHtml(script.file)} (${kb(script.gzip)} KB)`).join(", ");
    const over = firstLoad.gzip > FIRST_LOAD_JS_BUDGET ? ' <strong class="over">over budget</strong>' : "";
    return `<section>
<h2>${escapeHtml(page)}: ${kb(firstLoad.gzip)} KB of ${kb(FIRST_LOAD_JS_BUDGET)} KB${over}</h2>
<p>Scripts: ${scripts}</p>
<table><caption>Modules of ${escapeHtml(page)}, largest first</caption>
<thead><tr><th scope="col">module</th><th scope="col">KB gzip (share of its chunk)</th><th scope="col">KB minified</th></tr></thead>
<tbody>${rows}</tbody></table>
</section>`;
  });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>First-load JavaScript by page</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;max-width:72rem;margin:2rem auto;padding:0 1rem;color:#111}
table{border-collapse:collapse;width:100%;margin-bottom:2rem}th,td{text-align:left;padding:.2rem .5rem;border-bottom:1px solid #ccc}
td:nth-child(n+2),th:nth-child(n+2){text-align:right}.framework{color:#555}.over{color:#a00}
</style></head><body>
<h1>First-load JavaScript by page (gzip)</h1>
<p>What each page downloads and runs before it is live, against the budget of ${kb(FIRST_LOAD_JS_BUDGET)} KB (bench/budgets.ts).
A module's gzip size is its share of its chunk's, in proportion to its code. Grey rows are React and React Router.</p>
${sections.join("\n")}
</body></html>
`;
}

function main() {
  const compositionFile = join(CLIENT, "..", COMPOSITION_FILE);
  if (!existsSync(compositionFile)) throw new Error("No build to report on: run `npm run build` first.");
  const composition: BundleComposition = JSON.parse(readFileSync(compositionFile, "utf8"));
  const pages = [
    ...publicPaths.map((path) => join(path, "index.html")),
    ...NOT_FOUND_PAGES.map((page) => page.file),
  ].map((file) => ({
    page: file.replace(/\/?index\.html$/, "") || "/",
    firstLoad: firstLoadOf(CLIENT, file, composition),
  }));
  console.log(summaryTable(pages));
  mkdirSync(RESULTS_DIR, { recursive: true });
  const out = join(RESULTS_DIR, "bundle-report.html");
  writeFileSync(out, reportPage(pages));
  console.log(`\nEvery module of every page: ${out}`);
}

if (import.meta.main) main();
