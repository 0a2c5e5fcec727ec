import { type CauseGroup, causeGroups, countByKind, noFilesSentence } from "./causes.ts";
import type { ChangedFiles } from "./changed-files.ts";
import type { Change, CollectedRun } from "./collect.ts";
import { formatCount, formatShare } from "./format.ts";
import { foldUnchanged, lineDiff } from "./line-diff.ts";
import { engineOf, sight, unique } from "./review-data.ts";
import { countsOf, engineMoveSentence, needsAttention } from "./verdict.ts";

/** Marks the pull request comment the workflow keeps up to date, so it edits that one instead of adding another. */
export const STICKY_MARKER = "<!-- visual-review -->";

/** Where the reviewer is and how they accept there: the pull request's number turns on the dispatch instructions. */
export interface SummaryContext {
  /** Where the review page is (the artifact's address in CI). */
  where: string;
  /** The pull request's number, when the summary is for one. */
  pullRequest?: string;
}

/** GitHub refuses a comment over 65,536 characters: text diffs are cut, and blocks that do not fit are left to the page. */
const MAX_DIFF_LINES = 40;
const MAX_LENGTH = 60_000;

/**
 * The run in Markdown, for the job summary and the pull request comment: what was not compared
 * first, then the counts, then each page or story's changes in a block of its own, and how to
 * accept them.
 */
export function summaryMarkdown(run: CollectedRun & { changedFiles?: ChangedFiles }, context: SummaryContext): string {
  const counts = countsOf(run);
  const lines = [STICKY_MARKER, "### Visual changes", ""];
  const problem = needsAttention(run);
  if (problem) lines.push(`> [!WARNING]`, `> **Not a complete comparison.** ${problem}`, "");
  // Said even when every picture passed: the across-versions rule forgives what an exact comparison would not.
  if (run.engineMoves) lines.push("> [!NOTE]", ...run.engineMoves.map((move) => `> ${engineMoveSentence(move)}`), "");
  lines.push(
    [
      `**${formatCount(counts.notCompared)}** not compared`,
      `**${formatCount(counts.changed)}** changed`,
      `**${formatCount(counts.new)}** new`,
      `**${formatCount(counts.obsolete)}** obsolete`,
      `${formatCount(counts.unchanged)} unchanged`,
      ...(counts.accepted > 0 ? [`${formatCount(counts.accepted)} accepted since the run`] : []),
    ].join(" · "),
    "",
  );
  if (run.changes.length === 0) {
    lines.push(`No visual changes: all ${formatCount(run.unchanged)} baselines match.`);
    return `${lines.join("\n")}\n`;
  }
  const uncompared = run.changes.filter((change) => change.status === "not-compared");
  if (uncompared.length > 0) {
    lines.push(`<details><summary><b>Not compared</b>: ${formatCount(uncompared.length)}</summary>`, "");
    // Stryker disable next-line StringLiteral: collect.ts gives every baseline not compared its reason; the fallback is for the type
    for (const [reason, changes] of Map.groupBy(uncompared, (change) => change.reason ?? "")) {
      lines.push(`- ${reason}: ${changes.map((change) => `\`${change.name}\``).join(", ")}`);
    }
    lines.push("", "</details>", "");
  }
  lines.push(...whyLines(run), ...acrossEngineLines(run));
  const compared = run.changes.filter((change) => change.status !== "not-compared");
  const blocks = [...Map.groupBy(compared, (change) => change.subject)].map(([subject, changes]) => {
    const statuses = [...new Set(changes.map((change) => change.status))].join(", ");
    return [
      `<details><summary><b>${escapeMarkdownHtml(subject)}</b>: ${changes.length} (${statuses})</summary>`,
      "",
      ...changes.flatMap((change) => changeLines(change, run)),
      "</details>",
      "",
    ].join("\n");
  });
  const tail = [
    `Before, after and diff of each, with the changed regions: ${context.where}.`,
    "",
    ...acceptLines(run, context),
  ].join("\n");
  // Whole blocks only, so that no code fence is left open; what does not fit is on the review page.
  let markdown = `${lines.join("\n")}\n`;
  let shown = 0;
  for (const block of blocks) {
    if (markdown.length + block.length + tail.length > MAX_LENGTH) break;
    markdown += `${block}\n`;
    shown++;
  }
  if (shown < blocks.length) {
    markdown += `… and ${formatCount(blocks.length - shown)} more page(s) or story(ies) with changes: the review page has them.\n\n`;
  }
  return `${markdown}${tail}\n`;
}

function changeLines(change: Change, run: CollectedRun): string[] {
  const accepted = change.accepted ? " (accepted since)" : "";
  const head = `- **${change.status}** ${change.kind === "image" ? "picture" : "text"} \`${change.name}\`${accepted}`;
  const twins = run.changes.filter((other) => other !== change && other.signature === change.signature);
  const twinned = twins.length > 0 ? ` (the same change as ${namedList(twins.map((twin) => twin.name))})` : "";
  // How an engine picture was compared, where not exactly (engine-changes.ts).
  const same = `${twinned}${change.reason ? ` (${change.reason})` : ""}`;
  if (change.pixels) {
    const { count, ratio, regions } = change.pixels;
    return [
      `${head}: ${formatCount(count)} pixels differ (${formatShare(ratio)}) in ${formatCount(regions.length)} region(s)${same}`,
    ];
  }
  if (change.kind === "aria" && change.status === "changed") {
    // Stryker disable next-line StringLiteral: a changed text baseline has both texts (collect.ts); the fallbacks are for the type
    const shown = foldUnchanged(lineDiff(change.baselineText ?? "", change.actualText ?? ""));
    const rows = shown.map((line) =>
      line.op === "folded" ? `  … ${formatCount(line.count)} unchanged line(s)` : `${line.op} ${line.text}`,
    );
    const cut = rows.length > MAX_DIFF_LINES ? [`  … ${formatCount(rows.length - MAX_DIFF_LINES)} more line(s)`] : [];
    return [`${head}${same}`, "", "```diff", ...rows.slice(0, MAX_DIFF_LINES), ...cut, "```", ""];
  }
  return [`${head}${same}`];
}

/** Baselines named by the same change at most: more are counted. */
const MAX_TWINS_NAMED = 5;

/**
 * "`a`, `b` and `c`": every name up to five, else the first five "and 3 more", so that a renamed
 * page (a new and an obsolete baseline, the same pixels) reads as one change.
 */
function namedList(names: string[]): string {
  const named = names.slice(0, MAX_TWINS_NAMED).map((name) => `\`${name}\``);
  const more = names.length - named.length;
  if (more > 0) return `${named.join(", ")} and ${formatCount(more)} more`;
  return named.length === 1 ? named[0] : `${named.slice(0, -1).join(", ")} and ${named.at(-1)}`;
}

/**
 * The changes grouped by the changed files that reach them ("12 pictures ← `tailwind.config.ts`"):
 * shown once the review has looked for causes (causes.ts).
 */
function whyLines(run: CollectedRun & { changedFiles?: ChangedFiles }): string[] {
  const groups = causeGroups(run.changes);
  if (!run.changedFiles || groups.length === 0) return [];
  const against =
    "unknown" in run.changedFiles
      ? `the changed files are not known: ${run.changedFiles.unknown}`
      : `${formatCount(run.changedFiles.files.length)} changed file(s): ${run.changedFiles.compared}`;
  return [`**Why**, from the module graph of the builds (${against}):`, "", ...groups.map(causeLine), ""];
}

/**
 * The same pages and sizes changed in more than one engine, grouped by status and engines:
 * "changed in Chromium, Firefox, WebKit: `home-desktop`, `home-mobile`". Each engine's pictures
 * differ in their pixels, so they are listed (and accepted) one by one below.
 */
function acrossEngineLines(run: CollectedRun): string[] {
  const pictures = run.changes.filter((change) => change.kind === "image" && change.status !== "not-compared");
  const bySight = Map.groupBy(pictures, (change) => `${change.status} ${sight(change)}`);
  const shared = [...bySight.values()]
    .map((changes) => ({
      status: changes[0].status,
      sight: sight(changes[0]),
      engines: unique(changes.map(engineOf)).sort(),
    }))
    .filter((group) => group.engines.length > 1);
  if (shared.length === 0) return [];
  const lines = [...Map.groupBy(shared, (group) => `${group.status} in ${group.engines.join(", ")}`)].map(
    ([where, groups]) => `- ${where}: ${groups.map((group) => `\`${group.sight}\``).join(", ")}`,
  );
  return ["**The same pages and sizes in several engines:**", "", ...lines, ""];
}

/** One group's line: how many of each kind, and their files or why there are none. */
export function causeLine(group: CauseGroup<Change>): string {
  const count = `${countByKind(group.changes)}${group.obsolete ? " obsolete" : ""}`;
  if (group.causes.length === 0) return `- ${count}: ${noFilesSentence(group)}`;
  const files = group.causes.map((file) => `\`${file}\``).join(", ");
  return group.obsolete ? `- ${count} ← declared in ${files}, renamed or removed there?` : `- ${count} ← ${files}`;
}

function acceptLines(run: CollectedRun, context: SummaryContext): string[] {
  const acceptable = run.changes.filter((change) => change.status !== "not-compared" && !change.accepted);
  if (acceptable.length === 0) return [];
  const names = acceptable.map((change) => change.name).join(" ");
  const lines = ["**To accept**"];
  if (context.pullRequest) {
    lines.push(
      `- on this pull request: *Actions → snapshots-render → Run workflow* with **Pull request number** \`${context.pullRequest}\` and **Changes to accept** set to the names (globs allowed; empty accepts all), for example every change listed here:`,
      "",
      "```",
      names,
      "```",
      "",
      "  or from a terminal:",
      "",
      "```sh",
      `gh workflow run snapshots-render.yml -f pull_request=${context.pullRequest} -f names='${names}'`,
      "```",
      "",
      "  The workflow commits the accepted baselines to this branch. The label `update snapshots` remakes every baseline instead.",
    );
  }
  lines.push("- locally: `npm run snapshots:accept -- '<name>'` (globs allowed, `--all` for every change).");
  return lines;
}

/** Subjects are file and story names; kept out of the HTML that GitHub renders around them. */
const escapeMarkdownHtml = (text: string) => text.replace(/[<>&]/g, (char) => `&#${char.charCodeAt(0)};`);
