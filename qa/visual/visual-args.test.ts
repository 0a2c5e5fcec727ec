import { describe, expect, it } from "vitest";
import { visualOnly } from "./visual-args";

const grepOf = (args: string[]) => new RegExp(args[args.indexOf("--grep") + 1]);

describe("the arguments of a visual run", () => {
  it("run the tagged tests alone, writing no baseline, with the caller's other arguments", () => {
    const args = visualOnly(["--project", "mobile"], "@visual");
    expect(args.slice(2)).toEqual(["--update-snapshots=none", "--project", "mobile"]);
    expect(grepOf(args).test("Header › home page @visual")).toBe(true);
    expect(grepOf(args).test("the header stays at the top")).toBe(false);
  });

  it("narrow the tagged tests by the caller's --grep instead of replacing the tag", () => {
    for (const given of [
      ["--grep", "Header|PackageCard"],
      ["-g", "Header|PackageCard"],
      ["--grep=Header|PackageCard"],
      ["-gHeader|PackageCard"],
    ]) {
      const grep = grepOf(visualOnly(given, "@visual"));
      expect(grep.test("Header › home page @visual")).toBe(true);
      expect(grep.test("PackageCard › premium @visual")).toBe(true);
      expect(grep.test("the header stays at the top (not visual) Header")).toBe(false);
      expect(grep.test("ThankYouPanel › shown @visual")).toBe(false);
    }
  });

  it("pass every other argument on to Playwright as given, in its order, a group of short options too", () => {
    const args = visualOnly(["-j2", "--project", "mobile", "-g", "Header", "specs/home.spec.ts", "-x"], "@visual");
    expect(args.slice(2)).toEqual([
      "--update-snapshots=none",
      "-j2",
      "--project",
      "mobile",
      "specs/home.spec.ts",
      "-x",
    ]);
    expect(grepOf(args).test("Header › home page @visual")).toBe(true);
    expect(grepOf(args).test("Footer › home page @visual")).toBe(false);
  });
});
