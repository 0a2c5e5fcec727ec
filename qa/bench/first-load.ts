/**
 * The JavaScript a page runs before it is live, as the build wrote it: the scripts its HTML names,
 * each chunk's static imports in turn, their gzip sizes and the modules inside them. Dynamic
 * imports inside chunks (an article's body, fetched only on client navigation) are not first-load.
 *
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { BundleComposition, ModuleShare } from "#src/build/bundle-composition.ts";

export interface FirstLoadModule extends ModuleShare {
  /** The module's part of its chunk's gzip size, in proportion to its bytes (gzip works on the whole chunk). */
  gzip: number;
}

export interface FirstLoadScript {
  /** `/assets/x-hash.js` */
  file: string;
  gzip: number;
  modules: FirstLoadModule[];
}

export interface FirstLoad {
  gzip: number;
  scripts: FirstLoadScript[];
}

const gzipSize = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;

/** Every script a page runs before it is live: the ones its HTML names, then their static imports in turn. */
export function firstLoadScripts(html: string, readScript: (file: string) => string): string[] {
  const found = new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]));
  for (const script of found) {
    for (const [, name] of readScript(script).matchAll(/(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g)) {
      found.add(`/assets/${name}`);
    }
  }
  return [...found];
}

/** A prerendered page's first-load JavaScript, script by script and module by module. */
export function firstLoadOf(clientDir: string, htmlFile: string, composition: BundleComposition): FirstLoad {
  const read = (file: string) => readFileSync(join(clientDir, file));
  const files = firstLoadScripts(readFileSync(join(clientDir, htmlFile), "utf8"), (file) => read(file).toString());
  const scripts = files.map((file) => {
    const gzip = gzipSize(read(file));
    const modules = composition[file.slice(1)] ?? [];
    const total = modules.reduce((sum, module) => sum + module.bytes, 0);
    return {
      file,
      gzip,
      modules: modules.map((module) => ({ ...module, gzip: Math.round((gzip * module.bytes) / total) })),
    };
  });
  return { gzip: scripts.reduce((sum, script) => sum + script.gzip, 0), scripts };
}

/** The pages' modules summed over their chunks: what a route's first-load JavaScript is made of, largest first. */
export function modulesOf(firstLoad: FirstLoad): FirstLoadModule[] {
  const byId = new Map<string, FirstLoadModule>();
  for (const module of firstLoad.scripts.flatMap((script) => script.modules)) {
    const seen = byId.get(module.id);
    byId.set(module.id, seen ? { ...seen, bytes: seen.bytes + module.bytes, gzip: seen.gzip + module.gzip } : module);
  }
  return [...byId.values()].sort((a, b) => b.gzip - a.gzip);
}
