// @vitest-environment node
import { describe, expect, it } from "vitest";
import { AFTER_FIRST_PAINT, paintBeforeScripts } from "./paint-first.ts";

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
});

describe("paint-first build step on a page as React Router prerenders it", () => {
  const page = paintBeforeScripts(prerenderedPage(REACT_ROUTER_START));
  const startScript = page.match(/<script type="module" async="">([\s\S]*?)<\/script>/)?.[1] ?? "";

  it("leaves no preload in the head, so that nothing but what the first paint needs is fetched first", () => {
    expect(page).not.toContain('rel="modulepreload"');
    expect(page).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(page).toContain("<h1>Meist</h1>");
  });

  it("starts the scripts only once what the first paint needs has arrived", () => {
    expect(startScript.startsWith(AFTER_FIRST_PAINT)).toBe(true);
  });

  it("then preloads the same chunks, one per task, in the same order", () => {
    expect(startScript).toContain('for (const href of ["/assets/manifest-1.js","/assets/entry.client-2.js"])');
    expect(startScript).toContain('rel: "modulepreload", href');
    expect(startScript).toContain("await nextTask();");
  });

  it("runs React Router's start-up code with each static import awaited, in the original order", () => {
    const afterPreload = startScript.slice(startScript.indexOf("await nextTask();\n}") + "await nextTask();\n}".length);
    expect(afterPreload.trim()).toBe(`await import("/assets/manifest-1.js");
const route0 = await import("/assets/root-3.js");
const route1 = await import("/assets/about-4.js");
  window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};

import("/assets/entry.client-2.js");`);
  });
});
