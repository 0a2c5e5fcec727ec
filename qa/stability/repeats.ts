import { type JSONReport, type JSONReportTestResult, reportedTests } from "#qa/results/index.ts";

/** A picture a run kept because a screenshot did not match: its screenshot's name and what it shows. */
export interface Picture {
  /** The screenshot's name as the spec gave it, without ".png". */
  screenshot: string;
  role: "expected" | "actual" | "diff" | "previous";
  path: string;
}

/** One test in one project, and what each of its repeats did (its first try: repeats run without retries). */
export interface RepeatedTest {
  title: string;
  file: string;
  project: string;
  runs: { status: string; pictures: Picture[] }[];
}

const PICTURE = /^(.+)-(expected|actual|diff|previous)\.png$/;

function picturesOf(attachments: JSONReportTestResult["attachments"]): Picture[] {
  return attachments.flatMap(({ name, path }) => {
    const match = name.match(PICTURE);
    return match && path ? [{ screenshot: match[1], role: match[2] as Picture["role"], path }] : [];
  });
}

/** Gathers the repeats of each test (Playwright reports each repeat as a test of its own). */
export function repeatedTests(report: JSONReport, root: string): RepeatedTest[] {
  const byTest = new Map<string, RepeatedTest>();
  for (const { title, file, test } of reportedTests(report, root)) {
    const key = `${file}\n${title}\n${test.projectName}`;
    const repeated = byTest.get(key) ?? { title, file, project: test.projectName, runs: [] };
    byTest.set(key, repeated);
    for (const result of test.results.slice(0, 1)) {
      // A result without a status never ran.
      repeated.runs.push({ status: result.status ?? "skipped", pictures: picturesOf(result.attachments) });
    }
  }
  return [...byTest.values()];
}
