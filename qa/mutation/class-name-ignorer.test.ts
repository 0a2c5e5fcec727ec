import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Logger } from "@stryker-mutator/api/logging";
import { Instrumenter } from "@stryker-mutator/instrumenter";
import { describe, expect, it } from "vitest";
import { CLASS_NAMES_REASON, classNameIgnorer } from "./class-name-ignorer.ts";

/** src/components/StoreBadge.tsx as it was when the ignorer was written: class names in an attribute and in a constant. */
const FIXTURE = "StoreBadge.tsx";
/** src/components/StockImage.stories.tsx: class names as one property of a story's args, beside other properties. */
const STORY_FIXTURE = "StockImage.stories.tsx";

const quietLogger = new Proxy({}, { get: (_, name) => (name.toString().startsWith("is") ? () => false : () => {}) });

/** Stryker's own instrumenter on the fixture, as `npm run test:mutation` runs it. */
async function mutantsOf(ignorers: (typeof classNameIgnorer)[], fixture = FIXTURE) {
  const source = readFileSync(join(import.meta.dirname, "fixtures", `${fixture}.txt`), "utf8");
  const instrumenter = new Instrumenter(quietLogger as Logger);
  const { mutants } = await instrumenter.instrument([{ name: fixture, content: source, mutate: true }], {
    ignorers,
    plugins: null,
    excludedMutations: [],
  });
  const textOf = (mutant: (typeof mutants)[number]) => {
    // Stryker counts lines from 0 and columns from 0.
    const lines = source.split("\n");
    const { start, end } = mutant.location;
    if (start.line === end.line) return lines[start.line]?.slice(start.column, end.column) ?? "";
    return `${lines[start.line]?.slice(start.column)}…`;
  };
  return mutants.map((mutant) => ({ ...mutant, original: textOf(mutant) }));
}

describe("the class-names ignorer", () => {
  it("ignores every mutant inside a className attribute or a …Classes constant, naming why", async () => {
    const ignored = (await mutantsOf([classNameIgnorer])).filter((mutant) => mutant.status === "Ignored");
    expect(ignored.map((mutant) => mutant.original)).toEqual([
      "{…",
      '"bg-ink text-paper hover:bg-leaf"',
      '"bg-paper text-ink hover:bg-lime"',
      expect.stringMatching(/^`inline-flex h-14 .*\$\{toneClasses\[tone\]\}`$/),
    ]);
    for (const mutant of ignored) expect(mutant.statusReason).toBe(CLASS_NAMES_REASON);
  });

  it("leaves every other mutant to the tests: what the badge says and does", async () => {
    const left = (await mutantsOf([classNameIgnorer])).filter((mutant) => mutant.status !== "Ignored");
    expect(left.map((mutant) => mutant.original)).toEqual(
      expect.arrayContaining(['"link coming soon"', '"replay"', '"dark"']),
    );
    for (const mutant of left) expect(mutant.original).not.toMatch(/\b(bg|text|flex|inline-flex)-/);
  });

  it("ignores the className property of an object, and no other property beside it", async () => {
    const mutants = await mutantsOf([classNameIgnorer], STORY_FIXTURE);
    const ignored = mutants.filter((mutant) => mutant.status === "Ignored");
    expect(ignored.map((mutant) => mutant.original)).toEqual(['"aspect-[3/2] w-72 bg-tint object-cover"']);
    for (const mutant of ignored) expect(mutant.statusReason).toBe(CLASS_NAMES_REASON);
    const left = mutants.filter((mutant) => mutant.status !== "Ignored").map((mutant) => mutant.original);
    expect(left).toEqual(expect.arrayContaining(['"StockImage"', '"18rem"', '"loading"', '"waiting-photo"']));
  });

  it("ignores nothing Stryker would not otherwise have made", async () => {
    const withIgnorer = await mutantsOf([classNameIgnorer]);
    const without = await mutantsOf([]);
    expect(withIgnorer.map((mutant) => mutant.id)).toEqual(without.map((mutant) => mutant.id));
    expect(without.some((mutant) => mutant.status === "Ignored")).toBe(false);
  });
});
