import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { HOME_SCRIPT, writeBuiltSite } from "../server/built-site.test-fixture.ts";
import { headersFor, parseHeadersFile } from "../server/header-rules.ts";

/** The `_headers` file as Netlify reads it and `npm start` too: a maintainer may annotate it by hand. */
const ANNOTATED = `# Security for every address
/*
  X-Frame-Options: DENY
  Content-Security-Policy: default-src 'none'; img-src https://photos.example

  # assets: never change under their name
/assets/*
  Cache-Control: public, max-age=31536000, immutable
/about
  Cache-Control: no-cache
  X-Frame-Options: SAMEORIGIN
  Referrer-Policy : no-referrer
  a line without a colon
`;

describe("the host's headers file", () => {
  // Read in each test, so that Stryker counts the reading as run by that test.
  const headersOf = (path: string) => headersFor(parseHeadersFile(ANNOTATED), path);

  it("skips comments and blank lines, and keeps a value that has colons of its own", () => {
    expect(headersOf("/blog")).toEqual({
      "X-Frame-Options": "DENY",
      "Content-Security-Policy": "default-src 'none'; img-src https://photos.example",
    });
  });

  it("applies every rule that matches, a later value replacing an earlier one (a name spaced from its colon too)", () => {
    expect(headersOf("/about")).toEqual({
      "X-Frame-Options": "SAMEORIGIN",
      "Referrer-Policy": "no-referrer",
      "Content-Security-Policy": "default-src 'none'; img-src https://photos.example",
      "Cache-Control": "no-cache",
    });
    expect(headersOf("/assets/app.js")["Cache-Control"]).toBe("public, max-age=31536000, immutable");
  });

  it("matches a path exactly unless the rule ends in *", () => {
    expect(headersOf("/about/team")["Cache-Control"]).toBeUndefined();
    expect(headersOf("/assets")["Cache-Control"]).toBeUndefined();
  });

  it("reads a file saved with Windows line endings alike", () => {
    const rules = parseHeadersFile(ANNOTATED.replaceAll("\n", "\r\n"));
    expect(rules).toEqual(parseHeadersFile(ANNOTATED));
    expect(headersFor(rules, "/about")["X-Frame-Options"]).toBe("SAMEORIGIN");
  });

  it("ignores a header line that comes before any path", () => {
    expect(parseHeadersFile("  X-Frame-Options: DENY\n/x\n  A: b\n")).toEqual([{ pattern: "/x", headers: { A: "b" } }]);
  });
});

describe("the headers file the build writes", () => {
  const SHARED = "window.shared = 1;";
  const ABOUT = "window.about = 1;";
  const sha256 = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
  const scriptSrcOf = (headers: Record<string, string>) =>
    headers["Content-Security-Policy"]?.split("; ").find((directive) => directive.startsWith("script-src"));

  function writtenRules() {
    const clientDir = join(mkdtempSync(join(tmpdir(), "vormis-headers-")), "client");
    try {
      writeBuiltSite(clientDir, {
        // A script with attributes of its own, as paint-first's start script has, is inline too.
        "about/index.html": `<h1>Meist</h1><script type="module" async="">${ABOUT}</script><script>${SHARED}</script>`,
        "blog/index.html": `<h1>Blogi</h1><script>${SHARED}</script>`,
      });
      return readFileSync(join(clientDir, "_headers"), "utf8");
    } finally {
      rmSync(join(clientDir, ".."), { recursive: true, force: true });
    }
  }

  it("starts with the site-wide rules, then a rule for every address of every page, none for the not-found pages", () => {
    const written = writtenRules();
    expect(written.endsWith("  Cache-Control: no-cache\n"), "ends its last line").toBe(true);
    const patterns = parseHeadersFile(written).map((rule) => rule.pattern);
    expect(patterns.slice(0, 2)).toEqual(["/*", "/assets/*"]);
    expect(patterns.slice(2).sort()).toEqual(
      ["/", "/index.html", "/about", "/about/", "/about/index.html", "/blog", "/blog/", "/blog/index.html"].sort(),
    );
  });

  it("has each page revalidated and allowed its own inline scripts only, at each of its addresses", () => {
    const rules = parseHeadersFile(writtenRules());
    for (const path of ["/about", "/about/", "/about/index.html"]) {
      expect(headersFor(rules, path)["Cache-Control"], path).toBe("no-cache");
      expect(scriptSrcOf(headersFor(rules, path)), path).toBe(
        `script-src 'self' ${[sha256(ABOUT), sha256(SHARED)].sort().join(" ")}`,
      );
    }
    expect(scriptSrcOf(headersFor(rules, "/index.html"))).toBe(`script-src 'self' ${sha256(HOME_SCRIPT)}`);
  });

  it("allows elsewhere every page's inline scripts, each once and in a fixed order", () => {
    const everywhere = parseHeadersFile(writtenRules())[0]?.headers ?? {};
    const hashes = [sha256(HOME_SCRIPT), sha256(SHARED), sha256(ABOUT)].sort();
    expect(scriptSrcOf(everywhere)).toBe(`script-src 'self' ${hashes.join(" ")}`);
  });
});
