/**
 * The house table of the quality tools (qa/house/parts.ts checks it): one line per part, what it may import and,
 * for a part others import, its entries. It reads downwards: a part imports only parts listed below it (checked).
 *
 * This site's test plan is qa/plan: the spec's rules and facts, the pages pictured and the pages each spec opens,
 * the viewports and budgets, the stock-photo stand-in, the pictures the engines take and how, the journeys, the
 * browser specs' fixtures, the servers of the site and catalogue, and the engines' command that brings them
 * together. The machinery below it is given the plan and imports nothing of it: basics (hash, median, PNG
 * decoding, shooting until two shots agree), compare (exact and across-versions pixel comparison), results (the
 * one test record, the reader of every results format, and whether results are of the tree), engines (driving
 * Firefox and WebKit, taking and checking pictures, walking journeys: index.ts for what a picture and a journey
 * are, page.ts for what one does in a page, run.ts for the engines and their runs, which alone loads the
 * browsers' drivers), support
 * (small helpers: waiting, ports, command lines, the report shell, the pinned Chromium, the catalogue's story
 * marks). Above the plan, the tools that use it: visual (the review: collect the changes, their causes, the
 * page, accept), stages (npm test's runner), soak (repeating runs), coverage (which rule each test proves),
 * changed (test:changed), bench; beside them settings (every path and knob) and the tools that check the tree
 * itself (house, test-lint, mutation, valid-html).
 */
import type { HouseTable } from "./parts.ts";

export const HOUSE: HouseTable = {
  ".ci": { imports: ["qa/visual", "qa/support", "qa/settings.ts"] },
  "qa/changed": {
    imports: [
      "qa/visual",
      "qa/plan",
      "qa/engines",
      "qa/stages",
      "qa/valid-html",
      "qa/test-lint",
      "qa/results",
      "qa/support",
      "qa/settings.ts",
      "src",
    ],
  },
  "qa/coverage": { imports: ["qa/plan", "qa/results", "qa/support", "qa/settings.ts"] },
  "qa/soak": { imports: ["qa/results", "qa/compare", "qa/support", "qa/basics", "qa/settings.ts"] },
  "qa/stages": { imports: ["qa/results", "qa/support", "qa/settings.ts"], entries: ["index.ts"] },
  "qa/visual": {
    imports: ["qa/plan", "qa/engines", "qa/compare", "qa/results", "qa/support", "qa/basics", "qa/settings.ts", "src"],
    entries: ["index.ts"],
  },
  "qa/bench": { imports: ["qa/plan", "qa/support", "qa/basics", "qa/settings.ts", "src"] },
  "qa/plan": {
    imports: ["qa/engines", "qa/compare", "qa/results", "qa/support", "qa/basics", "qa/settings.ts", "src"],
  },
  "qa/engines": {
    imports: ["qa/compare", "qa/results", "qa/support", "qa/basics", "qa/settings.ts"],
    entries: ["index.ts", "page.ts", "run.ts"],
  },
  "qa/valid-html": { imports: ["qa/results", "qa/support", "qa/settings.ts"] },
  "qa/mutation": { imports: ["qa/support", "stryker.config.mjs", "vitest.config.ts"] },
  "qa/test-lint": { imports: [] },
  "qa/house": { imports: [] },
  "qa/results": { imports: ["qa/basics", "qa/settings.ts"], entries: ["index.ts"] },
  "qa/compare": { imports: ["qa/basics"], entries: ["index.ts"] },
  "qa/support": { imports: ["qa/settings.ts"], entries: ["index.ts", "chromium.ts"] },
  "qa/basics": { imports: [], entries: ["index.ts"] },
  "qa/settings.ts": { imports: [] },
  src: { imports: [] },
  "stryker.config.mjs": { imports: [] },
  "vitest.config.ts": { imports: [] },
};
