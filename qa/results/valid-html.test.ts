import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { htmlErrors } from "#qa/valid-html/vnu-report.ts";
import { htmlTests, pageResults, readHtmlResults, writeHtmlResults } from "./valid-html.ts";

// A real report of vnu.jar 26.9.27 (--format json --errors-only) on two pages, one with a stray end tag (its
// folder renamed).
const REPORT = JSON.stringify({
  version: "26.9.27 (c6ba02c)",
  messages: [
    {
      type: "error",
      url: "file:/site/build/client/about/index.html",
      lastLine: 1,
      lastColumn: 78,
      firstColumn: 72,
      message: "Stray end tag “span”.",
      extract: "body><div></span></div>",
      hiliteStart: 10,
      hiliteLength: 7,
    },
  ],
});
const PAGES = ["build/client/about/index.html", "build/client/index.html"];

describe("the HTML check's results", () => {
  it("list every page checked, with its errors as line:column message, and none for a valid page", () => {
    expect(pageResults(PAGES, htmlErrors(REPORT, "/site/build/client"), "build/client")).toEqual({
      pages: [
        { page: "build/client/about/index.html", errors: ["1:78 Stray end tag “span”."] },
        { page: "build/client/index.html", errors: [] },
      ],
    });
  });

  it("keep an error on a file that was not among the pages as a page of its own", () => {
    const errors = [
      { file: "(no file)", line: 0, column: 0, message: "Input not readable.", extract: "" },
      { file: "index.html", line: 3, column: 9, message: "Bad value.", extract: "" },
      { file: "index.html", line: 4, column: 1, message: "Stray end tag “div”.", extract: "" },
    ];
    expect(pageResults(PAGES, errors, "build/client").pages).toEqual([
      { page: "build/client/about/index.html", errors: [] },
      { page: "build/client/index.html", errors: ["3:9 Bad value.", "4:1 Stray end tag “div”."] },
      { page: "(no file)", errors: ["0:0 Input not readable."] },
    ]);
  });

  it("are written where asked, folders and all, and read back as they were, a problem included", () => {
    const file = join(mkdtempSync(join(tmpdir(), "valid-html-")), "last-run", "valid-html.json");
    const results = { pages: [], problem: "Could not run the Nu HTML Checker: spawnSync java ENOENT" };
    writeHtmlResults(file, results);
    expect(readFileSync(file, "utf8").endsWith("}\n")).toBe(true);
    expect(readHtmlResults(file)).toEqual(results);
  });

  it("refuse a file that lists no pages, naming it", () => {
    const file = join(mkdtempSync(join(tmpdir(), "valid-html-")), "valid-html.json");
    for (const text of ["{}", "null", '{"pages": "index.html"}']) {
      writeFileSync(file, text);
      expect(() => readHtmlResults(file), text).toThrow(`${file} lists no pages`);
    }
  });
});

describe("the HTML check's pages as test records", () => {
  it("fails a page the checker found an error in, with its errors, and passes a valid one", () => {
    const tests = htmlTests(pageResults(PAGES, htmlErrors(REPORT, "/site/build/client"), "build/client"));
    expect(tests.map(({ layer, file, status }) => [layer, file, status])).toEqual(
      PAGES.map((page) => ["valid HTML", page, page.endsWith("about/index.html") ? "failed" : "passed"]),
    );
    expect(tests.find((test) => test.status === "failed")?.error).toMatch(/^\d+:\d+ .*end tag/i);
  });
});
