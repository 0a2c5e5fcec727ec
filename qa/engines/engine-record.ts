/**
 * Which version of an engine took its baselines: `snapshots/engines/<engine>/engine.json`, written
 * whenever that engine's baselines are remade, as snapshots/environment.json is for Chromium. A run
 * in the same version compares exactly; in another, by the across-versions rule.
 *
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { engineRecordFile } from "./pictures.ts";

export interface EngineRecord {
  engine: string;
  /** As the browser reports it: `153.7.0` for Firefox, `2.50.6` for WebKitGTK. */
  version: string;
}

/** The engine's record in `snapshotsDir`, or undefined when it has no baselines yet. */
export function readEngineRecord(snapshotsDir: string, engine: string): EngineRecord | undefined {
  const file = join(snapshotsDir, engineRecordFile(engine));
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as EngineRecord) : undefined;
}

export function writeEngineRecord(snapshotsDir: string, record: EngineRecord): void {
  const file = join(snapshotsDir, engineRecordFile(record.engine));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
}
