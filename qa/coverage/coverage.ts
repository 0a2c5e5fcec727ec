import type { RuleGroup, SpecRule } from "#qa/plan/spec-rules.ts";
import { fails, JOURNEYS_FILE, type TestRecord, type TestStatus } from "#qa/results/index.ts";
import type { SourceTags } from "./source-tags.ts";
import { tagsIn } from "./tags.ts";

/** A test of a rule, once per place it ran in: its layer here is where it ran (TestRecord's place), or the kind of test a file holds when it did not run. */
export interface CoveredTest {
  title: string;
  file: string;
  layer: string;
  status: TestStatus;
  /** A test that takes baselines (@visual): its proof may be the picture alone. */
  pictures?: boolean;
}

/** One line of coverage.json. */
export interface RuleCoverage {
  id: string;
  group: RuleGroup;
  rule: string;
  tests: CoveredTest[];
}

export interface Coverage {
  rules: RuleCoverage[];
  /** Why the run fails, one line each; empty when every rule is proved. */
  problems: string[];
  /** Tests in the last run that name no rule (harness and host checks, for example). */
  unnamed: number;
}

/** The rule is proved: some test of it passed in the last run, and none failed or flaked. */
export function isProved({ tests }: RuleCoverage): boolean {
  return tests.some((test) => test.status === "passed") && !tests.some((test) => fails(test.status));
}

/**
 * Joins the rules with what the test sources name and what the last run did. A test counts for
 * a rule only while its file's source still names the rule: delete a rule's id from its only
 * test and the rule is unproved at once, without running anything again.
 */
export function ruleCoverage(input: {
  rules: readonly SpecRule[];
  sources: ReadonlyMap<string, SourceTags>;
  runs: readonly TestRecord[];
  runnerTags: readonly string[];
}): Coverage {
  const known = new Set(input.rules.map((rule) => rule.id));
  const allowed = new Set([...known, ...input.runnerTags]);
  const problems = new Set<string>();
  const unknown = (where: string, title: string, id: string) =>
    problems.add(
      `${where}: "${title}" names @${id}, which is no rule in qa/plan/spec-rules.ts (a tag that steers a runner belongs in RUNNER_TAGS, qa/settings.ts)`,
    );

  for (const [file, source] of input.sources) {
    for (const { title, tags } of source.titles) {
      for (const id of tags.filter((tag) => !allowed.has(tag))) unknown(file, title, id);
    }
  }

  const rules: RuleCoverage[] = input.rules.map(({ id, group, rule }) => ({ id, group, rule, tests: [] }));
  const testsOf = new Map(rules.map((rule) => [rule.id, rule.tests]));
  // A test counts once, however many projects it ran in.
  const unnamedTests = new Set<string>();
  for (const run of input.runs) {
    const ids = [...new Set([...tagsIn(run.title), ...run.tags])];
    for (const id of ids.filter((tag) => !allowed.has(tag))) unknown(run.file, run.title, id);
    const named = ids.filter((id) => known.has(id) && input.sources.get(run.file)?.named.has(id));
    if (named.length === 0) unnamedTests.add(`${run.file}\n${run.title}`);
    const pictures = ids.includes(PICTURE_TAG);
    for (const id of named) {
      // Stryker disable next-line OptionalChaining: only rule ids are named here, and every rule has its list
      testsOf.get(id)?.push({ title: run.title, file: run.file, layer: run.place, status: run.status, pictures });
    }
  }

  // Named in a file whose tests the last run did not report under that id: written since, or not run.
  for (const [file, source] of input.sources) {
    for (const id of source.named) {
      const tests = testsOf.get(id);
      // No rule has that id, or the last run reported this file's test of it.
      if (!tests || tests.some((test) => test.file === file)) continue;
      const title = source.titles.find(({ tags }) => tags.includes(id))?.title ?? "(named in a table of titles)";
      tests.push({ title, file, layer: layerOfFile(file), status: "not run" });
    }
  }

  for (const coverage of rules) {
    if (coverage.tests.length === 0) problems.add(`@${coverage.id} has no test: ${coverage.rule}`);
    else if (!isProved(coverage)) {
      const results = coverage.tests.map((test) => `${test.layer} ${test.status}`);
      problems.add(`@${coverage.id} is not proved by the last run (${[...new Set(results)].join(", ")})`);
    }
  }
  return { rules, problems: [...problems], unnamed: unnamedTests.size };
}

/** The layer a test file's tests run in, for a test the last run did not report. */
function layerOfFile(file: string): string {
  if (file.endsWith(".spec.ts")) return "browser";
  return file === JOURNEYS_FILE ? "engines" : "unit";
}

/** The layers present, unit first, then the build checks, the browser projects by name, and the other engines. */
export function layersOf(rules: readonly RuleCoverage[]): string[] {
  const tests = rules.flatMap((rule) => rule.tests);
  const engines = new Set(tests.filter((test) => test.file === JOURNEYS_FILE).map((test) => test.layer));
  const rank = (layer: string) => {
    const fixed = ["unit", "build"].indexOf(layer);
    if (fixed !== -1) return fixed;
    return engines.has(layer) ? 3 : 2;
  };
  const layers = new Set(tests.map((test) => test.layer));
  return [...layers].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** The runner tag of the tests that take baselines (qa/visual/baselines.ts). */
const PICTURE_TAG = "visual";

/** Every test that proves the rule takes pictures: a change only a picture shows is its one proof. */
export const provedByPicturesOnly = ({ tests }: RuleCoverage) =>
  tests.length > 0 && tests.every((test) => test.pictures);

/** A rule's result in the last run, in one word. */
export function ruleStatus(coverage: RuleCoverage): "proved" | "failed" | "not run" | "no test" {
  if (coverage.tests.length === 0) return "no test";
  if (isProved(coverage)) return "proved";
  return coverage.tests.some((test) => fails(test.status)) ? "failed" : "not run";
}
