import { readFileSync } from "node:fs";

/** The installed version of an npm package, for the start banner. Plain Node runs this (type stripping). */
export function packageVersion(name: string): string {
  const file = new URL(`../../node_modules/${name}/package.json`, import.meta.url);
  return JSON.parse(readFileSync(file, "utf8")).version;
}
