import { formatCount, formatShare } from "#qa/basics/index.ts";
import { type CauseGroup, countByKind, noFilesSentence } from "./cause-groups.ts";
import type { Change, CollectedRun } from "./change.ts";
import type { ChangedFiles } from "./changed-files.ts";
import { type GroupPicture, groupPicture, SIDES, type Side, summaryGroups } from "./comment-pictures.ts";
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
  /**
   * Where the comment's pictures are published (ending in `/`): each cause group shows its most
   * changed picture from there, under the names comment-pictures.ts gives them.
   */
  picturesUrl?: string;
  /** The pull request comes from a fork: no pictures could be published, and the summary says why. */
  fork?: boolean;
  /** The address of the review in one file (review.html, uploaded unzipped in CI): linked first when given. */
  fileUrl?: string;
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
  if (context.fileUrl) lines.push(`**[Open the review (one file)](${context.fileUrl})**`, "");
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
    // Stryker disable next-line StringLiteral: seen-baseline.ts gives every baseline not compared its reason; the fallback is for the type
    for (const [reason, changes] of Map.groupBy(uncompared, (change) => change.reason ?? "")) {
      lines.push(`- ${reason}: ${changes.map((change) => `\`${change.name}\``).join(", ")}`);
    }
    lines.push("", "</details>", "");
  }
  lines.push(...forkLines(run, context), ...whyLines(run, context), ...acrossEngineLines(run));
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
    // Stryker disable next-line StringLiteral: a changed text baseline has both texts (seen-baseline.ts); the fallbacks are for the type
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
 * shown once the review has looked for causes (causes.ts). On a pull request each group has the
 * line that accepts it, and with the pictures' address its most changed picture.
 */
function whyLines(run: CollectedRun & { changedFiles?: ChangedFiles }, context: SummaryContext): string[] {
  const groups = summaryGroups(run);
  if (!run.changedFiles || groups.length === 0) return [];
  const against =
    "unknown" in run.changedFiles
      ? `the changed files are not known: ${run.changedFiles.unknown}`
      : `${formatCount(run.changedFiles.files.length)} changed file(s): ${run.changedFiles.compared}`;
  const items = groups.map((group, index) => [
    causeLine(group),
    // Under the group's line, indented as its list item's own blocks.
    ...[...groupPictureLines(group, index + 1, context), ...groupAcceptLines(group, context)].map((line) =>
      line ? `  ${line}` : line,
    ),
  ]);
  // Items with blocks of their own are set apart by a blank line; one-line items stay a tight list.
  const apart = items.some((item) => item.length > 1);
  return [
    `**Why**, from the module graph of the builds (${against}):`,
    "",
    ...items.flatMap((item, index) => (apart && index > 0 ? ["", ...item] : item)),
    "",
  ];
}

/** The width each of a picture's three sides is shown at, whatever its size: the three fit a comment side by side. */
const PICTURE_WIDTH = 260;

/** A group's picture, before, after and difference side by side, from where they were published. */
function groupPictureLines(group: CauseGroup<Change>, number: number, { picturesUrl }: SummaryContext): string[] {
  if (picturesUrl === undefined) return [];
  const picture = groupPicture(group, number);
  if (!picture) return [];
  const cells = SIDES.map((side) => {
    const file = picture.sides[side];
    if (!file) return missingSide(picture, side);
    const alt = escapeAttribute(`${picture.change.name}, ${side}`);
    return `<img src="${escapeAttribute(picturesUrl + file.name)}" width="${PICTURE_WIDTH}" alt="${alt}">`;
  });
  return [
    "",
    `${pictureIntro(picture.change)}:`,
    "",
    `| ${SIDES.join(" | ")} |`,
    `| ${SIDES.map(() => "---").join(" | ")} |`,
    `| ${cells.join(" | ")} |`,
  ];
}

/** Which picture the group shows, and why that one. */
function pictureIntro(change: Change): string {
  const name = `\`${change.name}\``;
  if (change.pixels) return `The most changed, ${name} (${formatShare(change.pixels.ratio)} of its pixels)`;
  return change.status === "changed" ? `The first by name, ${name}` : `The first by name, ${name} (${change.status})`;
}

/**
 * What stands in a side's cell that has no picture: a new picture has no before, an obsolete one no
 * after, neither a difference; the engines' pictures have no difference picture, only regions.
 */
function missingSide(picture: GroupPicture, side: Side): string {
  const { status } = picture.change;
  if (side === "before" && status === "new") return "*none yet: a new picture*";
  if (side === "after" && status === "obsolete") return "*none: no test takes it*";
  if (side === "difference") {
    return status === "changed" ? "*none: the review page outlines the changed regions*" : "*nothing to compare*";
  }
  return "*no picture*";
}

/** On a pull request: the line that accepts exactly this group, through the dispatch's names input. */
function groupAcceptLines(group: CauseGroup<Change>, context: SummaryContext): string[] {
  const names = group.changes.filter((change) => !change.accepted).map((change) => change.name);
  if (!context.pullRequest || names.length === 0) return [];
  const these =
    names.length === group.changes.length ? "this group" : `the ${formatCount(names.length)} not accepted yet`;
  return ["", `To accept ${these}:`, "", "```sh", dispatchCommand(context.pullRequest, names), "```"];
}

/** The command that accepts these names on the pull request: the render workflow's dispatch, names separated by spaces. */
const dispatchCommand = (pullRequest: string, names: string[]) =>
  `gh workflow run snapshots-render.yml -f pull_request=${pullRequest} -f names='${names.join(" ")}'`;

/** A fork's pull request gets no token that may write here: its pictures are not published, and the summary says so. */
function forkLines(run: CollectedRun, context: SummaryContext): string[] {
  const pictures = run.changes.some((change) => change.kind === "image" && change.status !== "not-compared");
  if (!context.fork || !pictures) return [];
  return [
    "> [!NOTE]",
    "> **No pictures in this summary:** this pull request comes from a fork, and GitHub gives a fork's workflow no token that may write to this repository, so its pictures were not published beside the comment. " +
      `They are in ${context.where}. A maintainer renders the baselines with the label \`update snapshots\` (or *Actions → snapshots-render* with this pull request's number and the names to accept); ` +
      "the contributor then commits the `snapshots` artifact of that run, and *Files changed* shows every picture.",
    "",
  ];
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
  const names = acceptable.map((change) => change.name);
  const lines = ["**To accept**"];
  if (context.pullRequest) {
    lines.push(
      `- on this pull request: *Actions → snapshots-render → Run workflow* with **Pull request number** \`${context.pullRequest}\` and **Changes to accept** set to the names (globs allowed; empty accepts all), for example every change listed here:`,
      "",
      "```",
      names.join(" "),
      "```",
      "",
      "  or from a terminal:",
      "",
      "```sh",
      dispatchCommand(context.pullRequest, names),
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
/** The same inside an attribute's quotes, and no `|` to end a table's cell. */
const escapeAttribute = (text: string) => text.replace(/[<>&"|]/g, (char) => `&#${char.charCodeAt(0)};`);
