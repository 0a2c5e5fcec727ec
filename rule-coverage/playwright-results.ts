import { join, relative } from "node:path";
import type { RunTest, Status } from "./coverage.ts";
import { tagNames } from "./tags.ts";

/** The parts of Playwright's JSON report (reporter "json") read here. */
export interface PlaywrightReport {
  config: { rootDir: string };
  suites: PlaywrightSuite[];
}
interface PlaywrightSuite {
  title: string;
  file: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    tags?: string[];
    tests: { projectName: string; status: string }[];
  }[];
}

/** Playwright's outcome of a test over its tries: a pass on a retry is a flake, not a pass. */
const STATUS: Record<string, Status> = { expected: "passed", unexpected: "failed", flaky: "flaky" };

/**
 * Every browser (and build) test of the run, once per project it ran in: the project is
 * its layer. Titles are the groups' and the test's own, joined as Playwright shows them.
 */
export function testsFromPlaywright(report: PlaywrightReport, root: string): RunTest[] {
  const tests: RunTest[] = [];
  const walk = (suite: PlaywrightSuite, groups: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        tests.push({
          title: [...groups, spec.title].join(" › "),
          file: relative(root, join(report.config.rootDir, spec.file)),
          layer: test.projectName,
          status: STATUS[test.status] ?? "skipped",
          tags: tagNames(spec.tags),
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...groups, child.title]);
  };
  // The top-level suites are the files themselves; their title is no group.
  for (const file of report.suites) walk(file, []);
  return tests;
}
