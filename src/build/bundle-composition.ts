/**
 * A record of which modules make up each browser chunk, written by the build beside the client
 * folder (never published: the host serves build/client only), for the first-load figures and
 * the bundle report.
 *
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";

/** The record's file, next to build/client. */
export const COMPOSITION_FILE = "bundle-composition.json";

export interface ModuleShare {
  /** A readable id: `src/…` for the site's own code, the package path for dependencies. */
  id: string;
  /** Bytes of this module's code in the chunk, minified, before compression. */
  bytes: number;
}

/** Chunk file (`assets/x-hash.js`) → its modules, largest first. */
export type BundleComposition = Record<string, ModuleShare[]>;

/** Module ids as a reader knows them: no absolute paths, no build-tool prefixes or queries. */
export function readableModuleId(id: string, root: string): string {
  const packagePath = /.*node_modules\/(.+)/.exec(id)?.[1];
  const path = packagePath ?? (id.startsWith(root) ? id.slice(root.length + 1) : id);
  return path.replace(/^\0/, "").replace(/\?.*$/, "");
}

/** Vite plugin: after the browser build, writes the composition next to its output folder. */
export function bundleComposition(): Plugin {
  return {
    name: "vormis-bundle-composition",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(options, bundle) {
      if (!options.dir) return;
      const root = this.environment.config.root;
      const composition: BundleComposition = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        const shares = new Map<string, number>();
        for (const [id, module] of Object.entries(output.modules)) {
          const readable = readableModuleId(id, root);
          shares.set(readable, (shares.get(readable) ?? 0) + module.renderedLength);
        }
        composition[output.fileName] = [...shares]
          .filter(([, bytes]) => bytes > 0)
          .map(([id, bytes]) => ({ id, bytes }))
          .sort((a, b) => b.bytes - a.bytes);
      }
      writeFileSync(join(options.dir, "..", COMPOSITION_FILE), `${JSON.stringify(composition, null, 1)}\n`);
    },
  };
}
