import { relative } from "node:path";
import type { RunTest, Status } from "./coverage.ts";
import { tagNames } from "./tags.ts";

/** The parts of Vitest's JSON report (reporter "json") read here. */
export interface VitestReport {
  testResults: {
    name: string;
    assertionResults: { fullName: string; status: string; tags?: string[] }[];
  }[];
}

const STATUS: Record<string, Status> = { passed: "passed", failed: "failed" };

/** Every unit test of the run: its full title, file (relative to `root`) and result. */
export function testsFromVitest(report: VitestReport, root: string): RunTest[] {
  return report.testResults.flatMap(({ name, assertionResults }) =>
    assertionResults.map((result) => ({
      title: result.fullName,
      file: relative(root, name),
      layer: "unit",
      status: STATUS[result.status] ?? "skipped",
      tags: tagNames(result.tags),
    })),
  );
}
