import type { ArticleBlock } from "../content/article-types";

/** A comfortable pace for reading Estonian prose on a screen. */
const WORDS_PER_MINUTE = 200;

export function blockWords(block: ArticleBlock): string[] {
  const texts =
    block.kind === "list" ? block.items : block.kind === "highlight" ? [block.title, block.text] : [block.text];
  // The empty pieces between two spaces hold no letter or digit, and go with the lone dashes.
  return texts.flatMap((text) => text.split(/\s/).filter((word) => /[\p{L}\p{N}]/u.test(word)));
}

export function wordCount(body: ArticleBlock[]): number {
  return body.reduce((sum, block) => sum + blockWords(block).length, 0);
}

/** Whole minutes, at least one. */
export function readingMinutes(body: ArticleBlock[]): number {
  return Math.max(1, Math.ceil(wordCount(body) / WORDS_PER_MINUTE));
}
