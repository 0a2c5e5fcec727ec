import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { testFolder } from "#qa/support/fixtures/test-folder.ts";
import { type BundleComposition, readableModuleId } from "#src/build/bundle-composition.ts";
import { COMPRESSED_COPIES } from "#src/server/precompress.ts";
import { firstLoadOf, firstLoadScripts, modulesOf } from "./first-load.ts";

/** A real build's /about page and its chunks, trimmed to their import statements and a slice of code. */
const FIXTURE = new URL("./fixtures/first-load/", import.meta.url).pathname;
const composition: BundleComposition = JSON.parse(readFileSync(`${FIXTURE}bundle-composition.json`, "utf8"));
const aboutPage = () => firstLoadOf(FIXTURE, "about/index.html", composition);

describe("first-load JavaScript", () => {
  it("is every script the page names, then every chunk those import in turn, each once", () => {
    const html = readFileSync(`${FIXTURE}about/index.html`, "utf8");
    const scripts = firstLoadScripts(html, (file) => readFileSync(`${FIXTURE}${file}`, "utf8"));
    expect(scripts).toEqual([
      "/assets/manifest-eb6bcca9.js",
      "/assets/entry.client-VhLMK-Nr.js",
      "/assets/rolldown-runtime-WkwZ5CU-.js",
      "/assets/shared-CYXZH_B7.js",
      "/assets/root-ClStvD0u.js",
      "/assets/about-Bg_PzZ70.js",
      "/assets/download-CL6yW6GC.js",
    ]);
  });

  it("follows a chunk's static imports to a script the page itself does not name", () => {
    const html = '<script>import("/assets/about.js")</script>';
    const chunks: Record<string, string> = {
      "/assets/about.js": 'import{a}from"./shared.js";import"./icons.js";const later=()=>import("./article.js");',
      "/assets/shared.js": "export const a=1;",
      "/assets/icons.js": 'import{a}from"./shared.js";',
    };
    expect(firstLoadScripts(html, (file) => chunks[file])).toEqual([
      "/assets/about.js",
      "/assets/shared.js",
      "/assets/icons.js",
    ]);
  });

  it("weighs each script as gzip sends it and adds them up", () => {
    const firstLoad = aboutPage();
    const about = firstLoad.scripts.find((script) => script.file.startsWith("/assets/about-"));
    const gzip = gzipSync(readFileSync(`${FIXTURE}assets/about-Bg_PzZ70.js`), { level: 9 }).length;
    expect(about?.gzip).toBe(gzip);
    expect(firstLoad.gzip).toBe(firstLoad.scripts.reduce((sum, script) => sum + script.gzip, 0));
  });

  it("splits a chunk's gzip size among its modules by their share of its code", () => {
    const about = aboutPage().scripts.find((script) => script.file.startsWith("/assets/about-"));
    const [content, route] = about?.modules ?? [];
    expect(content).toMatchObject({ id: "src/content/about.ts", bytes: 3127 });
    expect(route.id).toBe("src/routes/about.tsx");
    expect(content.gzip / route.gzip).toBeCloseTo(content.bytes / route.bytes, 1);
  });

  it("weighs a script as the host sends it, gzipped at the host's strongest level", () => {
    // A whole real chunk (React DOM's client), where the level makes a difference that the trimmed fixture's do not.
    const client = testFolder("first-load");
    const reactDom = join(
      dirname(createRequire(import.meta.url).resolve("react-dom")),
      "cjs",
      "react-dom-client.production.js",
    );
    mkdirSync(join(client, "assets"));
    copyFileSync(reactDom, join(client, "assets", "react-dom.js"));
    writeFileSync(join(client, "index.html"), '<script type="module" src="/assets/react-dom.js"></script>');
    const sent = COMPRESSED_COPIES.gzip.compress(readFileSync(reactDom)).length;
    expect(firstLoadOf(client, "index.html", {}).gzip).toBe(sent);
  });

  it("shares out all of a chunk's gzip size among its modules, give or take rounding", () => {
    for (const script of aboutPage().scripts.filter((each) => each.modules.length)) {
      const shares = script.modules.reduce((sum, module) => sum + module.gzip, 0);
      expect(Math.abs(shares - script.gzip)).toBeLessThanOrEqual(script.modules.length);
    }
  });

  it("counts a script the build recorded no modules for, with none", () => {
    const firstLoad = firstLoadOf(FIXTURE, "about/index.html", {});
    expect(firstLoad.gzip).toBe(aboutPage().gzip);
    expect(firstLoad.scripts.map((script) => script.modules)).toEqual(firstLoad.scripts.map(() => []));
  });

  it("adds up a module's parts in every chunk it is in", () => {
    const inTwoChunks = {
      gzip: 300,
      scripts: [
        { file: "/assets/a.js", gzip: 100, modules: [{ id: "src/lib/paths.ts", bytes: 400, gzip: 100 }] },
        {
          file: "/assets/b.js",
          gzip: 200,
          modules: [
            { id: "src/content/about.ts", bytes: 600, gzip: 150 },
            { id: "src/lib/paths.ts", bytes: 200, gzip: 50 },
          ],
        },
      ],
    };
    expect(modulesOf(inTwoChunks)).toEqual([
      { id: "src/lib/paths.ts", bytes: 600, gzip: 150 },
      { id: "src/content/about.ts", bytes: 600, gzip: 150 },
    ]);
  });

  it("lists what the page's JavaScript is made of, largest first, React's own code at the top", () => {
    const modules = modulesOf(aboutPage());
    expect(modules[0].id).toBe("react-dom/cjs/react-dom-client.production.js");
    expect(modules.map((module) => module.gzip)).toEqual(
      modules.map((module) => module.gzip).toSorted((a, b) => b - a),
    );
  });
});

describe("module ids in the report", () => {
  it.each([
    [
      "/work/main/node_modules/react-dom/cjs/react-dom-client.production.js",
      "react-dom/cjs/react-dom-client.production.js",
    ],
    ["/work/main/src/routes/blog-post.tsx?route-chunk=main", "src/routes/blog-post.tsx"],
    ["/work/main/node_modules/simple-icons/icons/facebook.svg?raw", "simple-icons/icons/facebook.svg"],
    ["\0vite/preload-helper.js", "vite/preload-helper.js"],
  ])("%s reads as %s", (id, readable) => {
    expect(readableModuleId(id, "/work/main")).toBe(readable);
  });
});
