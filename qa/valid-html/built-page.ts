/**
 * The address a built page is served at, from its file under build/client: `about/index.html` is
 * `/about`, and a not-found page is the address it is prerendered at (`blog/404.html`, `/blog/404`;
 * src/lib/paths.ts NOT_FOUND_PAGES), which the route that draws it matches. `npm run test:changed`
 * checks the pages a change reaches by these addresses.
 */
export function builtPagePath(file: string): string {
  const path = `/${file
    .replace(/\\/g, "/")
    .replace(/(^|\/)index\.html$/, "")
    .replace(/\.html$/, "")}`;
  return path.length > 1 ? path.replace(/\/$/, "") : path;
}
