import { existsSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { NOT_FOUND_PAGES } from "../lib/paths.ts";

/**
 * Turns the prerendered not-found pages into the host's 404 files
 * (`blog/404/index.html` becomes `blog/404.html`), so that they are not also
 * pages of their own at `/blog/404`, and removes React Router's SPA fallback,
 * which no address is answered with any more. Writes Netlify's `_redirects`
 * for them.
 *
 */
export function saveNotFoundPages(clientDir: string) {
  for (const { prerenderAt, file } of NOT_FOUND_PAGES) {
    const folder = join(clientDir, prerenderAt);
    const page = join(folder, "index.html");
    if (!existsSync(page)) throw new Error(`not-found pages: ${prerenderAt} was not prerendered`);
    renameSync(page, join(clientDir, file));
    rmSync(folder, { recursive: true });
    // Loader data for client-side navigation to the page itself, which nothing links to.
    rmSync(`${folder}.data`, { force: true });
  }
  rmSync(join(clientDir, "__spa-fallback.html"), { force: true });
  writeFileSync(join(clientDir, "_redirects"), redirectsFile());
}

/** Netlify's `_redirects`: each not-found page for its addresses, with status 404 (existing files still win). */
export function redirectsFile(): string {
  return NOT_FOUND_PAGES.map(({ netlifyPattern, file }) => `${netlifyPattern}  /${file}  404`)
    .join("\n")
    .concat("\n");
}
