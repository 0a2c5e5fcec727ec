import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { HEADERS_FILE, type HeaderRule } from "../server/header-rules.ts";

/**
 * Files the static host needs beside the pages: `_headers` (security and
 * caching headers, Netlify's format, which `npm start` reads too), and
 * `sitemap.xml` and `robots.txt`. Written after every build.
 */

export interface HostFilesOptions {
  clientDir: string;
  origin: string;
  imageOrigin: string;
  publicPaths: string[];
}

/** SHA-256 sources for every inline, executable script in a page (JSON-LD is data, not script). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?<attributes>[^>]*)>(?<body>[\s\S]*?)<\/script>/g)) {
    // Stryker disable next-line StringLiteral: both groups take part in every match, so the defaults never apply
    const { attributes = "", body = "" } = match.groups ?? {};
    if (/\bsrc=/.test(attributes) || /type="application\/ld\+json"/.test(attributes) || body === "") continue;
    hashes.push(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return hashes;
}

export function contentSecurityPolicy(scriptHashes: string[], imageOrigin: string): string {
  return [
    "default-src 'none'",
    `script-src 'self' ${[...new Set(scriptHashes)].sort().join(" ")}`,
    "style-src 'self'",
    // data: for the empty stand-in a photo further down shows until it may fetch its file
    // (StockImage): written into the page, it costs no request. An image cannot run script.
    `img-src 'self' data: ${imageOrigin}`,
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    // The contact form posts to the site; the share button's form opens Facebook's share dialog.
    "form-action 'self' https://www.facebook.com",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function securityHeaders(csp: string): Record<string, string> {
  return {
    "Content-Security-Policy": csp,
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy":
      "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
}

export function renderHeadersFile(rules: HeaderRule[]): string {
  return rules
    .map(({ pattern, headers }) => [pattern, ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join("\n"))
    .join("\n\n")
    .concat("\n");
}

export function sitemapXml(origin: string, paths: string[]): string {
  const urls = paths.map((path) => `  <url><loc>${new URL(path, origin).href}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL("/sitemap.xml", origin).href}\n`;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The prerendered pages: every `…/index.html`, and the not-found pages. */
export function prerenderedPages(clientDir: string): string[] {
  return htmlFiles(clientDir);
}

/** The URLs a host answers with a prerendered page: `/about`, `/about/` and `/about/index.html`. */
function urlsOfPage(clientDir: string, file: string): string[] {
  const path = `/${relative(clientDir, file).split(sep).join("/")}`;
  const folder = path.slice(0, -"index.html".length);
  return folder === "/" ? ["/", path] : [folder.slice(0, -1), folder, path];
}

export function writeHostFiles({ clientDir, origin, imageOrigin, publicPaths }: HostFilesOptions) {
  const scriptsOf = new Map(htmlFiles(clientDir).map((file) => [file, inlineScriptHashes(readFileSync(file, "utf8"))]));
  const everyInlineScript = [...scriptsOf.values()].flat();
  // The not-found pages answer any unknown address, so the catch-all rule below covers them.
  const addressedPages = [...scriptsOf].filter(([file]) => file.endsWith(`${sep}index.html`));
  const pageRules: HeaderRule[] = addressedPages.flatMap(([file, scripts]) =>
    urlsOfPage(clientDir, file).map((pattern) => ({
      pattern,
      headers: { "Content-Security-Policy": contentSecurityPolicy(scripts, imageOrigin), "Cache-Control": "no-cache" },
    })),
  );
  const rules: HeaderRule[] = [
    // Any URL, including unknown ones answered with the not-found page: a policy
    // listing every page's inline scripts. Each page's own rule below narrows
    // it to that page's scripts. Hosts that let the later rule win send only the
    // narrow one; hosts that join both send two policies, and a browser enforces
    // both, so either way a page may run only its own inline scripts.
    {
      pattern: "/*",
      headers: securityHeaders(contentSecurityPolicy(everyInlineScript, imageOrigin)),
    },
    { pattern: "/assets/*", headers: { "Cache-Control": "public, max-age=31536000, immutable" } },
    ...pageRules,
  ];
  writeFileSync(join(clientDir, HEADERS_FILE), renderHeadersFile(rules));
  writeFileSync(join(clientDir, "sitemap.xml"), sitemapXml(origin, publicPaths));
  writeFileSync(join(clientDir, "robots.txt"), robotsTxt(origin));
}
