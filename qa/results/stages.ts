/**
 * `npm test`'s record of its stages (reports/last-run/stages.json): written by qa/stages/main.ts when the run
 * starts and again each time a stage ends, so that a run cut short still leaves one; read by the soak. A stage
 * that has not ended, was never started or was stopped because an earlier one failed is "not run"; the run's
 * `passed` is null until it ends.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { TestStatus } from "./tests.ts";

/** A stage ends in the test statuses' words: it passed, failed, or did not run. */
export type StageStatus = Extract<TestStatus, "passed" | "failed" | "not run">;

export interface StageEntry {
  name: string;
  /** The npm script it runs. */
  script: string;
  status: StageStatus;
  /** How long it ran; null when it did not run. */
  seconds: number | null;
}

export interface StageRecord {
  stages: StageEntry[];
  /** Whether every stage passed; null while the run goes on (and in a run that was cut short). */
  passed: boolean | null;
}

/** The record as a run starts: every stage not run yet. */
export function startRecord(stages: readonly { name: string; script: string }[]): StageRecord {
  return {
    stages: stages.map(({ name, script }) => ({ name, script, status: "not run", seconds: null })),
    passed: null,
  };
}

/** The record with one stage ended; a stage that did not run keeps no time. */
export function stageEnded(record: StageRecord, name: string, status: StageStatus, seconds: number): StageRecord {
  return {
    ...record,
    stages: record.stages.map((stage) =>
      stage.name === name ? { ...stage, status, seconds: status === "not run" ? null : seconds } : stage,
    ),
  };
}

export function writeStageRecord(file: string, record: StageRecord): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
}

const STATUSES: readonly unknown[] = ["passed", "failed", "not run"] satisfies StageStatus[];

const isStage = (stage: Partial<StageEntry> | null) =>
  typeof stage?.name === "string" &&
  typeof stage.script === "string" &&
  STATUSES.includes(stage.status) &&
  (stage.seconds === null || typeof stage.seconds === "number");

/**
 * The record in `file`: undefined when there is none, an error naming the file when it is not a record of
 * stages (cut off while written, edited by hand).
 */
export function readStageRecord(file: string): StageRecord | undefined {
  if (!existsSync(file)) return undefined;
  let record: Partial<StageRecord> | null;
  try {
    record = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`${file} is no record of stages: ${(error as Error).message}`);
  }
  const { stages, passed } = record ?? {};
  if (!Array.isArray(stages) || !stages.every(isStage) || !(passed === null || typeof passed === "boolean")) {
    throw new Error(`${file} is no record of stages: it lists no stages with their status and time, or no verdict`);
  }
  return { stages, passed };
}
