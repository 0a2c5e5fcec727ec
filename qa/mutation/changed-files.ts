/**
 * `npm run --silent test:mutation:changed -- <base>`: the files a pull request
 * changed that Stryker mutates, joined for `stryker run --mutate`, so that
 * the pull request's mutation run covers its own code only. What counts as
 * mutated is the list stryker.config.mjs mutates (mutated-files.ts).
 *
 */
import { execFileSync } from "node:child_process";
import { matchesGlob } from "node:path";
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

if (import.meta.main) {
  const base = process.argv[2];
  if (!base) throw new Error("usage: test:mutation:changed -- <base ref>");
  // Only files that still exist: a deleted file has nothing left to mutate.
  const changed = execFileSync("git", ["diff", "--name-only", "--diff-filter=d", `${base}...HEAD`], {
    encoding: "utf8",
  })
    .split("\n")
    .filter(Boolean);
  console.log(mutatedAmong(changed, MUTATED_FILES).join(","));
}
