// @vitest-environment node
import { describe, expect, it } from "vitest";
import { headersFor, parseHeadersFile } from "./host-files.ts";

/** The `_headers` file as Netlify reads it and `npm start` too: a maintainer may annotate it by hand. */
const ANNOTATED = `# Security for every address
/*
  X-Frame-Options: DENY
  Content-Security-Policy: default-src 'none'; img-src https://photos.example

  # assets never change under their name
/assets/*
  Cache-Control: public, max-age=31536000, immutable
/about
  Cache-Control: no-cache
  X-Frame-Options: SAMEORIGIN
  a line without a colon
`;

describe("the host's headers file", () => {
  const rules = parseHeadersFile(ANNOTATED);

  it("skips comments and blank lines, and keeps a value that has colons of its own", () => {
    expect(headersFor(rules, "/blog")).toEqual({
      "X-Frame-Options": "DENY",
      "Content-Security-Policy": "default-src 'none'; img-src https://photos.example",
    });
  });

  it("applies every rule that matches, a later value replacing an earlier one", () => {
    expect(headersFor(rules, "/about")).toEqual({
      "X-Frame-Options": "SAMEORIGIN",
      "Content-Security-Policy": "default-src 'none'; img-src https://photos.example",
      "Cache-Control": "no-cache",
    });
    expect(headersFor(rules, "/assets/app.js")["Cache-Control"]).toBe("public, max-age=31536000, immutable");
  });

  it("matches a path exactly unless the rule ends in *", () => {
    expect(headersFor(rules, "/about/team")["Cache-Control"]).toBeUndefined();
    expect(headersFor(rules, "/assets")["Cache-Control"]).toBeUndefined();
  });

  it("ignores a header line that comes before any path", () => {
    expect(parseHeadersFile("  X-Frame-Options: DENY\n/x\n  A: b\n")).toEqual([{ pattern: "/x", headers: { A: "b" } }]);
  });
});
