import { NOT_FOUND_PAGES } from "../lib/paths.ts";

/** The host's own rules, Netlify's format; they describe the site, they are not part of it. */
const HOST_FILES = new Set(["_headers", "_redirects"]);

/**
 * Never served, in any folder: the host's files, dot-files and dot-folders,
 * source maps, and the precompressed copies, which belong to the address of
 * their original (asked for by name, they would go out as brotli or gzip to a
 * client that never said it takes them).
 */
const isHiddenSegment = (segment: string) =>
  segment.startsWith(".") || HOST_FILES.has(segment.toLowerCase()) || /\.(map|br|gz)$/i.test(segment);

/** `/404`, `/blog/404`: the not-found pages answer unknown addresses with 404, never an address of their own with 200. */
// Stryker disable next-line Regex: each not-found page's file name holds ".html" once, at its end
const NOT_FOUND_ADDRESSES = new Set(NOT_FOUND_PAGES.map(({ file }) => `/${file}`.replace(/\.html$/, "")));

/**
 * Whether a request path (before its query) must get the not-found page
 * instead of a file. It is decoded fully and split at slashes and backslashes,
 * so it catches at least every name the static-file library finds after its
 * own, lighter decoding; `..` segments are dot segments, so no path leaves the
 * build folder either. A path that does not decode is no file's name.
 */
export function isHiddenPath(path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true;
  }
  if (decoded.split(/[/\\]/).some(isHiddenSegment)) return true;
  return NOT_FOUND_ADDRESSES.has(decoded.replace(/\/+$/, "").replace(/\.html$/i, ""));
}
