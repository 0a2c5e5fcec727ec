import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The headers the host sends, as the build wrote them into `_headers` (Netlify's format;
 * src/build/host-files.ts): `npm start` reads the same file, so it answers as the host does.
 */

export const HEADERS_FILE = "_headers";

export interface HeaderRule {
  /** A path, or a prefix ending in `*`. */
  pattern: string;
  headers: Record<string, string>;
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n")) {
    const content = line.trim();
    if (content === "" || content.startsWith("#")) continue;
    // A path starts its line; its headers are indented below it.
    if (!/^\s/.test(line)) {
      rules.push({ pattern: content, headers: {} });
      continue;
    }
    const [name, ...value] = content.split(":");
    const rule = rules.at(-1);
    if (rule && value.length > 0) rule.headers[name.trim()] = value.join(":").trim();
  }
  return rules;
}

/** The headers the host sends for a path: every matching rule in file order, a later value replacing an earlier one (as Netlify's local server does). */
export function headersFor(rules: HeaderRule[], path: string): Record<string, string> {
  const matching = rules.filter(({ pattern }) =>
    pattern.endsWith("*") ? path.startsWith(pattern.slice(0, -1)) : pattern === path,
  );
  return Object.assign({}, ...matching.map((rule) => rule.headers));
}

export function readHeaderRules(clientDir: string): HeaderRule[] {
  try {
    return parseHeadersFile(readFileSync(join(clientDir, HEADERS_FILE), "utf8"));
  } catch {
    return [];
  }
}
