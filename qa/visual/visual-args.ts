import { parseArgs } from "node:util";

/**
 * Playwright's arguments for a visual run: only the tests tagged `tag`, writing no baseline. A
 * `--grep` of the caller narrows that set instead of replacing it (Playwright keeps only the last
 * --grep given), so `npm run test:visual -- --grep Header` runs the Header's visual tests alone.
 * Every other argument is Playwright's, passed on as given for Playwright to judge: read leniently.
 */
export function visualOnly(args: string[], tag: string): string[] {
  const { tokens } = parseArgs({
    args,
    options: { grep: { type: "string", short: "g", multiple: true } },
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const greps = tokens.flatMap((token) => (token.kind === "option" && token.name === "grep" ? [token] : []));
  // The arguments each --grep took: its own, and its value's when that came apart from it.
  const taken = new Set(greps.flatMap((token) => (token.inlineValue ? [token.index] : [token.index, token.index + 1])));
  const rest = args.filter((_, index) => !taken.has(index));
  // Every pattern must match the title as well as the tag: one lookahead each.
  const patterns = greps.map((token) => token.value ?? "");
  const grep = [tag, ...patterns].map((pattern) => `(?=.*(?:${pattern}))`).join("");
  return ["--grep", `^${grep}`, "--update-snapshots=none", ...rest];
}
