/**
 * Vitest's JSON report (reporter "json", reports/last-run/vitest.json), typed by Vitest's own types: the one
 * reader of it, giving each unit test as a TestRecord.
 */
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import type { JsonTestResults } from "vitest/node";
import { cleanError, type TestRecord, type TestStatus, tagNames } from "./tests.ts";

export type VitestReport = JsonTestResults;

export function readVitestReport(file: string): VitestReport {
  return JSON.parse(readFileSync(file, "utf8")) as VitestReport;
}

const STATUS: Record<string, TestStatus> = { passed: "passed", failed: "failed" };

/**
 * Every unit test of the run, its file relative to `root`; one that did not run (skip, todo) is skipped. A file
 * that failed without a failing test (it did not load) counts as a failed test of its own.
 */
export function vitestTests(report: VitestReport, root: string): TestRecord[] {
  return report.testResults.flatMap(({ name, status, message, assertionResults }) => {
    const file = relative(root, name);
    const tests: TestRecord[] = assertionResults.map((result) => {
      const testStatus = STATUS[result.status] ?? "skipped";
      return {
        layer: "unit",
        place: "unit",
        file,
        title: result.fullName,
        status: testStatus,
        tags: tagNames(result.tags),
        ...(testStatus === "failed" && { error: cleanError(result.failureMessages?.[0] || "failed") }),
      };
    });
    if (status === "failed" && !tests.some((test) => test.status === "failed")) {
      tests.push({
        layer: "unit",
        place: "unit",
        file,
        title: "(the file itself)",
        status: "failed",
        tags: [],
        error: cleanError(message || "failed"),
      });
    }
    return tests;
  });
}
