import { readFileSync } from "node:fs";
import { join } from "node:path";
import { hashOf } from "#qa/basics/index.ts";
import type { ReviewEntry } from "./review-data.ts";

/**
 * The pictures the single-file review (review.html) holds: every picture an entry shows (its
 * lead's baseline, actual and diff), each distinct file once by the hash of its bytes however many
 * entries and views show it, and which of them fit within the file's limit.
 */

export type PictureRole = "baseline" | "actual" | "diff";
const ROLES: PictureRole[] = ["baseline", "actual", "diff"];

/** An entry's pictures: each by its role, its path in the review folder and the id of its bytes. */
export interface EntryPictures {
  entry: ReviewEntry;
  pictures: { role: PictureRole; file: string; id: string }[];
}

export interface ShownPictures {
  /** Every entry with pictures to view, in the page's order. */
  entries: EntryPictures[];
  /** Each distinct picture's bytes as base64, by id. */
  base64: Map<string, string>;
  /** The id of the picture the folder holds at a path. */
  idOf: Map<string, string>;
}

/** The pictures of every entry the page views (a baseline not compared has none), read from the review folder `dir`. */
export function shownPictures(dir: string, entries: ReviewEntry[]): ShownPictures {
  const base64 = new Map<string, string>();
  const idOf = new Map<string, string>();
  const viewed = entries.filter((entry) => entry.lead.kind === "image" && entry.lead.status !== "not-compared");
  const withPictures = viewed.map((entry) => ({
    entry,
    pictures: ROLES.flatMap((role) => {
      const file = entry.lead.files[role];
      if (!file) return [];
      if (!idOf.has(file)) {
        const bytes = readFileSync(join(dir, file));
        const id = hashOf(bytes, 20);
        idOf.set(file, id);
        base64.set(id, bytes.toString("base64"));
      }
      return [{ role, file, id: idOf.get(file) as string }];
    }),
  }));
  return { entries: withPictures.filter(({ pictures }) => pictures.length > 0), base64, idOf };
}

/**
 * The ids to embed so that the pictures take at most `budget` bytes, each picture costing
 * `bytesOf(id)` once however many entries show it: in the page's order, an entry's pictures
 * all or none (a baseline without its actual shows no change), an entry that does not fit left
 * out and the next one tried. Each step is the ids one entry added, so that the last can be
 * taken back.
 */
export function fittingPictures(entries: EntryPictures[], budget: number, bytesOf: (id: string) => number): string[][] {
  const kept = new Set<string>();
  const steps: string[][] = [];
  let used = 0;
  for (const { pictures } of entries) {
    const added = [...new Set(pictures.map((picture) => picture.id))].filter((id) => !kept.has(id));
    const cost = added.reduce((sum, id) => sum + bytesOf(id), 0);
    if (used + cost > budget) continue;
    used += cost;
    for (const id of added) kept.add(id);
    steps.push(added);
  }
  return steps;
}
