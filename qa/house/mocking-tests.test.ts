import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MOCKING_TEST_FILES } from "#qa/settings.ts";

const UNIT_SPEC = /\.test\.tsx?$/;
const unitSpecsIn = (folder: string) =>
  readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => UNIT_SPEC.test(file))
    .map((file) => join(folder, file));

describe("unit specs that mock a module", () => {
  it("are exactly the ones that run with modules of their own", () => {
    const specs = ["src", "qa", ".ci"].flatMap(unitSpecsIn).filter((file) => file !== "qa/house/mocking-tests.test.ts");
    expect(specs.length).toBeGreaterThan(80);
    const mocking = specs.filter((file) => /\bvi\.mock\(/.test(readFileSync(file, "utf8")));
    expect(mocking.sort()).toEqual([...MOCKING_TEST_FILES].sort());
  });
});
