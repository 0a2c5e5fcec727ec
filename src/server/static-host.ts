import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import sirv from "sirv";
import { NOT_FOUND_PAGES, notFoundPageFor } from "../lib/paths.ts";
import { headersFor, readHeaderRules } from "./header-rules.ts";
import { isHiddenPath } from "./hidden-paths.ts";
import { COMPRESSED_COPIES, precompress } from "./precompress.ts";
import { requestPath } from "./request-path.ts";

/**
 * Serves the prerendered build the way the static host does, through sirv:
 * a folder's index.html for `/about` and `/about/`, files as they are, their
 * precompressed copies to clients that take them, ETags and 304s. Everything
 * else, and whatever must not be public (hidden-paths.ts), gets the not-found
 * page for the address with status 404.
 */

type Encoding = keyof typeof COMPRESSED_COPIES;

/** The encoding sent to a client that accepts `accepted`: brotli first, as sirv picks. */
function encodingFor(accepted: string): Encoding | undefined {
  return /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : undefined;
}

/** Both not-found pages in each encoding, read once: they answer every unknown address. */
function readNotFoundPages(root: string) {
  const bodies: Record<string, Buffer> = {};
  for (const { file } of NOT_FOUND_PAGES) {
    for (const ending of ["", ...Object.values(COMPRESSED_COPIES).map((copy) => copy.ending)]) {
      bodies[file + ending] = readFileSync(join(root, file + ending));
    }
  }
  return bodies;
}

/** The handler for GET and HEAD requests; `root` is the build's client folder. */
export function staticHost(root: string) {
  precompress(root); // before sirv lists the folder, so that it finds the copies
  // The build's generated `_headers`, so what is tested is what the host sends.
  const rules = readHeaderRules(root);
  const notFoundPages = readNotFoundPages(root);
  const files = sirv(root, {
    etag: true,
    brotli: true,
    gzip: true,
    // React Router's prerendered loader data, a type sirv does not know.
    setHeaders: (response, pathname) => {
      if (pathname.endsWith(".data")) response.setHeader("Content-Type", "text/x-script; charset=utf-8");
    },
  });

  return (request: IncomingMessage, response: ServerResponse) => {
    const path = requestPath(request);
    // Set before sirv answers rather than in its setHeaders, which it skips for a 304
    // and a miss: a 304 repeats them as HTTP asks, and the not-found page gets them too.
    response.setHeader("Vary", "Accept-Encoding");
    // The host's default for anything without a rule of its own: always revalidate.
    response.setHeader("Cache-Control", "no-cache");
    for (const [name, value] of Object.entries(headersFor(rules, path))) response.setHeader(name, value);

    const sendNotFoundPage = () => {
      const { file } = notFoundPageFor(path);
      // Stryker disable next-line StringLiteral: without the header, as with any text naming neither encoding, the page goes out as it is
      const encoding = encodingFor(String(request.headers["accept-encoding"] ?? ""));
      const body = notFoundPages[encoding ? file + COMPRESSED_COPIES[encoding].ending : file];
      response.writeHead(404, {
        "Content-Type": "text/html; charset=utf-8",
        "Content-Length": body.length,
        ...(encoding ? { "Content-Encoding": encoding } : {}),
      });
      response.end(body); // Node sends no body in answer to HEAD
    };
    if (isHiddenPath(path)) sendNotFoundPage();
    else files(request, response, sendNotFoundPage);
  };
}
