import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { TestStatus } from "#qa/results/index.ts";
import type { PictureVerdict } from "./pictures";
import { readRun } from "./runs";
import { runVerdict, type SoakSetting, sameEachTime, soakSummary } from "./summary";
import { type RunSummary, type SoakTally, type TestTally, tallySoak, tallyTests } from "./tally";

// The recorded runs (qa/soak/fixtures/README.md), read and tallied as the soak does.
const ROOT = "/work/wt-qa-coverage";
const tallied = (...numbers: number[]) =>
  tallySoak(numbers.map((run) => readRun(join(import.meta.dirname, "fixtures", "runs", String(run)), ROOT)));
const NPM_TEST = { command: "npm test", load: false };
/** The lines of `npm test` run as often as the tally says. */
const runsSummary = (tally: SoakTally, setting: SoakSetting = NPM_TEST) =>
  soakSummary({ mode: "runs", setting, tally });

describe("the soak's lines in the console", () => {
  it("give each run's verdict and time, each test that failed with its counts and error, each restart and each stage's times, and last the count of red runs", () => {
    expect(runsSummary(tallied(1, 2), { command: "npm test", load: true })).toEqual([
      "Soak: 2 runs of npm test, under load (one core kept busy)",
      "  ✓ run 1: passed in 612.4 s, 2 restarts",
      "  ✗ run 2: failed in 301.7 s: unit specs (Vitest)",
      "Flaky: passed in some runs, failed in others (1 test):",
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
    const lines = runsSummary(tallied(1, 1, 1));
    expect(lines[0]).toBe("Soak: 3 runs of npm test");
    expect(lines).toContain("Every test passed in every run it ran (29 tests).");
    expect(lines.at(-1)).toBe("3 runs, 0 red");
  });

  it("list each distinct error of a test under it with the runs it came in, cut to one line", () => {
    const lines = runsSummary(tallied(1, 3, 4));
    const hero = lines.findIndex((line) => line.includes("[desktop] specs/home.spec.ts › home page › shows hero"));
    expect(lines[hero]).toMatch(/ — passed 1, failed 2$/);
    expect(lines.slice(hero + 1, hero + 3)).toEqual([
      "      run 3: Error: expect(page).toHaveScreenshot(expected) failed",
      "      run 4: Error: expect(locator).toBeVisible() failed",
    ]);
    expect(lines).toContain("      runs 3, 4: title of /contact");
  });

  it("say how a run was cut short and that no test left results, with no stage lines when none was recorded", () => {
    const lines = runsSummary(tallied(6));
    expect(lines).toEqual([
      "Soak: 1 run of npm test",
      "  ✗ run 6: cut short after 0.8 s (exit 1; no record of its stages)",
      "No run left results of any test.",
      "1 runs, 1 red",
    ]);
  });

  it("name a stage that did not run in any run as such, and the runs a test did not run in", () => {
    const lines = runsSummary(tallied(5, 2));
    expect(lines).toContain("  spec rule coverage: did not run");
    expect(lines).toContain(
      "  ✗ unit: qa/valid-html/vnu-report.test.ts › the Nu HTML Checker's report a clean report has no error — passed 0, failed 1, not run 1",
    );
  });

  it("list the reports that could not be read, by run", () => {
    const tally = tallied(1);
    tally.runs[0].problems = ["engines.json: Unexpected end of JSON input"];
    const lines = runsSummary(tally);
    expect(lines.slice(-3)).toEqual([
      "Reports the soak could not read:",
      "  ! run 1: engines.json: Unexpected end of JSON input",
      "1 runs, 0 red",
    ]);
  });

  it("list the flaky tests first, then those failing in every run they ran, each under its heading", () => {
    const lines = runsSummary(tallied(3, 4));
    const failing = lines.indexOf("Failing in every run it ran (1 test):");
    expect(lines.indexOf("Flaky: passed in some runs, failed in others (5 tests):")).toBeLessThan(failing);
    expect(lines[failing + 1]).toBe("  ✗ engine journey: [WebKit] page /contact @axe-clean — passed 0, failed 2");
  });
});

// Each browser test run three times in one Playwright run: its repeats tallied as runs, its pictures judged.
const FLAKY = "[mobile] specs/home.spec.ts › home page › looks right";
/** The tally of one test of the given title, of the given status in each repeat. */
const repeated = (title: string, ...statuses: TestStatus[]): TestTally =>
  tallyTests(
    statuses.map((status, index) => ({
      run: index + 1,
      tests: [
        {
          layer: "browser",
          place: "mobile",
          file: "specs/home.spec.ts",
          title,
          status,
          tags: [],
          error: "Error: boom",
        },
      ],
    })),
  )[0];
const unstable = {
  test: FLAKY,
  screenshot: "home",
  why: "run 1 matched the approved picture, run 2 did not",
  pictures: ["pictures/1-first.png", "pictures/1-second.png"] as [string, string],
};
const nothing: PictureVerdict = { unstable: [], changed: [] };
const each = (tests: TestTally[], pictures: PictureVerdict, load = false) =>
  ({
    mode: "each",
    setting: { command: "playwright test --repeat-each=3 --retries=0", load, each: 3 },
    tests,
    pictures,
  }) as const;

describe("the soak's lines of each browser test repeated", () => {
  it("give the flaky and failing tests, the changed and the unstable pictures with their copies, and last the counts", () => {
    const tests = [
      repeated("home page › looks right", "passed", "failed", "passed"),
      repeated("contact › sends", "failed", "failed", "failed"),
      repeated("about › reads", "passed", "passed", "passed"),
    ];
    expect(soakSummary(each(tests, { unstable: [unstable], changed: [`${FLAKY}: menu`] }, true))).toEqual([
      "Soak: each test 3 times in one run of playwright test --repeat-each=3 --retries=0, under load (one core kept busy)",
      "Flaky: passed in some runs, failed in others (1 test):",
      `  ✗ browser: ${FLAKY} — passed 2, failed 1`,
      "      run 2: Error: boom",
      "Failing in every run it ran (1 test):",
      "  ✗ browser: [mobile] specs/home.spec.ts › contact › sends — passed 0, failed 3",
      "      runs 1, 2, 3: Error: boom",
      "Differing from the approved picture in every run, the same way each time (1 screenshot):",
      `  ≠ ${FLAKY}: menu`,
      "Unstable pictures (1):",
      `  ✗ home: ${FLAKY} — run 1 matched the approved picture, run 2 did not (pictures/1-first.png, pictures/1-second.png)`,
      "3 tests, each run 3 times: 1 flaky, 1 failing, 1 unstable picture, 1 changed",
    ]);
  });

  it("say every test passed and every picture came out the same when they did", () => {
    expect(soakSummary(each([repeated("about › reads", "passed", "passed", "passed")], nothing))).toEqual([
      "Soak: each test 3 times in one run of playwright test --repeat-each=3 --retries=0",
      "Every test passed in every run it ran (1 test).",
      "Every picture came out the same.",
      "1 test, each run 3 times: 0 flaky, 0 failing, 0 unstable pictures, 0 changed",
    ]);
  });

  it("say no test left results when Playwright listed none", () => {
    expect(soakSummary(each([], nothing)).slice(1)).toEqual([
      "No run left results of any test.",
      "0 tests, each run 3 times: 0 flaky, 0 failing, 0 unstable pictures, 0 changed",
    ]);
  });
});

describe("whether each browser test repeated came out the same each time", () => {
  it("is so when every test passed in every run it ran and no picture changed or was unstable", () => {
    const steady = repeated("about › reads", "passed", "passed");
    expect(sameEachTime(each([steady], nothing))).toBe(true);
    expect(sameEachTime(each([steady, repeated("x", "passed", "failed")], nothing))).toBe(false);
    expect(sameEachTime(each([steady, repeated("x", "failed", "failed")], nothing))).toBe(false);
    expect(sameEachTime(each([steady], { ...nothing, changed: ["a: b"] }))).toBe(false);
    expect(sameEachTime(each([steady], { ...nothing, unstable: [unstable] }))).toBe(false);
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
