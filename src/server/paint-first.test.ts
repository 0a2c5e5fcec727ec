// @vitest-environment node
import { describe, expect, it } from "vitest";
import { paintBeforeScripts } from "./paint-first.ts";

/** The shape React Router 8 prerenders: preload links in the head, an async module script in the body. */
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

describe("paint-first build step", () => {
  it("leaves no request for a script in the head or in a static import, and keeps the start-up code", () => {
    const html = paintBeforeScripts(prerenderedPage(REACT_ROUTER_START));
    expect(html).not.toContain('<link rel="modulepreload"');
    const script = html.match(/<script type="module" async="">([\s\S]*)<\/script>/)?.[1] ?? "";
    expect(script).not.toMatch(/^import\s*["*{]/m);
    expect(script).toContain('const route1 = await import("/assets/about-4.js");');
    expect(script).toContain('["/assets/manifest-1.js","/assets/entry.client-2.js"]');
    expect(script).toContain('import("/assets/entry.client-2.js")');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
  });

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
