import { formatCount } from "#qa/basics/index.ts";
import type { Change, CollectedRun, EngineMove } from "./change.ts";

/** How many changes of each status a run has, for the page, the summary and changes.json alike. */
export function countsOf(run: CollectedRun) {
  const count = (status: Change["status"]) => run.changes.filter((change) => change.status === status).length;
  return {
    notCompared: count("not-compared"),
    changed: count("changed"),
    new: count("new"),
    obsolete: count("obsolete"),
    accepted: run.changes.filter((change) => change.accepted).length,
    unchanged: run.unchanged,
  };
}

/** Lists at most this many names in a one-line message; the page and changes.json have them all. */
const NAMES_SHOWN = 5;

/**
 * Why the run cannot be read as complete, or undefined when it can: a partial run or a baseline
 * that was not compared is never "no changes".
 */
export function needsAttention(run: CollectedRun): string | undefined {
  const uncompared = run.changes.filter((change) => change.status === "not-compared").map((change) => change.name);
  if (uncompared.length === 0) return undefined;
  const shown = uncompared.slice(0, NAMES_SHOWN).join(", ");
  const more = uncompared.length > NAMES_SHOWN ? ` and ${formatCount(uncompared.length - NAMES_SHOWN)} more` : "";
  const partial = run.partial ? `Partial run: ${run.partial}. ` : "";
  return `${partial}${formatCount(uncompared.length)} baseline(s) not compared: ${shown}${more}. Run \`npm run test:visual\` for a full comparison.`;
}

/** Whether anything needs a reviewer: a change not yet accepted, or a baseline not compared. */
export const needsReviewer = (run: CollectedRun) => run.changes.some((change) => !change.accepted);

/**
 * What the page, the summary and changes.json say of an engine that moved version: how its pictures
 * were compared (they passed, or not, by the lenient across-versions rule), and the command that
 * remakes its baselines, kept apart for the page to show as code.
 */
export function engineMoveSaid({ engine, from, to, acrossVersions }: EngineMove): { said: string; command: string } {
  const pictures = acrossVersions === 1 ? "its 1 picture was" : `its ${formatCount(acrossVersions)} pictures were`;
  return {
    said: `${engine} moved from ${from} to ${to}: ${pictures} compared across versions, antialiasing forgiven.`,
    command: `npm run snapshots:engines -- --engine ${engine.toLowerCase()}`,
  };
}

/** The same as one sentence in Markdown. */
export function engineMoveSentence(move: EngineMove): string {
  const { said, command } = engineMoveSaid(move);
  return `${said} \`${command}\` remakes them.`;
}
