// @ts-check
import site from "../../stryker.config.mjs";
import { QA_MUTATED_FILES } from "./mutated-files.ts";

/**
 * `npm run test:mutation:qa`: the same mutation run as the site's (stryker.config.mjs), over the
 * quality tools in qa/ (mutated-files.ts says what and why not the rest), with their own
 * incremental record and report, and their own floor.
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  ...site,
  mutate: QA_MUTATED_FILES,
  incrementalFile: "qa/mutation/stryker-incremental-qa.json",
  htmlReporter: { fileName: "reports/mutation-qa/mutation.html" },
  jsonReporter: { fileName: "reports/mutation-qa/mutation.json" },
  thresholds: { high: 95, low: 85, break: 90 },
  // Static mutants (module-level tables, patterns and constants, about one in six here) each rerun every
  // related spec file with the mutant loaded, which made a whole run take many hours; Stryker reports them
  // as Ignored. The site's run keeps them (stryker.config.mjs), where they are few.
  ignoreStatic: true,
};
