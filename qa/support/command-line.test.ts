import { afterEach, describe, expect, it, vi } from "vitest";
import { fromCommandLine, parseCommandLine } from "./command-line.ts";

const USAGE = "npm run tool -- [--name <text>]… [--all] [<file>…]";
/** Refused with one period before the usage, and nothing after it. */
const endsWithUsage = new RegExp(`[^.]\\. Usage: ${USAGE.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
const read = (args: string[], allowPositionals = false) =>
  parseCommandLine(
    { args, allowPositionals, options: { name: { type: "string", multiple: true }, all: { type: "boolean" } } },
    USAGE,
  );

describe("a tool's command line", () => {
  it("is read as its options say", () => {
    expect(read(["--name", "a", "--name=b", "--all"])).toEqual({
      values: { name: ["a", "b"], all: true },
      positionals: [],
    });
    expect(read(["one.ts", "--all", "two.ts"], true)).toEqual({
      values: { all: true },
      positionals: ["one.ts", "two.ts"],
    });
  });

  it.each([
    [["--fast"], "Unknown option '--fast'"],
    [["--name"], "Option '--name <value>' argument missing"],
    [["--name", "--all"], "Option '--name' argument is ambiguous"],
    [["--all=yes"], "Option '--all' does not take an argument"],
    [["one.ts"], "Unexpected argument 'one.ts'"],
  ])("%j is refused, saying why and then how the command goes", (args, why) => {
    expect(() => read(args)).toThrow(why);
    expect(() => read(args)).toThrow(endsWithUsage);
  });
});

describe("a tool reading its command line", () => {
  afterEach(() => vi.restoreAllMocks());

  it("gets what its reader makes of its arguments", () => {
    expect(fromCommandLine((args) => args.join("+"), ["--runs", "2"])).toBe("--runs+2");
  });

  it("prints a refusal alone, with no stack, and exits 2", () => {
    const exit = vi.spyOn(process, "exit").mockImplementation(() => {
      throw new Error("exited");
    });
    const printed = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => fromCommandLine((args) => read(args), ["--fast"])).toThrow("exited");
    expect(exit).toHaveBeenCalledExactlyOnceWith(2);
    expect(printed).toHaveBeenCalledExactlyOnceWith(`✗ Unknown option '--fast'. Usage: ${USAGE}`);
  });
});
