import { mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { REPORTS } from "#qa/settings.ts";
import type { BuildInputs } from "#src/build/build-inputs.ts";
import { readStamp } from "#src/build/build-stamp.ts";

/**
 * The files of each tree that results were made of (the catalogue build's inputs: the site, its
 * stories, the harness), kept by the tree's stamp. Results record only the stamp; a review that
 * refuses them as stale then names the files that changed since (build-stamp.ts' changedSince),
 * which the builds on disk no longer know once a command has rebuilt them.
 */

/** How many trees are kept: the latest runs' of a working session. */
export const KEPT_TREES = 10;

/** Keeps the tree's files under its stamp (whole or not at all: each Playwright worker keeps it too), and only the latest trees; gives back the tree. */
export function keepTree(inputs: BuildInputs, dir: string = REPORTS.trees): BuildInputs {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${inputs.stamp}.json`);
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, JSON.stringify(inputs));
  renameSync(partial, file);
  // The others, newest first: this tree and the newest others make KEPT_TREES. Each Playwright
  // worker keeps the tree too, so another may remove one meanwhile: gone is as good as removed.
  const others = readdirSync(dir)
    .filter((name) => name.endsWith(".json") && join(dir, name) !== file)
    .flatMap((name) => {
      const path = join(dir, name);
      // Stryker disable next-line ObjectLiteral,BooleanLiteral: that race is not brought about in a spec
      const time = statSync(path, { throwIfNoEntry: false })?.mtimeMs;
      return time === undefined ? [] : [{ path, time }];
    })
    .sort((a, b) => b.time - a.time);
  // Stryker disable next-line ObjectLiteral,BooleanLiteral: the same race
  for (const old of others.slice(KEPT_TREES - 1)) rmSync(old.path, { force: true });
  return inputs;
}

/** The files of the tree kept under `stamp`, if it still is. */
export function keptTree(stamp: string | undefined, dir: string = REPORTS.trees): BuildInputs | undefined {
  // Stryker disable next-line ConditionalExpression: equivalent, no tree is kept under the name "undefined"
  return stamp === undefined ? undefined : readStamp(join(dir, `${stamp}.json`));
}
