import { mkdirSync, writeFileSync } from "node:fs";
import { createServer, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import { dirname, join } from "node:path";
import { writeHostFiles } from "../build/host-files.ts";
import { saveNotFoundPages } from "../build/not-found-pages.ts";

/**
 * For the node-level host tests: a small build in the shape React Router
 * prerenders (pages as folders with index.html, the not-found pages at
 * /404 and /blog/404, loader data, assets), finished by the build's own
 * steps, and a real server on a free port.
 */

export const ORIGIN = "https://vormis.example";
export const IMAGE_ORIGIN = "https://photos.example";

const page = (heading: string, script = "") =>
  `<!doctype html><html lang="et"><head><title>${heading}</title></head><body><h1>${heading}</h1>${script}${"<p>Vormis.</p>".repeat(40)}</body></html>`;

export const HOME_SCRIPT = "window.live = true;";
const JSON_LD = '<script type="application/ld+json">{"@type":"Organization"}</script>';
const ENTRY = '<script type="module" src="/assets/app-1a2b.js"></script>';

export const PRERENDERED: Record<string, string> = {
  "index.html": page("Avaleht", `${JSON_LD}${ENTRY}<script></script><script>${HOME_SCRIPT}</script>`),
  "about/index.html": page("Meist"),
  "blog/index.html": page("Blogi"),
  "404/index.html": page("Lehte ei leitud"),
  "blog/404/index.html": page("Postitust ei leitud"),
  "404.data": "[404]",
  "about.data": '[{"_1":2},"about"]',
  "__spa-fallback.html": page("SPA"),
  "assets/app-1a2b.js": `export const app = "${"Vormis ".repeat(200)}";`,
  "assets/app-5e6f.css": `h1 { color: green; }${" p { margin: 0; }".repeat(60)}`,
  "assets/icon-7a8b.svg": `<svg xmlns="http://www.w3.org/2000/svg">${"<path d='M0 0h24v24H0z'/>".repeat(40)}</svg>`,
  "site.webmanifest": JSON.stringify({ name: "Vormis", icons: Array(40).fill({ src: "/icon.png" }) }),
  "feed.json": JSON.stringify({ posts: Array(40).fill({ title: "Vormis" }) }),
  "assets/photo-3c4d.avif": "not text, already compressed",
};

export function writeBuiltSite(clientDir: string, extraFiles: Record<string, string> = {}) {
  for (const [file, text] of Object.entries({ ...PRERENDERED, ...extraFiles })) {
    mkdirSync(dirname(join(clientDir, file)), { recursive: true });
    writeFileSync(join(clientDir, file), text);
  }
  saveNotFoundPages(clientDir);
  writeHostFiles({ clientDir, origin: ORIGIN, imageOrigin: IMAGE_ORIGIN, publicPaths: ["/", "/about", "/blog"] });
}

/** A real server on a free port. */
export async function listenOnFreePort(handler: RequestListener) {
  const server = createServer(handler);
  await new Promise<void>((ready) => server.listen(0, ready));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((closed) => server.close(closed)),
  };
}
