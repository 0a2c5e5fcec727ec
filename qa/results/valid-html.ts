/**
 * The HTML check's results as data (reports/last-run/valid-html.json): every page checked with its errors, none
 * for a valid page, or no pages and the reason when the checker could not give a verdict. `npm run test:html`
 * writes it; the soak (qa/soak/) reads it to compare runs page by page.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { cleanError, type TestRecord } from "./tests.ts";

export interface PageResult {
  /** The page's file as the checker was given it: `build/client/index.html`. */
  page: string;
  /** `line:column message`, one per error; empty for a valid page. */
  errors: string[];
}

export interface HtmlResults {
  pages: PageResult[];
  /** Why no page has a verdict: the checker could not run, or gave no report. */
  problem?: string;
}

/**
 * Every page checked, with its errors. `pages` are the paths the checker was given, the errors' files are
 * relative to `pagesDir`; an error on a file that was not among the pages (the checker names no file) is a
 * page of its own, so that none is lost.
 */
export function pageResults(
  pages: readonly string[],
  errors: readonly { file: string; line: number; column: number; message: string }[],
  pagesDir: string,
): HtmlResults {
  const byPage = new Map<string, string[]>(pages.map((page) => [page, []]));
  for (const { file, line, column, message } of errors) {
    const page = byPage.has(join(pagesDir, file)) ? join(pagesDir, file) : file;
    byPage.set(page, [...(byPage.get(page) ?? []), `${line}:${column} ${message}`]);
  }
  return { pages: [...byPage].map(([page, pageErrors]) => ({ page, errors: pageErrors })) };
}

export function writeHtmlResults(file: string, results: HtmlResults): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}

export function readHtmlResults(file: string): HtmlResults {
  const results = JSON.parse(readFileSync(file, "utf8")) as Partial<HtmlResults> | null;
  if (!Array.isArray(results?.pages)) throw new Error(`${file} lists no pages: it is no result of the HTML check`);
  return results as HtmlResults;
}

/** Every page checked: failed when the checker found an error in it. */
export function htmlTests({ pages }: HtmlResults): TestRecord[] {
  return pages.map(({ page, errors }) => ({
    layer: "valid HTML",
    place: "",
    file: page,
    title: page,
    status: errors.length > 0 ? "failed" : "passed",
    tags: [],
    ...(errors.length > 0 && { error: cleanError(errors.join("\n")) }),
  }));
}
