// @ts-check
import { MUTATED_FILES } from "./qa/mutation/mutated-files.ts";

/**
 * `npm run test:mutation`: Stryker changes the site's own code one small
 * mutation at a time and runs the unit tests that reach it; a mutant no test
 * notices marks behaviour the suite does not prove. docs/qa.md, "Mutation
 * score", says how to read the result.
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: "vitest",
  mutate: MUTATED_FILES,
  // Only the tests that reach a mutant run for it; two workers leave room on a shared 2-core machine.
  coverageAnalysis: "perTest",
  vitest: { configFile: "qa/mutation/vitest.config.ts" },
  concurrency: 2,
  // TypeScript 7 has no JavaScript API for Stryker to rewrite tsconfig files with; Vite resolves
  // the project's paths itself, so Stryker is pointed at no tsconfig at all.
  tsconfigFile: "stryker-has-no-tsconfig.json",
  // Vitest checks no types, so nothing needs Stryker's "@ts-nocheck" lines; and Stryker would also write one
  // into the inline scripts of the recorded .html review pages that qa/visual's specs compare byte for byte.
  disableTypeChecks: false,
  // The previous run's results, committed: mutants whose code and tests did not change are not run again.
  incremental: true,
  incrementalFile: "qa/mutation/stryker-incremental.json",
  plugins: ["@stryker-mutator/vitest-runner", "./qa/mutation/class-name-ignorer.ts"],
  ignorers: ["class-names"],
  // The HTML and JSON reports land at Stryker's defaults, reports/mutation/mutation.{html,json}.
  reporters: ["progress", "clear-text", "html", "json"],
  // The score the suite has reached (docs/qa.md, "Mutation score"); raise it as the score rises.
  thresholds: { high: 95, low: 85, break: 99 },
};
