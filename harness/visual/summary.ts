import type { CollectedRun } from "./collect.ts";
import { acceptCommand, countsOf, formatShare } from "./review-page.ts";

/** Marks the pull request comment the workflow keeps up to date, so it edits that one instead of adding another. */
export const STICKY_MARKER = "<!-- visual-review -->";

/**
 * The run in Markdown, for the job summary and the pull request comment: counts, then a table of
 * every change with its pixel ratio, and where the review page is.
 */
export function summaryMarkdown(run: CollectedRun, where: string): string {
  const counts = countsOf(run);
  const lines = [
    STICKY_MARKER,
    "### Visual changes",
    "",
    `**${counts.changed}** changed · **${counts.new}** new · **${counts.obsolete}** obsolete · ${counts.unchanged} unchanged`,
    "",
  ];
  if (run.changes.length === 0) {
    lines.push("No visual changes: every baseline matches.");
  } else {
    lines.push("| Status | Kind | Name | Pixels differing |", "| --- | --- | --- | --- |");
    for (const change of run.changes) {
      const pixels = change.pixels ? `${change.pixels.count} (${formatShare(change.pixels.ratio)})` : "";
      lines.push(
        `| ${change.status} | ${change.kind === "image" ? "picture" : "text"} | \`${change.name}\` | ${pixels} |`,
      );
    }
    lines.push(
      "",
      `Before, after and diff of each: ${where}.`,
      `Accept one: \`${acceptCommand("<name>")}\` (globs allowed, \`--all\` for every change).`,
    );
  }
  if (run.notCompared.length > 0) {
    lines.push(
      "",
      `Not compared (their test failed first or did not run): ${run.notCompared.map((n) => `\`${n}\``).join(", ")}`,
    );
  }
  return `${lines.join("\n")}\n`;
}
