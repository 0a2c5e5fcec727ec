import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readVitestReport, type VitestReport, vitestTests } from "./vitest.ts";

// Recorded from a real `vitest run` of this repository (reporter "json"), trimmed to three tests.
const report = readVitestReport(fileURLToPath(new URL("fixtures/vitest-report.json", import.meta.url)));

describe("Vitest's JSON report", () => {
  it("gives each unit test its full title, its file relative to the repository, and its result", () => {
    const tests = vitestTests(report, "/work/wt-qa-coverage");
    expect(tests).toHaveLength(3);
    expect(tests[1]).toEqual({
      title: "contact form sends exactly form-name, name, email and message, urlencoded, to POST / @contact-post",
      file: "src/components/ContactForm.test.tsx",
      layer: "unit",
      place: "unit",
      status: "passed",
      tags: [],
    });
    expect(tests[2].title).toBe("contact form sends one message, not two, when the button is double-clicked");
  });

  it("counts a failed test as failed and one that did not run as skipped", () => {
    const [file] = report.testResults;
    const edited: VitestReport = {
      ...report,
      testResults: [
        {
          ...file,
          assertionResults: [
            { ...file.assertionResults[0], status: "failed" },
            { ...file.assertionResults[1], status: "skipped" },
          ],
        },
      ],
    };
    expect(vitestTests(edited, "/work/wt-qa-coverage").map((test) => test.status)).toEqual(["failed", "skipped"]);
  });
});

describe("a unit spec file that failed to load", () => {
  it("counts as a failed test of its own, with the file's message, when none of its tests failed", () => {
    const [file] = report.testResults;
    const broken: VitestReport = {
      ...report,
      testResults: [
        {
          ...file,
          status: "failed",
          message: "\u001b[31mSyntaxError\u001b[39m: Unexpected token",
          assertionResults: [],
        },
      ],
    };
    expect(vitestTests(broken, "/work/wt-qa-coverage")).toEqual([
      {
        layer: "unit",
        place: "unit",
        file: "src/components/ContactForm.test.tsx",
        title: "(the file itself)",
        status: "failed",
        tags: [],
        error: "SyntaxError: Unexpected token",
      },
    ]);
  });
});
