import { describe, expect, it } from "vitest";
import { soakOptions, USAGE } from "./args";

describe("the soak's arguments", () => {
  it("take how many runs, and whether to run under load", () => {
    expect(soakOptions(["--runs", "5"])).toEqual({ runs: 5, load: false });
    expect(soakOptions(["--runs=3", "--load"])).toEqual({ runs: 3, load: true });
  });

  it("refuse a missing, zero, negative, fractional or wordy number of runs, with the usage", () => {
    for (const args of [[], ["--runs", "0"], ["--runs=-2"], ["--runs", "2.5"], ["--runs", "three"], ["--runs", ""]]) {
      expect(soakOptions(args), args.join(" ")).toEqual({
        problem: expect.stringMatching(/^--runs takes how many times to run npm test, 1 or more \(got .*\)\. Usage: /),
      });
    }
    expect(soakOptions([])).toEqual({
      problem: `--runs takes how many times to run npm test, 1 or more (got nothing). Usage: ${USAGE}`,
    });
  });

  it("refuse an option they do not know, or a value for --load", () => {
    expect(soakOptions(["--runs", "2", "--fast"])).toEqual({
      problem: expect.stringContaining("Unknown option '--fast'"),
    });
    expect(soakOptions(["--runs", "2", "--load=yes"])).toEqual({ problem: expect.stringContaining(USAGE) });
    expect(soakOptions(["--runs", "2", "specs/home.spec.ts"])).toEqual({ problem: expect.stringContaining(USAGE) });
  });
});
