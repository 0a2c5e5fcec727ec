import { describe, expect, it } from "vitest";
import { SUMMARY_USAGE, summaryOptions } from "./summary-args.ts";

describe("snapshots:summary's options", () => {
  it("are none by default: the summary as it always was", () => {
    expect(summaryOptions([])).toEqual({});
  });

  it("take the pictures' address, which their names follow", () => {
    expect(summaryOptions(["--pictures-url", "https://example.com/pr-4/"])).toEqual({
      picturesUrl: "https://example.com/pr-4/",
    });
    expect(summaryOptions(["--pictures-url=https://example.com/pr-4/"])).toEqual({
      picturesUrl: "https://example.com/pr-4/",
    });
  });

  it("take a fork's pull request", () => {
    expect(summaryOptions(["--fork"])).toEqual({ fork: true });
  });

  it.each([
    [["--pictures-url"], "--pictures-url needs an address."],
    [["--pictures-url", "--fork"], "--pictures-url needs an address."],
    [["--pictures-url", "https://example.com/pr-4"], 'ends with "/"'],
    [["--fork", "--pictures-url", "https://example.com/pr-4/"], "a fork's pull request has no pictures published"],
    [["--fork=yes"], `Option '--fork' does not take an argument. Usage: ${SUMMARY_USAGE}`],
    [["--pictures"], `Unknown option '--pictures'. Usage: ${SUMMARY_USAGE}`],
    [["https://example.com/pr-4/"], `Unexpected argument 'https://example.com/pr-4/'`],
  ])("refuse %j", (args, message) => {
    expect(() => summaryOptions(args)).toThrow(message);
  });
});
