import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { engineRecordFile, readEngineRecord, writeEngineRecord } from "#qa/engines/index.ts";
import { SNAPSHOTS_DIR } from "#qa/settings.ts";
import { acceptChanges, selectChanges } from "./accept.ts";
import type { Change, CollectedRun } from "./change.ts";

/** The file a baseline name stands for, refusing any name that would leave snapshots/. */
function baselineFile(name: string, snapshotsDir: string) {
  const target = resolve(snapshotsDir, name);
  const inside = relative(resolve(snapshotsDir), target);
  // Stryker disable next-line ConditionalExpression: relative() gives an absolute path only from one Windows drive to another; never on POSIX, where the tests run
  const otherDrive = resolve(inside) === inside;
  if (inside.startsWith("..") || otherDrive || !/\.(png|aria\.yml)$/.test(name)) {
    throw new Error(`"${name}" is not a baseline under ${SNAPSHOTS_DIR}/.`);
  }
  return target;
}

/**
 * The records (engine.json) of the engines whose first baselines were just accepted: which version took them,
 * so that the next run compares its pictures with them. An engine that had baselines keeps its record.
 */
function recordFirstBaselines(accepted: Change[], snapshotsDir: string): string[] {
  const firsts = new Map<string, string>();
  for (const { engine, engineVersion } of accepted) {
    if (engine && engineVersion && !firsts.has(engine) && !readEngineRecord(snapshotsDir, engine)) {
      firsts.set(engine, engineVersion);
    }
  }
  return [...firsts].map(([engine, version]) => {
    writeEngineRecord(snapshotsDir, { engine, version });
    return `recorded ${engineRecordFile(engine)}: ${engine} ${version} took its baselines`;
  });
}

/** Accepts the named changes of the run (or all) into snapshots/: the command line's and the review server's accept. */
export function acceptInSnapshots(run: CollectedRun, names: string[], all: boolean, snapshotsDir = SNAPSHOTS_DIR) {
  const selected = selectChanges(run.changes, names, all);
  for (const change of selected) baselineFile(change.name, snapshotsDir);
  const done = acceptChanges(selected, {
    write(name, { file, text }) {
      const target = baselineFile(name, snapshotsDir);
      mkdirSync(dirname(target), { recursive: true });
      if (file) {
        copyFileSync(file, target);
      } else {
        // Stryker disable next-line StringLiteral: every change accepted here but an obsolete one has its actual file or text (seen-baseline.ts); the fallback is for the type
        writeFileSync(target, text ?? "");
      }
    },
    remove: (name) => rmSync(baselineFile(name, snapshotsDir), { force: true }),
  });
  return [...done, ...recordFirstBaselines(selected, snapshotsDir)];
}

/**
 * Whether snapshots/ holds what accepting the change would leave there: the run's picture or text
 * as its baseline, or, for an obsolete baseline, no file. Read from the files, not from the run.
 */
export function holdsAccepted(change: Change, snapshotsDir = SNAPSHOTS_DIR): boolean {
  if (change.status === "not-compared") return false;
  const target = baselineFile(change.name, snapshotsDir);
  if (change.status === "obsolete") return !existsSync(target);
  if (!existsSync(target)) return false;
  if (change.files.actual) return readFileSync(target).equals(readFileSync(change.files.actual));
  return readFileSync(target, "utf8") === change.actualText;
}
