/**
 * `npm run spec:coverage`: which rule of the spec each test proves, and whether each rule is
 * proved. Reads the rules (qa/plan/spec-rules.ts), the `@id`s the test sources name, and the last
 * run's results (both runners' JSON reports, which `npm test` leaves behind); writes
 * reports/spec-coverage/coverage.json and index.html, prints a table, and fails when a
 * rule has no passing test or a test names an id that is no rule.
 *
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SPEC_RULES } from "#qa/plan/spec-rules.ts";
import { JOURNEYS_FILE, readResults, type TestLayer } from "#qa/results/index.ts";
import { REPORTS, RUNNER_TAGS, RULE_TEST_FILE as TEST_FILE, RULE_TEST_ROOTS as TEST_ROOTS } from "#qa/settings.ts";
import { addToStepSummary } from "#qa/support/index.ts";
import { ruleCoverage, ruleStatus } from "./coverage.ts";
import { coveragePage } from "./page.ts";
import { type SourceTags, sourceTags } from "./source-tags.ts";
import { coverageSummary } from "./summary.ts";
import { coverageTable } from "./table.ts";

const ROOT = join(import.meta.dirname, "..", "..");
const OUTPUT_DIR = REPORTS.specCoverage;
const COVERAGE_FILE = `${OUTPUT_DIR}/coverage.json`;
const PAGE_FILE = `${OUTPUT_DIR}/index.html`;

const testFiles = TEST_ROOTS.flatMap((dir) =>
  readdirSync(join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter((name) => TEST_FILE.test(name) && !name.includes("node_modules"))
    .map((name) => join(dir, name)),
);
// The Firefox and WebKit journeys name their rules in their names, in one file.
testFiles.push(JOURNEYS_FILE);
const sources = new Map<string, SourceTags>(
  testFiles.map((file) => [file, sourceTags(readFileSync(join(ROOT, file), "utf8"), file)]),
);

// The layers whose tests may name rules: pictures and the HTML check go by their page.
const NAMING_LAYERS: readonly TestLayer[] = ["unit", "browser", "engine journey"];
const lastRun = readResults(join(ROOT, REPORTS.lastRun.folder), ROOT);
const missing = (["vitest", "playwright", "engines"] as const)
  .filter((name) => lastRun.missing.includes(name))
  .map((name) => `no results at ${REPORTS.lastRun[name]}: run \`npm test\` first`);
const runs = lastRun.tests.filter((test) => NAMING_LAYERS.includes(test.layer));

const coverage = ruleCoverage({ rules: SPEC_RULES, sources, runs, runnerTags: RUNNER_TAGS });
coverage.problems.unshift(...missing, ...lastRun.problems);

mkdirSync(join(ROOT, OUTPUT_DIR), { recursive: true });
writeFileSync(join(ROOT, COVERAGE_FILE), `${JSON.stringify(coverage.rules, null, 2)}\n`);
writeFileSync(join(ROOT, PAGE_FILE), coveragePage(coverage));
addToStepSummary(coverageSummary(coverage));

console.log(coverageTable(coverage.rules));
const proved = coverage.rules.filter((rule) => ruleStatus(rule) === "proved").length;
console.log(
  `\n${coverage.rules.length} rules; ${coverage.unnamed} tests name no rule. Page: ${PAGE_FILE}, data: ${COVERAGE_FILE}`,
);
if (coverage.problems.length > 0) {
  console.error(`\n✗ ${coverage.problems.length} problem(s):\n${coverage.problems.map((p) => `  - ${p}`).join("\n")}`);
  process.exit(1);
}
console.log(`✓ all ${proved} rules are proved by passing tests, and every rule a test names exists.`);
