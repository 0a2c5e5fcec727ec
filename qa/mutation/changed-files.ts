/**
 * `npm run --silent test:mutation:changed -- <base>`: the files a pull request
 * changed that Stryker mutates, joined for `stryker run --mutate`, so that
 * the pull request's mutation run covers its own code only. What counts as
 * mutated is the list stryker.config.mjs mutates (mutated-files.ts).
 *
 */
import { execFileSync } from "node:child_process";
import { matchesGlob } from "node:path";
import { fromCommandLine, parseCommandLine } from "#qa/support/index.ts";
import { MUTATED_FILES } from "./mutated-files.ts";

/** The changed files that the `mutate` patterns (globs, `!` excluding) select, in the order given. */
export function mutatedAmong(changed: string[], patterns: string[]): string[] {
  const included = patterns.filter((pattern) => !pattern.startsWith("!"));
  const excluded = patterns.filter((pattern) => pattern.startsWith("!")).map((pattern) => pattern.slice(1));
  return changed.filter(
    (file) =>
      included.some((pattern) => matchesGlob(file, pattern)) && !excluded.some((pattern) => matchesGlob(file, pattern)),
  );
}

const USAGE = "test:mutation:changed -- <base ref>";

/** The command line's one argument, the base ref; anything else is refused. */
export function baseRefOf(args: string[]): string {
  const { positionals } = parseCommandLine({ args, allowPositionals: true }, USAGE);
  if (positionals.length !== 1) throw new Error(`usage: ${USAGE}`);
  return positionals[0];
}

/**
 * What `npm run --silent test:mutation:changed -- <base>` prints: the mutated files among those changed since
 * the branch left `base` (in the git work tree `cwd`), joined with commas.
 */
export function changedFilesToMutate(base: string, cwd = process.cwd()): string {
  // Only files that still exist: a deleted file has nothing left to mutate. The empty name after the
  // last line break matches no pattern.
  const changed = execFileSync("git", ["diff", "--name-only", "--diff-filter=d", `${base}...HEAD`], {
    cwd,
    encoding: "utf8",
  }).split("\n");
  return mutatedAmong(changed, MUTATED_FILES).join(",");
}

if (import.meta.main) console.log(changedFilesToMutate(fromCommandLine(baseRefOf)));
