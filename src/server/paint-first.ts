import { readFileSync, writeFileSync } from "node:fs";
import { prerenderedPages } from "./host-files.ts";

/**
 * React Router puts a `<link rel="modulepreload">` in the head for every chunk
 * a page runs first (about 120 KB gzipped). On a slow phone they share the
 * connection with the stylesheet, the font and the hero photo, and hold back
 * the first paint. Our prerendered pages are complete without JavaScript, so
 * they drop those links: the page paints first, then the inline module script
 * at the end of the body imports the same chunks and hydrates it.
 *
 * The SPA fallback keeps its links: its content (the not-found page) only
 * appears once the scripts have run, so nothing there is worth painting first.
 *
 * Runs under plain Node (type stripping), so only erasable TypeScript here.
 */
function withoutModulePreloads(html: string): string {
  return html.replaceAll(/<link rel="modulepreload"[^>]*\/>/g, "");
}

export function dropModulePreloads(clientDir: string) {
  for (const file of prerenderedPages(clientDir)) {
    writeFileSync(file, withoutModulePreloads(readFileSync(file, "utf8")));
  }
}
