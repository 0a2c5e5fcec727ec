import { matchesGlob } from "node:path";
import type { Change } from "./change.ts";
import { NOT_RUN } from "./collect.ts";
import { engineOf, unique } from "./review-data.ts";

/**
 * Which changes a reviewer's names pick: a name is the baseline's path under snapshots/
 * (`stories.spec.ts/packagecard--premium-desktop.png`); a glob may match that path or, for
 * short, the file name alone (`packagecard--*`). Unknown names fail before anything is copied,
 * and so does a file name that more than one engine's pictures share (`home-desktop.png` is
 * Chromium's, Firefox's and WebKit's): each engine's picture is accepted by its own path.
 */
export function selectChanges(changes: Change[], patterns: string[], all: boolean): Change[] {
  const acceptable = changes.filter((change) => change.status !== "not-compared");
  if (all) {
    // "All" would be all but what a failing test kept from view: refused rather than half done.
    const failed = changes.filter((change) => change.status === "not-compared" && change.reason !== NOT_RUN);
    if (failed.length > 0) {
      throw new Error(
        `--all refused: ${failed.length} baseline(s) were not compared because their test failed or was skipped ` +
          `(${failed
            .slice(0, 3)
            .map((change) => `${change.name}: ${change.reason}`)
            .join(
              "; ",
            )}${failed.length > 3 ? "; …" : ""}). Fix that test and run again, or name the changes to accept.`,
      );
    }
    return acceptable;
  }
  if (patterns.length === 0) throw new Error("Name the changes to accept (globs allowed), or pass --all.");
  const matchesPath = (pattern: string, change: Change) => change.name === pattern || matchesGlob(change.name, pattern);
  const matches = (pattern: string, change: Change) =>
    matchesPath(pattern, change) ||
    // Stryker disable next-line StringLiteral: split always gives a last part; the fallback is for the type
    matchesGlob(change.name.split("/").pop() ?? "", pattern);
  const unknown = patterns.filter((pattern) => !acceptable.some((change) => matches(pattern, change)));
  // A file name (or a glob of one) that picks the pictures of several engines: the reviewer saw one of them.
  const shared = patterns
    .filter((pattern) => !acceptable.some((change) => matchesPath(pattern, change)))
    .map((pattern) => ({ pattern, picked: acceptable.filter((change) => matches(pattern, change)) }))
    .filter(({ picked }) => unique(picked.map(engineOf)).length > 1);
  if (unknown.length > 0 || shared.length > 0) {
    const names = acceptable.map((change) => change.name);
    const sharedLines = shared.map(
      ({ pattern, picked }) =>
        `"${pattern}" names the pictures of ${unique(picked.map(engineOf)).sort().join(", ")} alike: ` +
        `name each one to accept by its path (${picked.map((change) => change.name).join(", ")}).`,
    );
    throw new Error(
      [
        ...unknown.map((pattern) => {
          // No change the reviewer could accept matches the name, so any change that does was not compared.
          const uncompared = changes.find((change) => matches(pattern, change));
          if (uncompared) {
            return `"${uncompared.name}" was not compared (${uncompared.reason}): there is nothing to accept until a run compares it.`;
          }
          const closest = closestNames(pattern, names);
          const hint = closest.length > 0 ? `closest: ${closest.join(", ")}` : "the last run has no changes to accept";
          return `No change named "${pattern}" in the last run (${hint}).`;
        }),
        ...sharedLines,
      ].join("\n"),
    );
  }
  return acceptable.filter((change) => patterns.some((pattern) => matches(pattern, change)));
}

/** Up to three names nearest to the given one by edit distance (on the file name when it has no folder). */
export function closestNames(wanted: string, names: string[], count = 3): string[] {
  const compared = (name: string) => (wanted.includes("/") ? name : (name.split("/").pop() ?? name));
  return names
    .map((name) => ({ name, distance: editDistance(wanted, compared(name)) }))
    .sort((x, y) => x.distance - y.distance || x.name.localeCompare(y.name))
    .slice(0, count)
    .map(({ name }) => name);
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

/** What accepting does to snapshots/, so that the command line, the review server and the tests share it. */
export interface BaselineStore {
  write: (name: string, from: { file?: string; text?: string }) => void;
  remove: (name: string) => void;
}

/** Accepts each change: the actual result becomes the baseline; an obsolete baseline is removed. */
export function acceptChanges(selected: Change[], store: BaselineStore): string[] {
  return selected.map((change) => {
    if (change.status === "obsolete") {
      store.remove(change.name);
      return `removed ${change.name}`;
    }
    store.write(change.name, { file: change.files.actual, text: change.actualText });
    return `${change.status === "new" ? "added" : "updated"} ${change.name}`;
  });
}
