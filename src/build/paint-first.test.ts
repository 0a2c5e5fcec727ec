import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { AFTER_FIRST_PAINT, paintBeforeScripts, paintPagesBeforeScripts } from "./paint-first.ts";

/**
 * A minimal page in the shape React Router 8 prerenders, to break on purpose: what the
 * step does to the real output is checked on the real build (specs/build-output.spec.ts).
 */
function prerenderedPage(startScript: string) {
  return [
    '<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/>',
    '<link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="stylesheet" href="/assets/root.css"/></head>',
    `<body><h1>Meist</h1><script type="module" async="">${startScript}</script></body></html>`,
  ].join("");
}

const REACT_ROUTER_START = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1 from "/assets/about-4.js";
  window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};

import("/assets/entry.client-2.js");`;

describe("paint-first build step fails the build, never silently, when React Router's output changes", () => {
  it("fails the build when React Router's start script imports in a way it does not know", () => {
    const unknownImport = REACT_ROUTER_START.replace(
      'import * as route0 from "/assets/root-3.js";',
      'import { a } from "/assets/root-3.js";',
    );
    expect(() => paintBeforeScripts(prerenderedPage(unknownImport))).toThrow(/does not know/);
  });

  it("fails the build when React Router's start script no longer ends by importing its entry", () => {
    const noEntry = REACT_ROUTER_START.replace('import("/assets/entry.client-2.js");', "");
    expect(() => paintBeforeScripts(prerenderedPage(noEntry))).toThrow(/no entry import/);
  });

  it("fails the build when a page has no start script to defer", () => {
    expect(() => paintBeforeScripts(prerenderedPage(REACT_ROUTER_START).replace(' async=""', ""))).toThrow(/not found/);
  });

  it("fails the build when a page has no preloads to move", () => {
    const noPreloads = prerenderedPage(REACT_ROUTER_START).replaceAll(/<link rel="modulepreload"[^>]*\/>/g, "");
    expect(() => paintBeforeScripts(noPreloads)).toThrow(/not found/);
  });

  it.each([
    [
      "an indented import of a name",
      'import * as route0 from "/assets/root-3.js";',
      '  import a from "/a.js";',
      /does not know/,
    ],
    [
      "an indented side-effect import",
      'import "/assets/manifest-1.js";',
      '  import "/assets/manifest-1.js";',
      /does not know/,
    ],
    ["an indented namespace import", "import * as route1", "  import * as route1", /does not know/],
    [
      "an indented entry import",
      'import("/assets/entry.client-2.js");',
      '  import("/assets/entry.client-2.js");',
      /no entry import/,
    ],
    [
      "an import written without spaces",
      'import * as route0 from "/assets/root-3.js";',
      'import{a}from"/a.js";',
      /does not know/,
    ],
    ["more code after the entry import", 'import("/assets/entry.client-2.js");', "$& start();", /no entry import/],
  ])("fails the build on start code of a shape it does not know: %s", (_, known, unknown, failure) => {
    expect(() => paintBeforeScripts(prerenderedPage(REACT_ROUTER_START.replace(known, unknown)))).toThrow(failure);
  });

  it("builds a page whose route names merely contain the word import", () => {
    const routeNamed = REACT_ROUTER_START.replace('"routes/about":route1', '"routes/important":route1');
    expect(paintBeforeScripts(prerenderedPage(routeNamed))).toContain('{"root":route0,"routes/important":route1}');
  });
});

describe("paint-first build step on a page as React Router prerenders it", () => {
  // Made in each test, so that Stryker counts the step as run by that test.
  const painted = () => paintBeforeScripts(prerenderedPage(REACT_ROUTER_START));
  const startScriptOf = (page: string) => page.match(/<script type="module" async="">([\s\S]*?)<\/script>/)?.[1] ?? "";

  it("leaves no preload in the head, so that nothing but what the first paint needs is fetched first", () => {
    const page = painted();
    expect(page).toContain('<html><head><link rel="stylesheet" href="/assets/root.css"/></head>');
    expect(page).toContain("<h1>Meist</h1>");
  });

  it("moves preloads that carry more attributes too, as React Router writes them when asked for crossorigin or integrity", () => {
    const withAttributes = prerenderedPage(REACT_ROUTER_START).replace(
      'href="/assets/entry.client-2.js"/>',
      'href="/assets/entry.client-2.js" crossorigin="anonymous" integrity="sha384-abc"/>',
    );
    const page = paintBeforeScripts(withAttributes);
    expect(page).not.toContain('rel="modulepreload"');
    expect(startScriptOf(page)).toContain('for (const href of ["/assets/manifest-1.js","/assets/entry.client-2.js"])');
  });

  it("starts the scripts only once what the first paint needs has arrived", () => {
    const startScript = startScriptOf(painted());
    expect(startScript.startsWith(AFTER_FIRST_PAINT)).toBe(true);
  });

  it("then preloads the same chunks, one per task, in the same order", () => {
    const startScript = startScriptOf(painted());
    expect(startScript).toContain('for (const href of ["/assets/manifest-1.js","/assets/entry.client-2.js"])');
    expect(startScript).toContain('rel: "modulepreload", href');
    expect(startScript).toContain("await nextTask();");
  });

  it("runs React Router's start-up code with each static import awaited, in the original order", () => {
    const startScript = startScriptOf(painted());
    const afterPreload = startScript.slice(startScript.indexOf("await nextTask();\n}") + "await nextTask();\n}".length);
    expect(afterPreload.trim()).toBe(`await import("/assets/manifest-1.js");
const route0 = await import("/assets/root-3.js");
const route1 = await import("/assets/about-4.js");
  window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};

import("/assets/entry.client-2.js");`);
  });
});

describe("paint-first build step over a build folder", () => {
  it("rewrites every prerendered page on disk, the not-found pages too, and leaves other files alone", () => {
    const clientDir = mkdtempSync(join(tmpdir(), "vormis-paint-first-"));
    try {
      const pages = ["index.html", "about/index.html", "404.html"];
      for (const file of [...pages, "assets/entry.client-2.js"]) {
        mkdirSync(join(clientDir, file, ".."), { recursive: true });
        writeFileSync(join(clientDir, file), prerenderedPage(REACT_ROUTER_START));
      }
      paintPagesBeforeScripts(clientDir);
      for (const file of pages) {
        expect(readFileSync(join(clientDir, file), "utf8"), file).toBe(
          paintBeforeScripts(prerenderedPage(REACT_ROUTER_START)),
        );
      }
      expect(readFileSync(join(clientDir, "assets/entry.client-2.js"), "utf8")).toBe(
        prerenderedPage(REACT_ROUTER_START),
      );
    } finally {
      rmSync(clientDir, { recursive: true, force: true });
    }
  });
});
