/**
 * The causes of a run's changes as the review and the summary group them: the changes that the same changed
 * files reach (causes.ts finds them, from the site's module graph), or for which the same sentence says why
 * none are known.
 */
import { formatCount } from "#qa/basics/index.ts";
import type { Change } from "./change.ts";

/** The sentence for a change that no changed file reaches. */
export const NO_SOURCE_CHANGE = "no source change reaches it: a browser or environment change?";
/** The same for an obsolete baseline. */
export const NO_DECLARING_CHANGE = "no changed file declares baselines of its folder: left over from before?";

/** What can be said about the changes as a group: the same files, the same sentence. */
export interface CauseGroup<T> {
  /** The files, each as code, or the sentence saying why there are none. */
  causes: string[];
  /** Set when the causes are not known, with the reason. */
  unknown?: string;
  obsolete: boolean;
  changes: T[];
}

type Caused = Pick<Change, "status" | "kind" | "causes" | "causesUnknown">;

/**
 * The changes grouped by cause (the same files, or the same reason none are known), largest group
 * first; an obsolete baseline's causes mean something else and group apart. Baselines not compared
 * have no picture to explain and are left out.
 */
export function causeGroups<T extends Caused>(changes: T[]): CauseGroup<T>[] {
  const groups = new Map<string, CauseGroup<T>>();
  for (const change of changes) {
    if (change.status === "not-compared") continue;
    const causes = change.causes ?? [];
    const obsolete = change.status === "obsolete";
    const key = JSON.stringify([obsolete, change.causesUnknown, causes]);
    const group = groups.get(key) ?? { causes, unknown: change.causesUnknown, obsolete, changes: [] };
    group.changes.push(change);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => b.changes.length - a.changes.length);
}

/** "12 pictures and 12 texts", "1 picture": how many of each kind a group holds. */
export function countByKind(changes: Caused[]): string {
  const pictures = changes.filter((change) => change.kind === "image").length;
  const texts = changes.length - pictures;
  const part = (count: number, one: string) => `${formatCount(count)} ${one}${count === 1 ? "" : "s"}`;
  return [pictures > 0 ? part(pictures, "picture") : "", texts > 0 ? part(texts, "text") : ""]
    .filter(Boolean)
    .join(" and ");
}

/** What is said of a group when it has no files: why not. */
export function noFilesSentence(group: CauseGroup<unknown>): string {
  if (group.unknown) return `causes unknown: ${group.unknown}`;
  return group.obsolete ? NO_DECLARING_CHANGE : NO_SOURCE_CHANGE;
}
