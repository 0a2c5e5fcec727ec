import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readStageRecord, stageEnded, startRecord, writeStageRecord } from "./stages.ts";

const STAGES = [
  { name: "lint", script: "lint" },
  { name: "valid HTML (Nu HTML Checker)", script: "test:html" },
  { name: "unit specs (Vitest)", script: "test:unit" },
];
const scratch = () => join(mkdtempSync(join(tmpdir(), "stage-record-")), "last-run", "stages.json");

describe("npm test's record of its stages", () => {
  it("starts with every stage not run and no verdict", () => {
    expect(startRecord(STAGES)).toEqual({
      stages: [
        { name: "lint", script: "lint", status: "not run", seconds: null },
        { name: "valid HTML (Nu HTML Checker)", script: "test:html", status: "not run", seconds: null },
        { name: "unit specs (Vitest)", script: "test:unit", status: "not run", seconds: null },
      ],
      passed: null,
    });
  });

  it("takes each stage's verdict and time as it ends, in any order, and keeps no time for one that did not run", () => {
    let record = startRecord(STAGES);
    record = stageEnded(record, "unit specs (Vitest)", "failed", 220.5);
    record = stageEnded(record, "lint", "passed", 4.1);
    record = stageEnded(record, "valid HTML (Nu HTML Checker)", "not run", 0);
    expect(record.stages.map((stage) => [stage.status, stage.seconds])).toEqual([
      ["passed", 4.1],
      ["not run", null],
      ["failed", 220.5],
    ]);
    expect(record.passed).toBeNull();
  });

  it("is written where asked, folders and all, and read back as it was", () => {
    const file = scratch();
    const record = { ...stageEnded(startRecord(STAGES), "lint", "passed", 4.1), passed: false };
    writeStageRecord(file, record);
    expect(readFileSync(file, "utf8").endsWith("}\n")).toBe(true);
    expect(readStageRecord(file)).toEqual(record);
  });

  it("reads as none where there is none", () => {
    expect(readStageRecord(join(tmpdir(), "no-such-folder", "stages.json"))).toBeUndefined();
  });

  it("refuses a file that is no record of stages, naming it", () => {
    const file = scratch();
    writeStageRecord(file, startRecord(STAGES));
    const wrong = [
      '{"stages": [{"name": "lint"',
      "null",
      JSON.stringify({ stages: [] }),
      JSON.stringify({ stages: "lint", passed: true }),
      JSON.stringify({ stages: [{ name: "lint", script: "lint", status: "skipped", seconds: 1 }], passed: true }),
      JSON.stringify({ stages: [{ name: "lint", script: "lint", status: "passed", seconds: "1" }], passed: true }),
      JSON.stringify({ stages: [{ name: "lint", status: "passed", seconds: 1 }], passed: true }),
      JSON.stringify({ stages: [{ script: "lint", status: "passed", seconds: 1 }], passed: true }),
      JSON.stringify({ stages: [null], passed: true }),
      JSON.stringify({ stages: [], passed: "yes" }),
    ];
    for (const text of wrong) {
      writeFileSync(file, text);
      expect(() => readStageRecord(file), text).toThrow(`${file} is no record of stages`);
    }
  });
});
