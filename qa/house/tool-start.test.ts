import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BROWSER_DRIVERS, chainToPackage, toolEntries } from "./tool-start";

const read = (sources: Record<string, string>) => (file: string) => sources[file];

describe("what a tool loads before it does anything", () => {
  it("follows static imports through the tree's modules to a package, naming each file on the way", () => {
    const sources = {
      "qa/soak/main.ts": 'import { runs } from "./runs.ts";\nimport { h } from "#qa/support/page.ts";',
      "qa/soak/runs.ts": 'import {\n  PICTURE_VIEWPORTS,\n} from "#qa/plan/viewports.ts";',
      "qa/support/page.ts": 'import { renderToString } from "react-dom/server";',
      "qa/plan/viewports.ts": 'import { devices } from "@playwright/test";',
    };
    expect(chainToPackage("qa/soak/main.ts", BROWSER_DRIVERS, read(sources))).toEqual([
      "qa/soak/main.ts",
      "qa/soak/runs.ts",
      "qa/plan/viewports.ts",
      "@playwright/test",
    ]);
    expect(chainToPackage("qa/soak/main.ts", ["react-dom"], read(sources))).toEqual([
      "qa/soak/main.ts",
      "qa/support/page.ts",
      "react-dom/server",
    ]);
  });

  it("goes round an import cycle once", () => {
    const sources = {
      "qa/a.ts": 'import { b } from "./b.ts";',
      "qa/b.ts": 'import { a } from "./a.ts";\nimport { c } from "./c.ts";',
      "qa/c.ts": 'import { chromium } from "playwright";',
    };
    expect(chainToPackage("qa/a.ts", BROWSER_DRIVERS, read(sources))).toEqual([
      "qa/a.ts",
      "qa/b.ts",
      "qa/c.ts",
      "playwright",
    ]);
    expect(chainToPackage("qa/a.ts", ["react"], read(sources))).toBeUndefined();
  });

  it("counts what Node loads: a re-export, a bare import and `import { type X }`, but not `import type` or a dynamic import", () => {
    const loads = (line: string) =>
      chainToPackage("qa/a.ts", BROWSER_DRIVERS, read({ "qa/a.ts": `const x = 1;\n${line}\n` })) !== undefined;
    expect(loads('export * from "playwright-core";')).toBe(true);
    expect(loads('import "playwright";')).toBe(true);
    // Type stripping leaves `import {} from "…"`, which still loads the package.
    expect(loads('import { type Page } from "@playwright/test";')).toBe(true);
    expect(loads('import type { Page } from "@playwright/test";')).toBe(false);
    expect(loads('export type { Page } from "@playwright/test";')).toBe(false);
    expect(loads('const { chromium } = await import("@playwright/test");')).toBe(false);
    expect(loads('import { playwrightish } from "./playwright.ts";')).toBe(false);
    expect(loads('import { x } from "playwright-extra";')).toBe(false);
  });

  it("is every `node <file>` script of package.json", () => {
    const scripts = {
      test: "node qa/stages/main.ts",
      dev: "react-router dev",
      lint: "biome check .",
      hint: "echo run node qa/soak/main.ts yourself",
    };
    expect(toolEntries(scripts)).toEqual([{ script: "test", entry: "qa/stages/main.ts" }]);
  });

  it("holds no browser driver for any tool of this tree but the benchmark, which drives Chromium", () => {
    // Playwright alone costs a Node process 0.4–0.6 s of CPU at start, paid again by every spec that starts the tool.
    const scripts = JSON.parse(readFileSync("package.json", "utf8")).scripts as Record<string, string>;
    const tools = toolEntries(scripts);
    expect(tools.length).toBeGreaterThan(15);
    const readTree = (file: string) => (existsSync(file) ? readFileSync(file, "utf8") : undefined);
    const loading = tools
      .map(({ script, entry }) => ({ script, chain: chainToPackage(entry, BROWSER_DRIVERS, readTree) }))
      .filter(({ chain }) => chain !== undefined);
    expect(loading).toEqual([{ script: "bench", chain: expect.arrayContaining(["@playwright/test"]) }]);
  });
});
