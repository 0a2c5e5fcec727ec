import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { pageResults, writeHtmlResults } from "#qa/results/index.ts";
import { REPORTS } from "#qa/settings.ts";
import { fromCommandLine, parseCommandLine } from "#qa/support/index.ts";
import { builtPagePath } from "./built-page.ts";
import { formatHtmlErrors, htmlErrors } from "./vnu-report.ts";

/**
 * `npm run test:html`: every built page (build/client/**\/*.html, the not-found pages among them)
 * checked by the Nu HTML Checker, the W3C's own. Any error fails, printed with its page, line and
 * message. Needs `npm run build` first, and Java (`.ci/setup` installs it). Every page's errors (none for a valid
 * one) also go to reports/last-run/valid-html.json, or no pages and the reason when the checker gave no verdict.
 * `-- --page /about` (as often as needed) checks only the pages at those addresses (built-page.ts).
 */

const PAGES_DIR = "build/client";
const options = fromCommandLine(
  (args) =>
    parseCommandLine(
      { args, options: { page: { type: "string", multiple: true } } },
      "npm run test:html -- [--page <path>]…",
    ).values,
);
const jar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

/** No page has a verdict: why, in the results file as in the output. */
function noVerdict(problem: string): never {
  writeHtmlResults(REPORTS.lastRun.validHtml, { pages: [], problem });
  console.error(problem);
  process.exit(1);
}
let built: string[];
try {
  built = readdirSync(PAGES_DIR, { recursive: true, encoding: "utf8" });
} catch (error) {
  // No build at all: said in the results, and thrown as before.
  writeHtmlResults(REPORTS.lastRun.validHtml, { pages: [], problem: (error as Error).message });
  throw error;
}
const pages = built
  .filter((file) => file.endsWith(".html"))
  .filter((file) => !options.page || options.page.includes(builtPagePath(file)))
  .sort()
  .map((file) => join(PAGES_DIR, file));
if (pages.length === 0) noVerdict(`No pages in ${PAGES_DIR}: run npm run build first.`);

// One JVM for every page (starting it is most of the time). The report goes to stderr; it exits 1 on any error.
// Its quick compiler alone: the optimising one cost two thirds of the CPU of a run this short and won nothing back;
// the quick one's deeper frames need the larger stack the checker asks for on a stack overflow (decision 0007,
// "Processes that start lean").
const JVM_OPTIONS = ["-XX:TieredStopAtLevel=1", "-Xss16m"];
const checker = spawnSync("java", [...JVM_OPTIONS, "-jar", jar, "--errors-only", "--format", "json", ...pages], {
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
});
if (checker.error) {
  noVerdict(`Could not run the Nu HTML Checker (is Java installed? .ci/setup installs it): ${checker.error.message}`);
}
let errors: ReturnType<typeof htmlErrors>;
try {
  errors = htmlErrors(checker.stderr, PAGES_DIR);
} catch {
  noVerdict(`The Nu HTML Checker gave no report (exit ${checker.status}):\n${checker.stderr}${checker.stdout}`);
}
if (errors.length > 0 || checker.status === 0)
  writeHtmlResults(REPORTS.lastRun.validHtml, pageResults(pages, errors, PAGES_DIR));
if (errors.length > 0) {
  console.error(formatHtmlErrors(errors));
  console.error(`\n✗ ${errors.length} HTML error(s) in ${pages.length} pages (Nu HTML Checker).`);
  process.exit(1);
}
if (checker.status !== 0) {
  noVerdict(`The Nu HTML Checker failed (exit ${checker.status}) with no error in its report:\n${checker.stderr}`);
}
console.log(`✓ ${pages.length} pages, no HTML error (Nu HTML Checker).`);
