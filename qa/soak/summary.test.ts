import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readRun } from "./runs";
import { runVerdict, soakSummary } from "./summary";
import { type RunSummary, tallySoak } from "./tally";

// The recorded runs (qa/soak/fixtures/README.md), read and tallied as the soak does.
const ROOT = "/work/wt-qa-coverage";
const tallied = (...numbers: number[]) =>
  tallySoak(numbers.map((run) => readRun(join(import.meta.dirname, "fixtures", "runs", String(run)), ROOT)));
const NPM_TEST = { command: "npm test", load: false };

describe("the soak's lines in the console", () => {
  it("give each run's verdict and time, each test that failed with its counts and error, each restart and each stage's times, and last the count of red runs", () => {
    expect(soakSummary(tallied(1, 2), { command: "npm test", load: true })).toEqual([
      "Soak: 2 runs of npm test, under load (one core kept busy)",
      "  ✓ run 1: passed in 612.4 s, 2 restarts",
      "  ✗ run 2: failed in 301.7 s: unit specs (Vitest)",
      "Failed in some run (1 test):",
      "  ✗ unit: qa/valid-html/vnu-report.test.ts › the Nu HTML Checker's report a clean report has no error — passed 1, failed 1",
      "      run 2: AssertionError: expected 'index.html:2:5 Bad value.\\n    ' to be '' // Object.is equality",
      "Restarts (2):",
      "  ↻ run 1: WebKit stopped answering during `page / @axe-clean` (no answer to evaluate within 20 s); restarted; passed on the second go",
      "  ↻ run 1: Firefox stopped answering while picturing `engines/firefox/contact-form-mobile.png` (no answer to screenshot within 20 s); restarted; taken on the second go",
      "Stages, median and slowest time over the runs in which each ran:",
      "  lint: median 4.2 s, slowest 4.3 s (run 2)",
      "  workflow lint (actionlint, action-validator): median 3.2 s, slowest 3.2 s (run 1)",
      "  tests that cannot fail (test lint): median 2.3 s, slowest 2.3 s (run 1)",
      "  typecheck: median 21.7 s, slowest 22.0 s (run 2)",
      "  build: median 15.1 s, slowest 15.3 s (run 2)",
      "  valid HTML (Nu HTML Checker): median 12.2 s, slowest 12.4 s (run 2)",
      "  component catalogue (Storybook): median 39.3 s, slowest 39.9 s (run 2)",
      "  engine pictures and journeys (Firefox, WebKit): median 402.7 s, slowest 402.7 s (run 1); ran in 1 of 2",
      "  unit specs (Vitest): median 217.7 s, slowest 220.5 s (run 2)",
      "  browser specs (Playwright): median 338.2 s, slowest 338.2 s (run 1); ran in 1 of 2",
      "  obsolete baselines: median 1.9 s, slowest 1.9 s (run 1); ran in 1 of 2",
      "  spec rule coverage: median 1.2 s, slowest 1.2 s (run 1); ran in 1 of 2",
      "2 runs, 1 red",
    ]);
  });

  it("end with `N runs, 0 red` and say every test passed when every run passed", () => {
    const lines = soakSummary(tallied(1, 1, 1), NPM_TEST);
    expect(lines[0]).toBe("Soak: 3 runs of npm test");
    expect(lines).toContain("Every test passed in every run it ran (29 tests).");
    expect(lines.at(-1)).toBe("3 runs, 0 red");
  });

  it("list each distinct error of a test under it with the runs it came in, cut to one line", () => {
    const lines = soakSummary(tallied(1, 3, 4), NPM_TEST);
    const hero = lines.findIndex((line) => line.includes("[desktop] specs/home.spec.ts › home page › shows hero"));
    expect(lines[hero]).toMatch(/ — passed 1, failed 2$/);
    expect(lines.slice(hero + 1, hero + 3)).toEqual([
      "      run 3: Error: expect(page).toHaveScreenshot(expected) failed",
      "      run 4: Error: expect(locator).toBeVisible() failed",
    ]);
    expect(lines).toContain("      runs 3, 4: title of /contact");
  });

  it("say how a run was cut short and that no test left results, with no stage lines when none was recorded", () => {
    const lines = soakSummary(tallied(6), NPM_TEST);
    expect(lines).toEqual([
      "Soak: 1 run of npm test",
      "  ✗ run 6: cut short after 0.8 s (exit 1; no record of its stages)",
      "No run left results of any test.",
      "1 runs, 1 red",
    ]);
  });

  it("name a stage that did not run in any run as such, and the runs a test did not run in", () => {
    const lines = soakSummary(tallied(5, 2), NPM_TEST);
    expect(lines).toContain("  spec rule coverage: did not run");
    expect(lines).toContain(
      "  ✗ unit: qa/valid-html/vnu-report.test.ts › the Nu HTML Checker's report a clean report has no error — passed 0, failed 1, not run 1",
    );
  });

  it("list the reports that could not be read, by run", () => {
    const tally = tallied(1);
    tally.runs[0].problems = ["engines.json: Unexpected end of JSON input"];
    const lines = soakSummary(tally, NPM_TEST);
    expect(lines.slice(-3)).toEqual([
      "Reports the soak could not read:",
      "  ! run 1: engines.json: Unexpected end of JSON input",
      "1 runs, 0 red",
    ]);
  });
});

describe("a run's verdict in words", () => {
  const run: RunSummary = {
    run: 1,
    verdict: "failed",
    seconds: 12.34,
    exitCode: 1,
    signal: null,
    recorded: true,
    failedStages: [],
    restarts: 0,
    tests: {},
    problems: [],
  };

  it("names every stage that failed, or the exit when none did", () => {
    expect(runVerdict({ ...run, failedStages: ["lint", "build"] })).toBe("failed in 12.3 s: lint; build");
    expect(runVerdict(run)).toBe("failed in 12.3 s: exit 1");
  });

  it("names the signal that ended a run cut short, and whether its record had no verdict or was missing", () => {
    expect(runVerdict({ ...run, verdict: "cut short", exitCode: null, signal: "SIGINT" })).toBe(
      "cut short after 12.3 s (ended by SIGINT; its record of stages has no verdict)",
    );
    expect(runVerdict({ ...run, verdict: "cut short", recorded: false })).toBe(
      "cut short after 12.3 s (exit 1; no record of its stages)",
    );
  });
});
