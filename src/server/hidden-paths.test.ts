import { describe, expect, it } from "vitest";
import { isHiddenPath } from "./hidden-paths.ts";

/**
 * Which request paths the static host answers with the not-found page whatever
 * lies on disk. static-host.test.ts asks the running host; the static-file
 * library refuses some of these on its own too, so here the decision itself is
 * asked, to hold even where the library would not.
 */

describe("paths never served", () => {
  it.each([
    ["a dot-file", "/.env"],
    ["a file in a dot-folder", "/.git/config"],
    ["a dot-file written with escapes", "/%2Eenv"],
    ["a parent folder", "/assets/../../package.json"],
    ["a parent folder behind a backslash", "/assets\\..\\package.json"],
    ["the host's headers file, in any case", "/_Headers"],
    ["the host's redirects file, in a folder", "/blog/_redirects"],
    ["a source map", "/assets/app-1a2b.js.map"],
    ["a brotli copy", "/index.html.br"],
    ["a gzip copy, in capitals", "/assets/app-1a2b.css.GZ"],
    ["a path that does not decode", "/%E0%A4%A"],
    ["the site's not-found page", "/404"],
    ["the blog's not-found page by its file name", "/blog/404.HTML"],
    ["a not-found page with trailing slashes", "/blog/404//"],
  ])("%s: %s", (_, path) => {
    expect(isHiddenPath(path)).toBe(true);
  });
});

describe("paths served as usual", () => {
  it.each([
    ["the home page", "/"],
    ["a page", "/about/"],
    ["a file with dots inside its name", "/assets/vormis.logo-1a2b.svg"],
    ["a name that holds .map, .br or .gz before its own ending", "/assets/site.map.br-notes.gz.json"],
    ["a page whose address ends like a not-found page", "/blog/top-404"],
    ["a page below a not-found page's name", "/404/more"],
    ["a page in a folder named like a page file", "/blog.html/404"],
  ])("%s: %s", (_, path) => {
    expect(isHiddenPath(path)).toBe(false);
  });
});
