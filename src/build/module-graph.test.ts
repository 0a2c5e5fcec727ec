import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { build, type Plugin } from "vite";
import { describe, expect, it } from "vitest";
import { testFolder } from "#qa/support/fixtures/test-folder.ts";
import { MODULE_GRAPH_FILE, type ModuleGraph, moduleGraph, moduleGraphOf, WatchRuns } from "./module-graph.ts";

const ROOT = "/work/site";
/** The next turn of the event loop, as after reading a file: a new run of registrations. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
const facts = (id: string, importedIds: string[] = [], dynamicallyImportedIds: string[] = [], isEntry = false) => ({
  id,
  isEntry,
  importedIds,
  dynamicallyImportedIds,
});

describe("the graph of a build's modules", () => {
  it("names each module as a reader knows it, with what it imports statically and with import()", () => {
    const graph = moduleGraphOf(
      [
        facts(`${ROOT}/src/root.tsx`, [`${ROOT}/src/app.css`, `${ROOT}/node_modules/react/index.js`], [], true),
        facts(`${ROOT}/src/routes/blog.tsx`, [], [`${ROOT}/src/content/posts.ts`], true),
        facts(`${ROOT}/src/app.css`),
      ],
      new Map([[`${ROOT}/src/app.css`, [`${ROOT}/tailwind.config.ts`, `${ROOT}/src/fonts/brand-font.css`]]]),
      ROOT,
    );
    expect(graph).toEqual({
      entries: ["src/root.tsx", "src/routes/blog.tsx"],
      modules: {
        "src/app.css": { imports: [], dynamicImports: [], reads: ["src/fonts/brand-font.css", "tailwind.config.ts"] },
        "src/root.tsx": { imports: ["react/index.js", "src/app.css"], dynamicImports: [], reads: [] },
        "src/routes/blog.tsx": { imports: [], dynamicImports: ["src/content/posts.ts"], reads: [] },
      },
    } satisfies ModuleGraph);
    expect(Object.keys(graph.modules)).toEqual(["src/app.css", "src/root.tsx", "src/routes/blog.tsx"]);
  });

  it("joins the ids one module has under several queries, and leaves out a module's imports of itself", () => {
    const route = `${ROOT}/src/routes/about.tsx`;
    const graph = moduleGraphOf(
      [
        facts(route, [`${route}?__react-router-build-client-route`, `${ROOT}/src/lib/meta.ts`]),
        facts(`${route}?__react-router-build-client-route`, [`${ROOT}/src/lib/paths.ts`], [route], true),
      ],
      new Map([[route, [route]]]),
      ROOT,
    );
    expect(graph).toEqual({
      entries: ["src/routes/about.tsx"],
      modules: {
        "src/routes/about.tsx": { imports: ["src/lib/meta.ts", "src/lib/paths.ts"], dynamicImports: [], reads: [] },
      },
    });
  });
});

describe("the files a transform registers", () => {
  it("are kept run by run, each once, except a run that holds a glob pattern (a scan for class names)", async () => {
    const runs = new WatchRuns();
    runs.add("/site/node_modules/tailwindcss/index.css");
    runs.add("/site/tailwind.config.ts");
    await Promise.resolve();
    runs.add("/site/src/fonts/brand-font.css");
    await nextTurn();
    runs.add("/site/src/components/Logo.tsx");
    runs.add("/site/tailwind.config.ts");
    runs.add("/site/qa/visual/collect.ts");
    runs.add("src/**/*.{ts,tsx}");
    await nextTurn();
    runs.add("/site/src/fonts/brand-font.css");
    expect(runs.kept()).toEqual([
      "/site/node_modules/tailwindcss/index.css",
      "/site/tailwind.config.ts",
      "/site/src/fonts/brand-font.css",
    ]);
  });

  it("are all kept when no run holds a pattern", () => {
    const runs = new WatchRuns();
    runs.add("/site/a.woff2");
    runs.add("/site/b.woff2");
    expect(runs.kept()).toEqual(["/site/a.woff2", "/site/b.woff2"]);
  });
});

/** A stand-in for Tailwind: registers the stylesheet's own dependencies, then (after an await) what it scanned with its glob. */
function registersLikeTailwind(root: string): Plugin {
  return {
    name: "registers-like-tailwind",
    async transform(code, id) {
      if (!id.endsWith(".css")) return;
      this.addWatchFile(join(root, "tokens.ts"));
      await nextTurn();
      this.addWatchFile(join(root, "notes.md"));
      this.addWatchFile("**/*");
      return code;
    },
  };
}

async function buildSite(root: string, place?: "beside-output" | "in-output") {
  mkdirSync(join(root, "src"));
  writeFileSync(join(root, "tokens.ts"), "export {};\n");
  writeFileSync(join(root, "notes.md"), "notes\n");
  writeFileSync(join(root, "index.html"), '<script type="module" src="/src/main.ts"></script>\n');
  writeFileSync(join(root, "src", "main.ts"), 'import "./style.css";\nimport("./later.ts");\n');
  writeFileSync(join(root, "src", "later.ts"), "export const later = 1;\n");
  writeFileSync(join(root, "src", "style.css"), "body { color: red; }\n");
  await build({
    root,
    configFile: false,
    logLevel: "silent",
    plugins: [registersLikeTailwind(root), moduleGraph(place ? { place } : undefined)],
    build: { outDir: join(root, "out", "client") },
  });
}

describe("the build plugin", () => {
  it("writes the browser build's graph next to its output folder, with what the stylesheet's transform registered", async () => {
    const root = testFolder("module-graph");
    await buildSite(root);
    const graph = JSON.parse(readFileSync(join(root, "out", MODULE_GRAPH_FILE), "utf8")) as ModuleGraph;
    expect(graph.entries).toEqual(["index.html"]);
    expect(graph.modules["index.html"].imports).toContain("src/main.ts");
    expect(graph.modules["src/main.ts"]).toEqual({
      // Vite adds its helper for import(); no node_modules path, so the id stays as Vite names it.
      imports: ["src/style.css", "vite/preload-helper.js"],
      dynamicImports: ["src/later.ts"],
      reads: [],
    });
    expect(graph.modules["src/style.css"].reads).toEqual(["tokens.ts"]);
    expect(existsSync(join(root, "out", "client", MODULE_GRAPH_FILE))).toBe(false);
  });

  it("writes it into the output folder when asked (the catalogue's)", async () => {
    const root = testFolder("module-graph");
    await buildSite(root, "in-output");
    expect(existsSync(join(root, "out", "client", MODULE_GRAPH_FILE))).toBe(true);
    expect(existsSync(join(root, "out", MODULE_GRAPH_FILE))).toBe(false);
  });
});
