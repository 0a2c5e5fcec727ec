import { join, relative } from "node:path";

interface Attachment {
  name: string;
  contentType: string;
  path?: string;
}

/** The parts of Playwright's JSON report read here. */
export interface RepeatReport {
  config: { rootDir: string };
  suites: RepeatSuite[];
}
interface RepeatSuite {
  title: string;
  suites?: RepeatSuite[];
  specs?: {
    title: string;
    file: string;
    tests: { projectName: string; results: { status: string; attachments: Attachment[] }[] }[];
  }[];
}

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

function picturesOf(attachments: Attachment[]): Picture[] {
  return attachments.flatMap(({ name, path }) => {
    const match = name.match(PICTURE);
    return match && path ? [{ screenshot: match[1], role: match[2] as Picture["role"], path }] : [];
  });
}

/** Gathers the repeats of each test (Playwright reports each repeat as a test of its own). */
export function repeatedTests(report: RepeatReport, root: string): RepeatedTest[] {
  const byTest = new Map<string, RepeatedTest>();
  const walk = (suite: RepeatSuite, groups: string[]) => {
    for (const spec of suite.specs ?? []) {
      const title = [...groups, spec.title].join(" › ");
      const file = relative(root, join(report.config.rootDir, spec.file));
      for (const test of spec.tests) {
        const key = `${file}\n${title}\n${test.projectName}`;
        const repeated = byTest.get(key) ?? { title, file, project: test.projectName, runs: [] };
        byTest.set(key, repeated);
        for (const result of test.results.slice(0, 1)) {
          repeated.runs.push({ status: result.status, pictures: picturesOf(result.attachments) });
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...groups, child.title]);
  };
  for (const file of report.suites) walk(file, []);
  return [...byTest.values()];
}
