import { describe, expect, it } from "vitest";
import { formatHtmlErrors, htmlErrors } from "./vnu-report";

// The shape of a real report (vnu.jar 26.9.27, --format json), shortened.
const report = JSON.stringify({
  messages: [
    {
      type: "info",
      url: "file:/site/build/client/index.html",
      lastLine: 1,
      message: "Trailing slash on void elements has no effect and interacts badly with unquoted attribute values.",
    },
    {
      type: "error",
      url: "file:/site/build/client/about/index.html",
      lastLine: 31,
      lastColumn: 14897,
      firstColumn: 14700,
      message: "Element “img” is missing one or more of the following attributes: “src”, “srcset”.",
      extract: '<img sizes="100vw"\n  width="600" alt="Treener">',
    },
    { type: "non-document-error", subType: "io", url: "file:/site/build/client/gone.html", message: "File not found." },
  ],
});

describe("the Nu HTML Checker's report", () => {
  it("an error names its page relative to the build, its line, column and message; advice is no error", () => {
    expect(htmlErrors(report, "/site/build/client")).toEqual([
      {
        file: "about/index.html",
        line: 31,
        column: 14897,
        message: "Element “img” is missing one or more of the following attributes: “src”, “srcset”.",
        extract: '<img sizes="100vw" width="600" alt="Treener">',
      },
      { file: "gone.html", line: 0, column: 0, message: "File not found.", extract: "" },
    ]);
  });

  it("prints one error per entry, linkable as file:line:column, with the markup below it", () => {
    expect(formatHtmlErrors(htmlErrors(report, "/site/build/client").slice(0, 1))).toBe(
      'about/index.html:31:14897 Element “img” is missing one or more of the following attributes: “src”, “srcset”.\n    <img sizes="100vw" width="600" alt="Treener">',
    );
  });

  it("an error on a page that is no file keeps its address, and one without an address says so", () => {
    const messages = [
      { type: "error", url: "https://example.com/about", firstLine: 3, lastLine: 4, message: "Stray end tag “div”." },
      { type: "non-document-error", message: "Input not readable.", extract: "\n   <div>\n" },
    ];
    expect(htmlErrors(JSON.stringify({ messages }), "/site/build/client")).toEqual([
      { file: "https://example.com/about", line: 3, column: 0, message: "Stray end tag “div”.", extract: "" },
      { file: "(no file)", line: 0, column: 0, message: "Input not readable.", extract: "<div>" },
    ]);
  });

  it("prints each error on lines of its own", () => {
    expect(formatHtmlErrors(htmlErrors(report, "/site/build/client"))).toBe(
      [
        "about/index.html:31:14897 Element “img” is missing one or more of the following attributes: “src”, “srcset”.",
        '    <img sizes="100vw" width="600" alt="Treener">',
        "gone.html:0:0 File not found.",
        "    ",
      ].join("\n"),
    );
  });

  it("a clean report has no error", () => {
    expect(htmlErrors(JSON.stringify({ messages: [] }), "/site")).toEqual([]);
  });
});
