/**
 * What a tool of `package.json` loads before it does anything: the packages its entry reaches through the static
 * imports of the tree's modules. A tool that drives no browser must not load a browser driver: Playwright alone
 * costs a Node process 0.4–0.6 s of CPU at start, paid again by every spec that starts the tool under Vitest's 5 s
 * limit, in a stage that shares two cores with the engines (decision 0007, "Processes that start lean").
 */
import { importedPath } from "./arrows.ts";

/** The packages that drive a browser. */
export const BROWSER_DRIVERS = ["@playwright/test", "playwright", "playwright-core"];

/**
 * An import Node performs as the module loads: `import … from`, a bare `import "…"` and `export … from`, also
 * `import { type X } from`, which type stripping leaves as `import {} from`. Not `import type` or `export type`,
 * which it erases, and not `import(…)`, which loads only when it runs.
 */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^;'"]*?\bfrom\s*)?["']([^"']+)["']/gm;

const isPackage = (specifier: string, name: string) => specifier === name || specifier.startsWith(`${name}/`);

/**
 * The files from `entry` to one that imports one of `packages` as it loads, ending with that import; undefined when
 * none does. `read` gives a module's source, or undefined for a file the tree does not have.
 */
export function chainToPackage(
  entry: string,
  packages: string[],
  read: (file: string) => string | undefined,
): string[] | undefined {
  const cameFrom = new Map<string, string | undefined>([[entry, undefined]]);
  const chainTo = (file: string): string[] => {
    const before = cameFrom.get(file);
    return before === undefined ? [file] : [...chainTo(before), file];
  };
  const queue = [entry];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    const source = read(file) ?? "";
    for (const [, specifier] of source.matchAll(STATIC_IMPORT)) {
      if (packages.some((name) => isPackage(specifier, name))) return [...chainTo(file), specifier];
      const next = importedPath(file, specifier);
      if (next !== undefined && !cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return undefined;
}

/** The tools: every script that runs a module of the tree with Node (`node <file>`). */
export function toolEntries(scripts: Record<string, string>): { script: string; entry: string }[] {
  return Object.entries(scripts).flatMap(([script, command]) => {
    const entry = command.match(/^node (\S+\.ts)\b/)?.[1];
    return entry ? [{ script, entry }] : [];
  });
}
