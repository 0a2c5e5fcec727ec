import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { soakOptions, USAGE } from "./args";

describe("the soak's arguments", () => {
  it("take how many runs of npm test, and whether to run under load", () => {
    expect(soakOptions(["--runs", "5"])).toEqual({ mode: "runs", runs: 5, load: false });
    expect(soakOptions(["--runs=3", "--load"])).toEqual({ mode: "runs", runs: 3, load: true });
  });

  it("take how many times to run each browser test, with what follows -- for Playwright as it is", () => {
    expect(soakOptions(["--each", "3"])).toEqual({ mode: "each", each: 3, playwright: [], load: false });
    expect(soakOptions(["--load", "--each=5", "--", "specs/home.spec.ts", "--workers=1", "--", "-g"])).toEqual({
      mode: "each",
      each: 5,
      playwright: ["specs/home.spec.ts", "--workers=1", "--", "-g"],
      load: true,
    });
  });

  it("refuse a missing, zero, negative, fractional or wordy count, with the usage", () => {
    for (const args of [[], ["--runs", "0"], ["--runs=-2"], ["--runs", "2.5"], ["--runs", "three"], ["--runs", ""]]) {
      expect(soakOptions(args), args.join(" ")).toEqual({
        problem: expect.stringMatching(/^--runs takes how many times to run npm test, 1 or more \(got .*\)\. Usage: /),
      });
    }
    expect(soakOptions([])).toEqual({
      problem: `--runs takes how many times to run npm test, 1 or more (got nothing). Usage: ${USAGE}`,
    });
    for (const args of [["--each", "0"], ["--each=1.5"], ["--each", "", "--"]]) {
      expect(soakOptions(args), args.join(" ")).toEqual({
        problem: expect.stringMatching(
          /^--each takes how many times to run each browser test, 1 or more \(got .*\)\. /,
        ),
      });
    }
  });

  it("refuse both modes at once, and Playwright's arguments without --each", () => {
    expect(soakOptions(["--runs", "2", "--each", "3"])).toEqual({
      problem: `--runs and --each are the soak's two modes: give one. Usage: ${USAGE}`,
    });
    expect(soakOptions(["--runs", "2", "--", "specs/home.spec.ts"])).toEqual({
      problem: `arguments after -- go to Playwright, in the --each mode only. Usage: ${USAGE}`,
    });
  });

  it("refuse an option they do not know, or a value for --load", () => {
    expect(soakOptions(["--runs", "2", "--fast"])).toEqual({
      problem: expect.stringContaining("Unknown option '--fast'"),
    });
    expect(soakOptions(["--runs", "2", "--load=yes"])).toEqual({ problem: expect.stringContaining(USAGE) });
    expect(soakOptions(["--runs", "2", "specs/home.spec.ts"])).toEqual({ problem: expect.stringContaining(USAGE) });
    expect(soakOptions(["--each", "2", "specs/home.spec.ts"])).toEqual({ problem: expect.stringContaining(USAGE) });
  });
});

describe("npm run test:stability, QA's name for each browser test run three times", () => {
  const scripts = JSON.parse(readFileSync(join(import.meta.dirname, "..", "..", "package.json"), "utf8")).scripts;
  // npm passes what follows its own `--` after the script's words.
  const stability = (...given: string[]) => soakOptions([...scripts["test:stability"].split(" ").slice(2), ...given]);

  it("is the soak's each mode, three times, with the arguments given to it for Playwright", () => {
    expect(scripts["test:stability"]).toMatch(/^node qa\/soak\/main\.ts /);
    expect(stability()).toEqual({ mode: "each", each: 3, playwright: [], load: false });
    expect(stability("specs/navigation.spec.ts", "--workers=1")).toEqual({
      mode: "each",
      each: 3,
      playwright: ["specs/navigation.spec.ts", "--workers=1"],
      load: false,
    });
  });
});
