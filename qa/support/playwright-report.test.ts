import { describe, expect, it } from "vitest";
import { readPlaywrightReport, reportedTests } from "./playwright-report";

/** A real run's JSON report (two spec files, a build project and two browser projects). */
const report = readPlaywrightReport(new URL("../coverage/fixtures/playwright-report.json", import.meta.url).pathname);

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
