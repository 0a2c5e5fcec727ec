/**
 * A record of which module imports which, written by the browser build beside its output folder
 * (never published: the host serves build/client only, and the catalogue's copy is one JSON file
 * among its own), so that the visual review can say which changed files reach a page or a story.
 *
 * What the bundler knows, measured on `npm run build` (Vite 8, Rolldown) and the catalogue's build:
 * - `getModuleInfo(id)` gives every script's static and dynamic imports, the `?url` font import in
 *   root.tsx included; src/app.css has no imports at all there (Tailwind inlines its @import and
 *   reads its @config itself), and Rolldown's context has no `getWatchFiles()`.
 * - What a stylesheet depends on reaches the bundler only as `this.addWatchFile(file)` calls during
 *   its transform: Tailwind registers node_modules/tailwindcss/index.css, src/fonts/brand-font.css
 *   and tailwind.config.ts (its @import and @config), and Vite's CSS plugin the three .woff2 files its
 *   url()s name. So the graph records, per module, the files its transforms registered.
 * - Tailwind then registers every file it scanned for class names (562 of them: src, qa, specs,
 *   snapshots, docs…) in one synchronous run together with the glob patterns it scanned. Kept, any
 *   change to any file would reach every page; a file's classes reach a page through the imports that
 *   bring the file in anyway. So a run of registrations that holds a glob pattern is left out.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";
import { readableModuleId } from "./bundle-composition.ts";

/** The record's file, next to build/client (and inside storybook-static). */
export const MODULE_GRAPH_FILE = "module-graph.json";

export interface GraphModule {
  /** What it imports statically, by readable id (bundle-composition.ts). */
  imports: string[];
  /** What it imports with import(). */
  dynamicImports: string[];
  /** The files its transforms registered as read (a stylesheet's @import, @config and url() files). */
  reads: string[];
}

export interface ModuleGraph {
  /** The build's entry modules. */
  entries: string[];
  modules: Record<string, GraphModule>;
}

/** What the graph needs of Rollup's ModuleInfo. */
export interface ModuleFacts {
  id: string;
  isEntry: boolean;
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}

/** A glob pattern, such as Tailwind registers for the folders it scans: never a file. */
const isPattern = (file: string) => file.includes("*");

/**
 * One transform's addWatchFile calls, in runs: the calls made with no await between them. A run that
 * holds a glob pattern is a scan for class names (see above), and its files are left out.
 */
export class WatchRuns {
  private runs: string[][] = [];
  private open = false;

  add(file: string) {
    if (!this.open) {
      this.runs.push([]);
      this.open = true;
      queueMicrotask(() => {
        this.open = false;
      });
    }
    this.runs[this.runs.length - 1].push(file);
  }

  /** The files of every run without a glob pattern, each once. */
  kept(): string[] {
    return [...new Set(this.runs.filter((run) => !run.some(isPattern)).flat())];
  }
}

/** The graph from the modules' facts and the files their transforms registered, by readable id. */
export function moduleGraphOf(modules: ModuleFacts[], reads: Map<string, string[]>, root: string): ModuleGraph {
  const readable = (id: string) => readableModuleId(id, root);
  const graph = new Map<string, { imports: Set<string>; dynamicImports: Set<string>; reads: Set<string> }>();
  const entries = new Set<string>();
  for (const module of modules) {
    const id = readable(module.id);
    const node = graph.get(id) ?? { imports: new Set(), dynamicImports: new Set(), reads: new Set() };
    graph.set(id, node);
    if (module.isEntry) entries.add(id);
    for (const imported of module.importedIds) node.imports.add(readable(imported));
    for (const imported of module.dynamicallyImportedIds) node.dynamicImports.add(readable(imported));
    for (const file of reads.get(module.id) ?? []) node.reads.add(readable(file));
  }
  const others = (values: Set<string>, id: string) => [...values].filter((other) => other !== id).sort();
  return {
    entries: [...entries].sort(),
    modules: Object.fromEntries(
      [...graph]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([id, node]) => [
          id,
          {
            imports: others(node.imports, id),
            dynamicImports: others(node.dynamicImports, id),
            reads: others(node.reads, id),
          },
        ]),
    ),
  };
}

type TransformHandler = (this: { addWatchFile(file: string): void }, ...args: unknown[]) => unknown;

/**
 * Vite plugin: in the browser build, records which files each module's transforms register, and
 * writes the graph next to the output folder (the site's, as bundle-composition.json) or into it.
 */
export function moduleGraph(options: { place: "beside-output" | "in-output" } = { place: "beside-output" }): Plugin {
  const reads = new Map<string, WatchRuns>();
  return {
    name: "vormis-module-graph",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    // Every plugin's transform is given a context whose addWatchFile also notes the file for the
    // module transformed: the only place a stylesheet's dependencies pass through (see above).
    configResolved(config) {
      for (const plugin of config.plugins) {
        const hook = plugin.transform;
        if (!hook) continue;
        const handler = (typeof hook === "function" ? hook : hook.handler) as TransformHandler;
        const noting: TransformHandler = function (...args) {
          const id = args[1] as string;
          const addWatchFile = (file: string) => {
            const runs = reads.get(id) ?? new WatchRuns();
            reads.set(id, runs);
            runs.add(file);
            this.addWatchFile(file);
          };
          // The context's own methods stay bound to it (they may use its private fields).
          const context = new Proxy(this, {
            get: (target, key) => {
              if (key === "addWatchFile") return addWatchFile;
              const value = Reflect.get(target, key, target);
              return typeof value === "function" ? value.bind(target) : value;
            },
          });
          return handler.apply(context, args);
        };
        Object.assign(plugin, { transform: typeof hook === "function" ? noting : { ...hook, handler: noting } });
      }
    },
    // Once the output is written, so that its folder is there.
    writeBundle(output) {
      if (!output.dir) return;
      const modules = [...this.getModuleIds()].flatMap((id) => this.getModuleInfo(id) ?? []);
      const kept = new Map([...reads].map(([id, runs]) => [id, runs.kept()]));
      const graph = moduleGraphOf(modules, kept, this.environment.config.root);
      const file =
        options.place === "in-output" ? join(output.dir, MODULE_GRAPH_FILE) : join(output.dir, "..", MODULE_GRAPH_FILE);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify(graph, null, 1)}\n`);
    },
  };
}
