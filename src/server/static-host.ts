import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, normalize, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { notFoundPageFor } from "../lib/paths.ts";
import { type HeaderRule, headersFor } from "./host-files.ts";

/**
 * Serves the prerendered build the way the static host does: a folder's
 * index.html for `/about` and `/about/`, files as they are, and the
 * not-found page for the address with status 404 for everything else.
 */

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
};

const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".webmanifest", ".xml", ".txt", ".data", ".svg"]);

/** Compressed bodies, made once per file and encoding (the build does not change while served). */
const compressed = new Map<string, Buffer>();

function compress(file: string, raw: Buffer, encoding: "br" | "gzip"): Buffer {
  const key = `${encoding}:${file}`;
  let body = compressed.get(key);
  if (!body) {
    body =
      encoding === "br"
        ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : gzipSync(raw, { level: 9 });
    compressed.set(key, body);
  }
  return body;
}

/** Text goes out compressed, as a CDN sends it: brotli when the browser takes it, else gzip. */
function encodedBody(file: string, acceptEncoding: string): { body: Buffer; encoding?: "br" | "gzip" } {
  const raw = readFileSync(file);
  if (!COMPRESSIBLE.has(extname(file))) return { body: raw };
  const encoding = /\bbr\b/.test(acceptEncoding) ? "br" : /\bgzip\b/.test(acceptEncoding) ? "gzip" : undefined;
  if (!encoding) return { body: raw };
  return { body: compress(file, raw, encoding), encoding };
}

/**
 * Compresses every text file before the first request, as a CDN holds them
 * ready: otherwise the first visitor of each file waits while brotli works,
 * which also skews the benchmark's timings.
 */
export function precompress(root: string) {
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    const file = join(entry.parentPath, entry.name);
    if (!entry.isFile() || !COMPRESSIBLE.has(extname(file))) continue;
    const raw = readFileSync(file);
    compress(file, raw, "br");
    compress(file, raw, "gzip");
  }
}

/** The file a URL path maps to inside `root`, or null when there is none. */
export function resolveStaticFile(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null; // a malformed escape such as %E0%A4%A is simply not a file
  }
  if (decoded.includes("\0") || decoded === "/_headers") return null;
  const candidate = normalize(join(root, decoded));
  if (candidate !== root && !candidate.startsWith(root + sep)) return null;
  for (const path of [candidate, join(candidate, "index.html")]) {
    if (existsSync(path) && statSync(path).isFile()) return path;
  }
  return null;
}

/** `rules` come from the build's generated `_headers`, so what is tested is what the host sends. */
export function serveStatic(root: string, rules: HeaderRule[], request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? "/", "http://localhost");
  const found = resolveStaticFile(root, url.pathname);
  const file = found ?? join(root, notFoundPageFor(url.pathname).file);
  const { body, encoding } = encodedBody(file, String(request.headers["accept-encoding"] ?? ""));
  response.writeHead(found ? 200 : 404, {
    "Content-Type": contentTypes[extname(file)] ?? "application/octet-stream",
    "Content-Length": body.length,
    ...(encoding ? { "Content-Encoding": encoding } : {}),
    Vary: "Accept-Encoding",
    // The host's default for anything without a rule of its own: always revalidate.
    "Cache-Control": "no-cache",
    ...headersFor(rules, url.pathname),
  });
  response.end(request.method === "HEAD" ? undefined : body);
}
