/**
 * Playwright's arguments for a visual run: only the tests tagged `tag`, writing no baseline. A
 * `--grep` of the caller narrows that set instead of replacing it (Playwright keeps only the last
 * --grep given), so `npm run test:visual -- --grep Header` runs the Header's visual tests alone.
 */
export function visualOnly(args: string[], tag: string): string[] {
  const rest: string[] = [];
  const patterns: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index];
    if (arg === "--grep" || arg === "-g") patterns.push(args[++index] ?? "");
    else if (arg.startsWith("--grep=")) patterns.push(arg.slice("--grep=".length));
    else rest.push(arg);
  }
  // Every pattern must match the title as well as the tag: one lookahead each.
  const grep = [tag, ...patterns].map((pattern) => `(?=.*(?:${pattern}))`).join("");
  return ["--grep", `^${grep}`, "--update-snapshots=none", ...rest];
}
