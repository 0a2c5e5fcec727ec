import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readVitestReport, testsFromVitest, type VitestReport } from "./vitest-results";

// Recorded from a real `vitest run` of this repository (reporter "json"), trimmed to three tests.
const report = readVitestReport(fileURLToPath(new URL("fixtures/vitest-report.json", import.meta.url)));

describe("Vitest's JSON report", () => {
  it("gives each unit test its full title, its file relative to the repository, and its result", () => {
    const tests = testsFromVitest(report, "/work/wt-qa-coverage");
    expect(tests).toHaveLength(3);
    expect(tests[1]).toEqual({
      title: "contact form sends exactly form-name, name, email and message, urlencoded, to POST / @contact-post",
      file: "src/components/ContactForm.test.tsx",
      layer: "unit",
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
    expect(testsFromVitest(edited, "/work/wt-qa-coverage").map((test) => test.status)).toEqual(["failed", "skipped"]);
  });
});
