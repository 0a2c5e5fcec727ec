import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { testFolder } from "#qa/support/fixtures/test-folder.ts";
import { RUN_DIR } from "#qa/visual/fixtures/load-fixture.ts";
import {
  firstTries,
  type JSONReportTestResult,
  playwrightTests,
  readPlaywrightReport,
  readRunReport,
  reportedTests,
} from "./playwright.ts";

/** A real run's report, as the visual review reads it. */
const RECORDED = join(RUN_DIR, "run-report.json");
const RECORDED_COMMIT = "253c0c9355c4ec574167ef28541a7065501089ac";

/** A real run's JSON report (two spec files, a build project and two browser projects). */
const report = readPlaywrightReport(new URL("fixtures/playwright-report.json", import.meta.url).pathname);

describe("Playwright's JSON report, read once for every tool", () => {
  it("lists each test once per project it ran in, titled with its groups as Playwright shows it", () => {
    const tests = reportedTests(report, "/work/wt-qa-coverage");
    expect(tests.map(({ title, test }) => `${test.projectName}: ${title}`).slice(0, 4)).toEqual([
      "build: production build › contains no MSW code, no mock worker and nothing of the component catalogue",
      "build: production build › every public route is prerendered with its own title, description and visible heading @html-lang",
      "build: production build › the contact page's static HTML carries the form for the form host to detect @contact-form-host",
      "desktop: home page › shows hero, about teaser, package, download section and footer in that order @home-sections @home-read-more @footer",
    ]);
    const startToday = tests.filter(({ title }) => title.includes("'Alusta Täna' scrolls"));
    expect(startToday.map(({ test }) => test.projectName)).toEqual(["desktop", "mobile"]);
  });

  it("gives each test's file from the root it is asked for, by default the run's own", () => {
    expect(reportedTests(report, "/work/wt-qa-coverage")[0].file).toBe("specs/build-output.spec.ts");
    expect(reportedTests(report)[0].file).toBe("build-output.spec.ts");
  });
});

describe("reading a run's report", () => {
  it("reads the recorded run on the commit it was made from", () => {
    const read = readRunReport(RECORDED, { commit: RECORDED_COMMIT });
    expect("report" in read && read.report.config.metadata).toMatchObject({ commit: RECORDED_COMMIT });
  });

  it("says results from another commit are stale, naming both commits by their first seven digits", () => {
    expect(readRunReport(RECORDED, { commit: "c5c0ab824fea98a6a9145f9d8a7cab00e8c7e802" })).toStrictEqual({
      stale: `the Chromium results in ${RECORDED} are from commit 253c0c9, the tree is c5c0ab8`,
    });
  });

  it("says results made before the tree's files last changed are stale, though on the same commit", () => {
    const file = join(testFolder("run"), "run-report.json");
    writeFileSync(file, JSON.stringify({ config: { metadata: { commit: "abc", inputs: "before" } }, suites: [] }));
    expect(readRunReport(file, { commit: "abc", inputs: "after" })).toStrictEqual({
      stale: `the Chromium results in ${file} were made before the site's, the stories' or the harness's files changed`,
    });
    // Named where the tree's files as they were are known.
    const changedSince = (stamp?: string) => (stamp === "before" ? "src/components/Header.tsx changed" : "?");
    expect(readRunReport(file, { commit: "abc", inputs: "after", changedSince })).toStrictEqual({
      stale: `the Chromium results in ${file} were made before src/components/Header.tsx changed`,
    });
    const read = readRunReport(file, { commit: "abc", inputs: "before" });
    expect("report" in read && read.report.suites).toEqual([]);
  });

  it("says there are none when there are no results yet", () => {
    const missing = join(testFolder("run"), "run-report.json");
    expect(readRunReport(missing, { commit: RECORDED_COMMIT })).toStrictEqual({
      stale: `there are no Chromium results to review (${missing} does not exist)`,
    });
  });

  it("says a report without a recorded commit is of an unknown one", () => {
    const file = join(testFolder("run"), "run-report.json");
    writeFileSync(file, JSON.stringify({ config: { metadata: {} }, suites: [] }));
    expect(readRunReport(file, { commit: RECORDED_COMMIT })).toStrictEqual({
      stale: `the Chromium results in ${file} are from commit (unknown), the tree is 253c0c9`,
    });
  });
});

describe("Playwright's tests as test records", () => {
  const tests = playwrightTests(report, "/work/wt-qa-coverage");

  it("gives each test once per project, the project being its place", () => {
    const startToday = tests.filter((test) => test.title.includes("'Alusta Täna'"));
    expect(startToday.map((test) => test.place)).toEqual(["desktop", "mobile"]);
    expect(tests.filter((test) => test.place === "build")).toHaveLength(3);
  });

  it("titles a test with its groups as Playwright shows them, from the repository's root, with its tags", () => {
    expect(tests).toContainEqual({
      layer: "browser",
      place: "build",
      title:
        "production build › the contact page's static HTML carries the form for the form host to detect @contact-form-host",
      file: "specs/build-output.spec.ts",
      status: "passed",
      tags: ["contact-form-host"],
    });
    const packageCard = tests.find((test) => test.title.includes("Premium Pakett"));
    expect(packageCard?.tags).toEqual(["home-package", "price", "viewport-independent"]);
  });

  it("tells a pass on a retry (flaky), a failure and a skip from a pass, with the first error of each failure", () => {
    const [file] = report.suites;
    const [group] = file.suites ?? [];
    const [spec] = group.specs ?? [];
    const failedTry = {
      ...spec.tests[0].results[0],
      status: "failed" as const,
      error: { message: "\u001b[31mboom\u001b[39m" },
    };
    const outcomes = (["flaky", "unexpected", "skipped"] as const).map((status) => ({
      ...spec.tests[0],
      status,
      results: status === "skipped" ? [] : [failedTry, ...spec.tests[0].results],
    }));
    const edited = { ...report, suites: [{ ...file, suites: [{ ...group, specs: [{ ...spec, tests: outcomes }] }] }] };
    expect(playwrightTests(edited, "/work/wt-qa-coverage").map(({ status, error }) => [status, error])).toEqual([
      ["flaky", "boom"],
      ["failed", "boom"],
      ["skipped", undefined],
    ]);
  });
});

describe("each test's first try as a record of its own", () => {
  const [file] = report.suites;
  const [group] = file.suites ?? [];
  const [spec] = group.specs ?? [];
  const passedTry = spec.tests[0].results[0];
  /** The report with its first test's tries (of a repeated run, say) replaced by `tries`, one test each. */
  const withTries = (...tries: JSONReportTestResult[][]) => ({
    ...report,
    suites: [
      {
        ...file,
        suites: [{ ...group, specs: [{ ...spec, tests: tries.map((results) => ({ ...spec.tests[0], results })) }] }],
      },
    ],
  });
  const failedTry = (status: JSONReportTestResult["status"], message?: string): JSONReportTestResult => ({
    ...passedTry,
    status,
    error: message === undefined ? undefined : { message },
  });
  const picture = { name: "home-actual.png", path: "/tmp/home-actual.png", contentType: "image/png" };

  it("gives every test of the report, each repeat apart, with the same name and place as its test", () => {
    const tries = firstTries(report, "/work/wt-qa-coverage");
    expect(tries.map(({ record }) => record)).toEqual(playwrightTests(report, "/work/wt-qa-coverage"));
  });

  it("says a try passed, failed (timed out too) or was skipped in the results' words, with a failure's error", () => {
    const tries = firstTries(
      withTries(
        [passedTry],
        [failedTry("failed", "\u001b[31mboom\u001b[39m")],
        [failedTry("timedOut", "Test timeout of 30000ms exceeded.")],
        [failedTry("skipped")],
      ),
      "/work/wt-qa-coverage",
    );
    expect(tries.slice(0, 4).map(({ record }) => [record.status, record.error])).toEqual([
      ["passed", undefined],
      ["failed", "boom"],
      ["failed", "Test timeout of 30000ms exceeded."],
      ["skipped", undefined],
    ]);
  });

  it("says a try the run stopped, one without a status and a test with no try at all did not run", () => {
    const tries = firstTries(withTries([failedTry("interrupted")], [failedTry(undefined)], []), "/work/wt-qa-coverage");
    expect(tries.slice(0, 3).map(({ record }) => record.status)).toEqual(["not run", "not run", "not run"]);
  });

  it("is the first try only, with the files it kept: a retry is no repeat", () => {
    const retried = { ...passedTry, retry: 1, attachments: [] };
    const [first] = firstTries(
      withTries([{ ...failedTry("failed", "boom"), attachments: [picture] }, retried]),
      "/work/wt-qa-coverage",
    );
    expect(first.record.status).toBe("failed");
    expect(first.attachments).toEqual([picture]);
  });
});
