import { type JSONReport, reportedTests } from "#qa/results/playwright.ts";
import type { RunTest, Status } from "./coverage.ts";
import { tagNames } from "./tags.ts";

/** Playwright's outcome of a test over its tries: a pass on a retry is a flake, not a pass. */
const STATUS: Record<string, Status> = { expected: "passed", unexpected: "failed", flaky: "flaky" };

/** Every browser (and build) test of the run, once per project it ran in: the project is its layer. */
export function testsFromPlaywright(report: JSONReport, root: string): RunTest[] {
  return reportedTests(report, root).map(({ title, file, spec, test }) => ({
    title,
    file,
    layer: test.projectName,
    status: STATUS[test.status] ?? "skipped",
    tags: tagNames(spec.tags),
  }));
}
