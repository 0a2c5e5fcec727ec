/**
 * The `@id` words a title names. An id is kebab-case; the `@` must start a word
 * (so `jyri@example.ee` names nothing) and the id must end one (so a package
 * such as `@playwright/test` names nothing either).
 */
const TAG = /(?<![\w@.-])@([a-z0-9]+(?:-[a-z0-9]+)*)(?![\w@./-])/g;

export function tagsIn(text: string): string[] {
  return [...text.matchAll(TAG)].map((match) => match[1]);
}
