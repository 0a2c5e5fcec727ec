/**
 * Which way imports may point: the site (src/, apart from its tests, stories and fixtures) and
 * its build configuration import nothing of the quality tools, the specs, the mocks or the
 * catalogue; and nothing imports from specs/, which holds specs only (which part of the tools may import
 * which is the house table's to say: plan.ts, house.ts). Read from the import statements of every
 * tracked source file, resolved the way the project resolves them (relative paths and the
 * package's `#qa/`, `#src/`, `#mocks/`, `#catalogue/` aliases).
 */
import { posix } from "node:path";

/** An import that points the wrong way: who imports what, and which rule it breaks. */
export interface WrongArrow {
  from: string;
  to: string;
  rule: string;
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;
const ALIASES: Record<string, string> = {
  "#qa/": "qa/",
  "#src/": "src/",
  "#mocks/": "mocks/",
  "#catalogue/": ".storybook/",
};
const SITE_CONFIGS = ["vite.config.ts", "react-router.config.ts", "tailwind.config.ts"];

/** The repository path an import names, or undefined for a package. */
export function importedPath(from: string, specifier: string): string | undefined {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  if (alias) return ALIASES[alias] + specifier.slice(alias.length);
  if (specifier.startsWith(".")) return posix.normalize(posix.join(posix.dirname(from), specifier));
  return undefined;
}

const isSiteCode = (file: string) =>
  (file.startsWith("src/") && !/\.(test|stories|test-fixture)\.tsx?$/.test(file) && file !== "src/test-setup.ts") ||
  SITE_CONFIGS.includes(file);

const OUTSIDE_THE_SITE = ["qa/", "specs/", "mocks/", ".storybook/"];

/**
 * The one arrow from the site to the mocks, on purpose: `npm run dev` in mock mode starts MSW in
 * the browser. The import sits behind flags Vite replaces at build time, so no production build
 * has it (specs/build-output.spec.ts checks that no MSW code ships).
 */
const ALLOWED = new Set(["src/entry.client.tsx → mocks/browser"]);

/** The repository paths a module's source imports (statically, dynamically, or for its types), as written. */
export const importsOf = (from: string, source: string): string[] =>
  [...source.matchAll(IMPORT)].flatMap(([, specifier]) => importedPath(from, specifier) ?? []);

/** The file an import names, as Node and Vite find it: as written, or with the extension or index left out. */
const FOUND_AS = ["", ".ts", ".tsx", "/index.ts"];

/**
 * Every module of the repository the `start` modules reach through their imports, themselves included, sorted:
 * `read` gives a file's source, or undefined where there is no such file.
 */
export function modulesReached(start: string[], read: (file: string) => string | undefined): string[] {
  const reached = new Set<string>();
  const next = [...start];
  for (let named = next.pop(); named !== undefined; named = next.pop()) {
    const file = FOUND_AS.map((ending) => named + ending).find((candidate) => read(candidate) !== undefined);
    if (file === undefined || reached.has(file)) continue;
    reached.add(file);
    next.push(...importsOf(file, read(file) as string));
  }
  return [...reached].sort();
}

export function wrongArrows(sources: Map<string, string>): WrongArrow[] {
  const wrong: WrongArrow[] = [];
  for (const [from, source] of sources) {
    for (const to of importsOf(from, source)) {
      if (to.startsWith("specs/")) {
        wrong.push({
          from,
          to,
          rule: "nothing imports from specs/: it holds specs only, their support is in qa/support/",
        });
      }
      const outside = OUTSIDE_THE_SITE.some((folder) => to.startsWith(folder));
      if (isSiteCode(from) && outside && !ALLOWED.has(`${from} → ${to}`)) {
        wrong.push({ from, to, rule: "the site and its build import nothing of the tests, mocks, catalogue or tools" });
      }
    }
  }
  return wrong;
}
