import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearEngineResults, type EngineResults, readEngineResults, writeEngineResults } from "./results.ts";

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "engine-results-"));
});
afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
});

const results: EngineResults = {
  journeys: [
    { engine: "Firefox", title: "the menu opens @menu-keyboard", status: "passed" },
    { engine: "WebKit", title: "the menu opens @menu-keyboard", status: "failed" },
  ],
};

describe("the engines' results on disk", () => {
  it("are written as readable JSON, in folders made as needed, and read back as they were", () => {
    const file = join(folder, "reports", "last-run", "engines.json");
    writeEngineResults(file, results);
    expect(readFileSync(file, "utf8")).toBe(`${JSON.stringify(results, null, 2)}\n`);
    expect(readFileSync(file, "utf8")).toContain('\n      "engine": "Firefox",\n');
    expect(readEngineResults(file)).toEqual(results);
  });

  it("are gone once cleared before a run, so that no earlier run's stand for it", () => {
    const file = join(folder, "engines.json");
    writeEngineResults(file, results);
    clearEngineResults(file);
    expect(existsSync(file)).toBe(false);
  });

  it("can be cleared when no run has written any", () => {
    const file = join(folder, "engines.json");
    clearEngineResults(file);
    expect(existsSync(file)).toBe(false);
  });
});
