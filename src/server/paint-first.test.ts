// @vitest-environment node
import { describe, expect, it } from "vitest";
import { paintBeforeScripts } from "./paint-first.ts";

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
