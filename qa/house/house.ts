/**
 * The house table of the quality tools (qa/house/parts.ts checks it): one line per part, what it may import and,
 * for a part others import, its entries (the engines have two: the machinery's, and this site's use of it). It reads downwards: a part imports only parts listed below it (checked).
 *
 * The machinery: basics (hash, median, PNG decoding, shooting until two shots agree), compare (exact and
 * across-versions pixel comparison), results (the one test record and the reader of every results format, and
 * whether results are of the tree), engines (driving Firefox and WebKit, taking and checking their pictures,
 * walking the journeys), visual (the review: collect the changes, their causes, the page, accept), stages (npm
 * test's runner), soak (repeating runs: the whole npm test, or each browser test), coverage (which rule each test
 * proves), changed (test:changed, choosing the checks a change reaches). Beside them: settings (every path and knob), support
 * (the browser specs' fixtures and the servers of the site and catalogue), plan (this site's test plan: the
 * spec's rules and facts, the pages pictured and the pages each spec opens, viewports, budgets, the stock-photo
 * stand-in),
 * and the tools that check the tree itself (house, test-lint, mutation, valid-html, bench).
 */
import type { HouseTable } from "./parts.ts";

export const HOUSE: HouseTable = {
  ".ci": { imports: ["qa/visual", "qa/support", "qa/settings.ts"] },
  "qa/changed": {
    imports: [
      "qa/engines",
      "qa/visual",
      "qa/stages",
      "qa/valid-html",
      "qa/test-lint",
      "qa/results",
      "qa/support",
      "qa/plan",
      "qa/settings.ts",
      "src",
    ],
  },
  "qa/coverage": { imports: ["qa/results", "qa/plan", "qa/support", "qa/settings.ts"] },
  "qa/soak": { imports: ["qa/results", "qa/compare", "qa/support", "qa/basics", "qa/settings.ts"] },
  "qa/stages": { imports: ["qa/results", "qa/support", "qa/settings.ts"], entries: ["index.ts"] },
  "qa/visual": {
    imports: ["qa/engines", "qa/compare", "qa/results", "qa/support", "qa/basics", "qa/settings.ts", "src"],
    entries: ["index.ts"],
  },
  "qa/engines": {
    imports: ["qa/compare", "qa/results", "qa/support", "qa/plan", "qa/basics", "qa/settings.ts", "src"],
    entries: ["index.ts", "site.ts"],
  },
  "qa/bench": { imports: ["qa/support", "qa/plan", "qa/basics", "qa/settings.ts", "src"] },
  "qa/valid-html": { imports: ["qa/results", "qa/support", "qa/settings.ts"] },
  "qa/mutation": { imports: ["qa/support", "stryker.config.mjs", "vitest.config.ts"] },
  "qa/test-lint": { imports: [] },
  "qa/house": { imports: [] },
  "qa/results": { imports: ["qa/basics", "qa/settings.ts"], entries: ["index.ts"] },
  "qa/compare": { imports: ["qa/basics"], entries: ["index.ts"] },
  "qa/support": { imports: ["qa/plan", "qa/settings.ts", "src"] },
  "qa/plan": { imports: ["src"] },
  "qa/basics": { imports: [], entries: ["index.ts"] },
  "qa/settings.ts": { imports: [] },
  src: { imports: [] },
  "stryker.config.mjs": { imports: [] },
  "vitest.config.ts": { imports: [] },
};
