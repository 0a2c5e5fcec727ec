import { parseCommandLine } from "#qa/support/index.ts";
import { publicPaths } from "#src/lib/public-paths.ts";

const USAGE = "npm run bench -- [<page path>…]";

/** The public pages named on the command line (`npm run bench -- /contact /blog`), in the site's order, or all of them. */
export function pagesAsked(args: string[], pages: readonly string[] = publicPaths): string[] {
  const { positionals: names } = parseCommandLine({ args, allowPositionals: true }, USAGE);
  const asked = pages.filter((page) => names.length === 0 || names.includes(page));
  if (asked.length === 0) throw new Error(`no public page matches ${names.join(" ")}. Usage: ${USAGE}`);
  return asked;
}
