import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { JSONReport } from "#qa/results/playwright.ts";
import { testsFromPlaywright } from "./playwright-results";

// Recorded from a real `playwright test` of this repository (reporter "json"), trimmed to a few specs.
const report = JSON.parse(
  readFileSync(new URL("fixtures/playwright-report.json", import.meta.url), "utf8"),
) as JSONReport;
const tests = testsFromPlaywright(report, "/work/wt-qa-coverage");

describe("Playwright's JSON report", () => {
  it("gives each test once per project, the project being its layer", () => {
    const startToday = tests.filter((test) => test.title.includes("'Alusta Täna'"));
    expect(startToday.map((test) => test.layer)).toEqual(["desktop", "mobile"]);
    expect(tests.filter((test) => test.layer === "build")).toHaveLength(3);
  });

  it("titles a test with its groups as Playwright shows them, from the repository's root, with its tags", () => {
    expect(tests).toContainEqual({
      title:
        "production build › the contact page's static HTML carries the form for the form host to detect @contact-form-host",
      file: "specs/build-output.spec.ts",
      layer: "build",
      status: "passed",
      tags: ["contact-form-host"],
    });
    const packageCard = tests.find((test) => test.title.includes("Premium Pakett"));
    expect(packageCard?.tags).toEqual(["home-package", "price", "viewport-independent"]);
  });

  it("tells a pass on a retry (flaky) and a failure from a pass", () => {
    const [file] = report.suites;
    const [group] = file.suites ?? [];
    const [spec] = group.specs ?? [];
    const outcomes = (["flaky", "unexpected", "skipped"] as const).map((status) => ({ ...spec.tests[0], status }));
    const edited = { ...report, suites: [{ ...file, suites: [{ ...group, specs: [{ ...spec, tests: outcomes }] }] }] };
    expect(testsFromPlaywright(edited, "/work/wt-qa-coverage").map((test) => test.status)).toEqual([
      "flaky",
      "failed",
      "skipped",
    ]);
  });
});
