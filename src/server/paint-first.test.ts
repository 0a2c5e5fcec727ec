// jsdom: the wait the step puts into each page runs against a page's document here.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AFTER_PAINT_RESOURCES, paintBeforeScripts, paintPagesBeforeScripts } from "./paint-first.ts";

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
    expect(startScript.startsWith(AFTER_PAINT_RESOURCES)).toBe(true);
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

describe("the wait put before the scripts, run in a page", () => {
  /** Resource timing as the browser reports it: the test says which files have arrived. */
  class ResourceTiming {
    static supportedEntryTypes = ["resource"];
    static report: (names: string[]) => void = () => undefined;
    constructor(callback: (list: { getEntries: () => { name: string }[] }) => void) {
      ResourceTiming.report = (names) => callback({ getEntries: () => names.map((name) => ({ name })) });
    }
    observe() {}
    disconnect() {}
  }
  const AsyncFunction = (async () => undefined).constructor as new (code: string) => () => Promise<void>;
  const settle = () => new Promise((later) => setTimeout(later));
  let hero: HTMLImageElement;

  function pageStillLoading(resourceTiming: boolean) {
    document.head.innerHTML = `<link rel="stylesheet" href="/assets/root.css"><link rel="preload" as="font" href="/fonts/inter.woff2" crossorigin>
      <link rel="preload" as="image" href="/photos/later.avif">`;
    document.body.innerHTML =
      '<img fetchpriority="high" src="/photos/hero.avif" alt=""><img src="/photos/later.avif" alt="">';
    hero = document.querySelector("img") as HTMLImageElement;
    Object.defineProperty(hero, "complete", { value: false, writable: true });
    vi.spyOn(document, "readyState", "get").mockReturnValue("interactive");
    vi.stubGlobal("PerformanceObserver", resourceTiming ? ResourceTiming : undefined);
    const state = { started: false };
    void new AsyncFunction(AFTER_PAINT_RESOURCES)().then(() => {
      state.started = true;
    });
    return state;
  }
  afterEach(() => {
    document.head.innerHTML = "";
    document.body.innerHTML = "";
  });

  it("lets the scripts start once the stylesheet, the font and the main photo have arrived, and not before", async () => {
    const scripts = pageStillLoading(true);
    await settle();
    ResourceTiming.report([`${location.origin}/assets/root.css`, `${location.origin}/photos/later.avif`]);
    await settle();
    expect(scripts.started).toBe(false);
    ResourceTiming.report([`${location.origin}/fonts/inter.woff2`]);
    await settle();
    expect(scripts.started, "the main photo is still loading").toBe(false);
    Object.assign(hero, { complete: true }).dispatchEvent(new Event("load"));
    await settle();
    expect(scripts.started).toBe(true);
  });

  it("lets them start at the page's load event at the latest, as in a browser without resource timing", async () => {
    for (const resourceTiming of [true, false]) {
      const scripts = pageStillLoading(resourceTiming);
      await settle();
      expect(scripts.started, String(resourceTiming)).toBe(false);
      dispatchEvent(new Event("load"));
      await settle();
      expect(scripts.started, String(resourceTiming)).toBe(true);
    }
  });
});
