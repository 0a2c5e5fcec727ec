import { readFileSync } from "node:fs";
import { relative } from "node:path";
import type { JsonTestResults } from "vitest/node";
import type { RunTest, Status } from "./coverage.ts";
import { tagNames } from "./tags.ts";

/** Vitest's JSON report (reporter "json"), typed by Vitest's own types. */
export type VitestReport = JsonTestResults;

export function readVitestReport(file: string): VitestReport {
  return JSON.parse(readFileSync(file, "utf8")) as VitestReport;
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
