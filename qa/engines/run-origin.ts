/**
 * What an engine run's results were taken of, and whether two runs' were taken of the same tree:
 * a run keeps an earlier run's results of the engines it did not run only then
 * (picture-results.ts, results.ts).
 */
import { type RunOrigin, shortCommit } from "#qa/visual/run-report.ts";
import { UNNAMED_CHANGE } from "#src/build/build-stamp.ts";
import { PICTURE_HARNESS } from "./picture-harness.ts";

/** The commit, the stamp of the tree's files (src/build/build-inputs.ts), and the picture harness's (picture-harness.ts). */
export interface EngineRunOrigin extends RunOrigin {
  harness?: string;
}

/**
 * Why results taken of `earlier` are not of the tree `now` is a run of, or undefined when they
 * are: the same commit, the same files, the same harness.
 */
export function otherTree(earlier: Partial<EngineRunOrigin>, now: EngineRunOrigin): string | undefined {
  if (earlier.commit !== now.commit) {
    return `they were taken of commit ${shortCommit(earlier.commit)}, this run of ${shortCommit(now.commit)}`;
  }
  if (earlier.inputs !== now.inputs) {
    return `they were taken before ${UNNAMED_CHANGE}`;
  }
  if (earlier.harness !== now.harness) {
    return `they were taken with other picture-taking code, stand-in photos or engine records (${PICTURE_HARNESS.join(", ")})`;
  }
  return undefined;
}

/** The engines whose earlier results a run leaves out, and the line that says whose, why and how to take them again. */
export interface LeftOut {
  engines: string[];
  line: string;
}

/**
 * The line for earlier results of `engines` left out (`what`: "pictures" or "journeys"), `why` from
 * otherTree, and the `command` (with its `verb`) that takes them again, engine by engine.
 */
export function leftOut(engines: string[], what: string, why: string, command: string, verb: string): LeftOut {
  const again = engines.map((engine) => `\`${command} --engine ${engine.toLowerCase()}\``).join(", ");
  return {
    engines,
    line: `  ${engines.join(" and ")}: the ${what} of the run before are left out, ${why} (${again} ${verb} them again)`,
  };
}
