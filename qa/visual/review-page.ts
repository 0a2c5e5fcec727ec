import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type CSSProperties, Fragment, type ReactNode } from "react";
import { REPORTS } from "#qa/settings.ts";
import { h, reportPage } from "#qa/support/report-page.ts";
import { type CauseGroup, causeGroups, countByKind, noFilesSentence } from "./causes.ts";
import { CHANGE_STATUSES } from "./collect.ts";
import { formatCount, formatShare } from "./format.ts";
import { foldUnchanged, lineDiff, type ShownLine } from "./line-diff.ts";
import type { ReviewedRun } from "./load-run.ts";
import type { Region } from "./regions.ts";
import { REVIEW_SCRIPT, REVIEW_STYLE } from "./review-client.ts";
import {
  acceptableNames,
  type ChangeRecord,
  copyChangeFiles,
  entriesOf,
  entryTitle,
  fileName,
  type ReviewData,
  type ReviewEntry,
  recordOf,
  reviewData,
  unique,
} from "./review-data.ts";
import { engineMoveSaid } from "./verdict.ts";

/**
 * The review page, rendered with React's own server renderer so that every name, subject and
 * reason is text by construction. Written as plain `createElement` calls: the harness runs under
 * Node's type stripping, which knows no JSX. The page works opened from disk (file://): styles
 * and its script are inline, pictures are relative files, its data is a JSON script element.
 */

/** The review folder: git-ignored, opened from disk, uploaded by CI as an artifact. */
export const REVIEW_DIR = REPORTS.visualReview;

const quoted = (name: string) => `'${name.replaceAll("'", `'\\''`)}'`;
/** The local command that accepts these changes. */
export const acceptCommand = (...names: string[]) => `npm run snapshots:accept -- ${names.map(quoted).join(" ")}`;

export type { ChangeRecord, ReviewData } from "./review-data.ts";

/**
 * Writes the review folder: every file a change needs copied in, changes.json for machines and
 * index.html for people. `serve` puts an Accept button on each change (the review server answers
 * them); without it the page offers the names to copy instead.
 */
export function writeReview(dir: string, run: ReviewedRun, options: { serve: boolean }): ReviewData {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, "files"), { recursive: true });
  const records = run.changes.map((change, i) => recordOf(change, copyChangeFiles(dir, change, i + 1)));
  const data = reviewData(run, records);
  writeFileSync(join(dir, "changes.json"), `${JSON.stringify(data, null, 2)}\n`);
  const title = data.changes.length === 0 ? "Visual changes: none" : `Visual changes: ${data.changes.length}`;
  const children = h(ReviewPage, { data, serve: options.serve, files: folderFiles(dir) });
  writeFileSync(join(dir, "index.html"), reportPage({ title, style: REVIEW_STYLE, script: REVIEW_SCRIPT, children }));
  return data;
}

/** What the page reads from the files it copied: a picture's size, a text's lines. */
interface FolderFiles {
  size: (file: string) => Size;
  text: (file?: string) => string | undefined;
}

interface Size {
  width: number;
  height: number;
}

function folderFiles(dir: string): FolderFiles {
  return {
    size(file) {
      // A PNG's width and height are the first fields of its header chunk (bytes 16–23).
      const png = readFileSync(join(dir, file));
      return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
    },
    text: (file) => (file ? readFileSync(join(dir, file), "utf8") : undefined),
  };
}

const KIND_LABEL = { image: "picture", aria: "text" } as const;
const STATUS_LABEL = { changed: "changed", new: "new", obsolete: "obsolete", "not-compared": "not compared" } as const;

const countBy = <T>(values: T[]) => {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
};

/** What the page's script needs of an entry, as data rather than markup. */
function clientEntry(entry: ReviewEntry) {
  const { changes, lead } = entry;
  return {
    id: entry.index,
    names: changes.map((change) => change.name),
    acceptable: acceptableNames(entry),
    statuses: unique(changes.map((change) => change.status)),
    kinds: unique(changes.map((change) => change.kind)),
    viewports: unique(changes.map((change) => change.viewport)),
    engines: unique(changes.map((change) => change.engine)),
    subjects: unique(changes.map((change) => change.subject)),
    share: lead.pixels?.ratio ?? -1,
    width: lead.pixels?.width ?? 0,
    regions: lead.pixels?.regions ?? [],
  };
}

/** JSON inside a script element: no "<" at all, so no "</script" or "<!--" can end or change it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll("<", "\\u003c");

function ReviewPage({ data, serve, files }: { data: ReviewData; serve: boolean; files: FolderFiles }) {
  const entries = entriesOf(data.changes);
  return h(
    Fragment,
    null,
    h(
      "header",
      { className: "top" },
      h("h1", null, "Visual changes"),
      h("p", { className: "commit" }, "Commit ", h("code", null, data.commit)),
      h(Incomplete, { data, entries }),
      h(EngineMoves, { data }),
      h(Counts, { data }),
      h(Causes, { data }),
      entries.length > 0
        ? h(
            "p",
            { className: "help" },
            "Press ",
            h("kbd", null, "j"),
            " or ",
            h("kbd", null, "k"),
            " for the next or previous change. ",
            serve
              ? "Accept writes the change into snapshots/ at once."
              : "Accept in CI with the names in the snapshots-render workflow's names input, or locally with the command shown.",
          )
        : null,
    ),
    h(
      "main",
      null,
      h("p", { id: "announce", role: "status" }),
      entries.length === 0
        ? h("p", { className: "all-clear" }, `No visual changes: all ${data.counts.unchanged} baselines match.`)
        : h(
            Fragment,
            null,
            h(ChangeList, { data, entries, serve }),
            h(
              "section",
              { "aria-labelledby": "each-title" },
              h("h2", { id: "each-title" }, "Each change"),
              h(
                "div",
                { id: "entries" },
                entries
                  .filter((entry) => entry.lead.status !== "not-compared")
                  .map((entry) => h(EntryView, { key: entry.index, entry, serve, files })),
              ),
            ),
          ),
    ),
    h("script", {
      type: "application/json",
      id: "review-data",
      dangerouslySetInnerHTML: { __html: scriptJson({ serve, entries: entries.map(clientEntry) }) },
    }),
  );
}

/**
 * First thing on the page: a run that is not a complete comparison, and every baseline it did not
 * compare with the reason. These have nothing to view or accept, so this list is where the list
 * of all changes links them.
 */
function Incomplete({ data, entries }: { data: ReviewData; entries: ReviewEntry[] }) {
  const uncompared = data.changes.filter((change) => change.status === "not-compared");
  const place = new Map(entries.map((entry) => [entry.lead.name, entry.index]));
  if (!data.partial && uncompared.length === 0) return null;
  // Stryker disable next-line StringLiteral: collect.ts gives every baseline not compared its reason; the fallback is for the type
  const byReason = Map.groupBy(uncompared, (change) => change.reason ?? "no reason recorded");
  return h(
    "section",
    { className: "warning", role: "alert", "aria-labelledby": "incomplete-title" },
    h("h2", { id: "incomplete-title" }, "Not a complete comparison"),
    data.partial ? h("p", null, `Partial run: ${data.partial}.`) : null,
    uncompared.length > 0
      ? h(
          "p",
          null,
          `${uncompared.length} of the ${data.claimed} baselines the tests declare were not compared, so this page cannot say whether they changed. `,
          "Run ",
          h("code", null, "npm run test:visual"),
          " for a full comparison.",
        )
      : null,
    uncompared.length > 0
      ? h(
          "details",
          { open: uncompared.length <= 12 },
          h("summary", null, `The ${uncompared.length} baselines not compared, and why`),
          [...byReason].map(([reason, changes]) =>
            h(
              "div",
              { key: reason, className: "reason-group" },
              h("p", null, h("strong", null, `Not compared: ${reason}`), ` (${changes.length})`),
              h(
                "ul",
                { className: "name-columns" },
                changes.map((change) =>
                  h(
                    "li",
                    { key: change.name, id: `change-${place.get(change.name)}`, tabIndex: -1 },
                    h("code", null, change.name),
                  ),
                ),
              ),
            ),
          ),
        )
      : null,
  );
}

/**
 * Engines that moved version since their baselines: their pictures were compared by the lenient
 * across-versions rule, so even a page with no changes says so, with the command that remakes them.
 */
function EngineMoves({ data }: { data: ReviewData }) {
  if (data.engineMoves.length === 0) return null;
  return h(
    "section",
    { className: "note", "aria-labelledby": "moves-title" },
    h("h2", { id: "moves-title" }, "Engines in another version than their baselines"),
    data.engineMoves.map((move) => {
      const { said, command } = engineMoveSaid(move);
      return h("p", { key: move.engine }, `${said} `, h("code", null, command), " remakes them.");
    }),
  );
}

/** Why the pictures changed: the changes grouped by the changed files that reach them (causes.ts). */
function Causes({ data }: { data: ReviewData }) {
  const groups = causeGroups(data.changes);
  if (!data.changedFiles || groups.length === 0) return null;
  const against =
    "unknown" in data.changedFiles
      ? `The changed files are not known: ${data.changedFiles.unknown}.`
      : `${formatCount(data.changedFiles.count)} changed file(s): ${data.changedFiles.compared}.`;
  return h(
    "section",
    { className: "causes", "aria-labelledby": "causes-title" },
    h("h2", { id: "causes-title" }, "Why they changed"),
    h(
      "p",
      null,
      against,
      " A change is put down to the changed files that reach its page or story in the module graph of the builds (its route module or story file, with what every page or story loads, and the spec that takes it); an obsolete baseline to the changed files that declare its folder's baselines, where it was most likely renamed or removed.",
    ),
    h(
      "ul",
      null,
      groups.map((group) =>
        // Stryker disable next-line StringLiteral: keys tell items apart across updates; the page is rendered once, on the server, which does not check them
        h(
          "li",
          { key: group.changes[0].name },
          `${countByKind(group.changes)}${group.obsolete ? " obsolete" : ""}`,
          h(CauseText, { group }),
        ),
      ),
    ),
  );
}

/** A group's files as code, or the sentence saying why there are none. */
function CauseText({ group }: { group: CauseGroup<ChangeRecord> }) {
  if (group.causes.length === 0) return h("span", { className: "no-cause" }, `: ${noFilesSentence(group)}`);
  return h(
    Fragment,
    null,
    group.obsolete ? " ← declared in " : " ← ",
    group.causes.map((file, i) => h(Fragment, { key: file }, i > 0 ? ", " : null, h("code", null, file))),
  );
}

/** An entry's causes: one line, or one per group of its changes with other causes. */
function EntryCauses({ changes }: { changes: ChangeRecord[] }) {
  const groups = causeGroups(changes);
  if (groups.length === 0 || changes.every((change) => !change.causes && !change.causesUnknown)) return null;
  return h(
    "div",
    { className: "entry-causes" },
    groups.map((group) =>
      h(
        "p",
        // Stryker disable next-line StringLiteral: keys tell items apart across updates; the page is rendered once, on the server, which does not check them
        { key: group.changes[0].name },
        h("strong", null, "Why"),
        groups.length > 1 ? ` (${countByKind(group.changes)})` : null,
        h(CauseText, { group }),
      ),
    ),
  );
}

function Counts({ data }: { data: ReviewData }) {
  const { counts } = data;
  const items: [string, string, number][] = [
    ["notCompared", "Not compared", counts.notCompared],
    ["changed", "Changed", counts.changed],
    ["new", "New", counts.new],
    ["obsolete", "Obsolete", counts.obsolete],
    ["accepted", "Accepted since the run", counts.accepted],
    ["unchanged", "Unchanged", counts.unchanged],
  ];
  return h(
    "dl",
    { className: "counts" },
    items.map(([key, label, count]) =>
      h("div", { key }, h("dt", null, label), h("dd", { "data-count": key }, String(count))),
    ),
  );
}

/** Every entry in a table with filters, a sort by share, and per filter value how many changes have it. */
function ChangeList({ data, entries, serve }: { data: ReviewData; entries: ReviewEntry[]; serve: boolean }) {
  const { changes } = data;
  const statuses = countBy(changes.map((change) => change.status));
  const kinds = countBy(changes.map((change) => change.kind));
  const viewports = countBy(changes.map((change) => change.viewport));
  const engines = countBy(changes.map((change) => change.engine));
  const subjects = countBy(changes.map((change) => change.subject));
  const checkboxes = (name: string, legend: string, values: [string, string, number][]) =>
    h(
      "fieldset",
      { className: "filter" },
      h("legend", null, legend),
      values.map(([value, label, count]) =>
        h(
          "label",
          { key: value },
          h("input", { type: "checkbox", name, value, defaultChecked: true }),
          ` ${label} (${count})`,
        ),
      ),
    );
  return h(
    "section",
    { "aria-labelledby": "list-title" },
    h("h2", { id: "list-title" }, "All changes"),
    h(
      "form",
      { id: "filters", className: "filters" },
      checkboxes(
        "status",
        "Status",
        CHANGE_STATUSES.filter((status) => statuses.has(status)).map((status) => [
          status,
          STATUS_LABEL[status],
          statuses.get(status) ?? 0,
        ]),
      ),
      checkboxes(
        "kind",
        "Kind",
        (["image", "aria"] as const)
          .filter((kind) => kinds.has(kind))
          .map((kind) => [kind, KIND_LABEL[kind], kinds.get(kind) ?? 0]),
      ),
      checkboxes(
        "viewport",
        "Viewport",
        [...viewports].sort().map(([viewport, count]) => [viewport, viewport, count]),
      ),
      checkboxes(
        "engine",
        "Engine",
        [...engines].sort().map(([engine, count]) => [engine, engine, count]),
      ),
      h(
        "div",
        { className: "filter" },
        h("label", { htmlFor: "subject" }, "Page or story"),
        h(
          "select",
          { id: "subject", name: "subject", defaultValue: "" },
          h("option", { value: "" }, `All (${changes.length})`),
          [...subjects]
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([subject, count]) => h("option", { key: subject, value: subject }, `${subject} (${count})`)),
        ),
      ),
      h(
        "div",
        { className: "filter" },
        h("label", { htmlFor: "order" }, "Order"),
        h(
          "select",
          { id: "order", name: "order", defaultValue: "status" },
          h("option", { value: "status" }, "Status, then name"),
          h("option", { value: "share" }, "Share of pixels changed, largest first"),
        ),
      ),
    ),
    h(
      "p",
      { id: "shown", "aria-live": "polite" },
      `Showing all ${entries.length} entries (${changes.length} changes).`,
    ),
    serve
      ? null
      : h(
          "div",
          { className: "shown-names" },
          h("label", { htmlFor: "shown-names" }, "Names of the changes shown, for the workflow's names input"),
          h("textarea", {
            id: "shown-names",
            readOnly: true,
            rows: 2,
            defaultValue: entries.flatMap(acceptableNames).join(" "),
          }),
          h("button", { type: "button", "data-copy": "shown" }, "Copy names of the changes shown"),
        ),
    h(
      "table",
      { className: "list" },
      h(
        "thead",
        null,
        h(
          "tr",
          null,
          ["Change", "Status", "Kind", "Viewport", "Engine", "Share of pixels"].map((column) =>
            h("th", { key: column, scope: "col" }, column),
          ),
        ),
      ),
      h(
        "tbody",
        null,
        entries.map((entry) => h(ListRow, { key: entry.index, entry })),
      ),
    ),
  );
}

function ListRow({ entry }: { entry: ReviewEntry }) {
  const { changes, lead } = entry;
  const link = h("a", { href: `#change-${entry.index}` }, entryTitle(entry));
  // Stryker disable next-line StringLiteral: collect.ts gives every baseline not compared its reason; the fallback is for the type
  const reason = lead.reason ?? "";
  return h(
    "tr",
    { "data-entry": entry.index },
    h(
      "td",
      null,
      link,
      changes.length > 1
        ? h("span", { className: "group-names" }, `: ${changes.map((change) => fileName(change.name)).join(", ")}`)
        : null,
      lead.status === "not-compared" ? h("span", { className: "group-names" }, ` (${reason})`) : null,
    ),
    h(
      "td",
      { className: "state" },
      h(StatusBadge, { status: lead.status }),
      changes.every((change) => change.accepted) ? " accepted" : null,
    ),
    h("td", null, KIND_LABEL[lead.kind]),
    h("td", null, unique(changes.map((change) => change.viewport)).join(", ")),
    h("td", null, unique(changes.map((change) => change.engine)).join(", ")),
    h("td", { className: "share" }, lead.pixels ? formatShare(lead.pixels.ratio) : "–"),
  );
}

function StatusBadge({ status }: { status: ChangeRecord["status"] }) {
  return h("span", { className: `status status-${status}` }, STATUS_LABEL[status]);
}

function EntryView({ entry, serve, files }: { entry: ReviewEntry; serve: boolean; files: FolderFiles }) {
  const { changes, lead, index } = entry;
  const id = `change-${index}`;
  const subjects = unique(changes.map((change) => change.subject));
  const pixels = lead.pixels;
  return h(
    "article",
    { className: "entry", id, tabIndex: -1, "aria-labelledby": `${id}-title` },
    h("h3", { id: `${id}-title` }, entryTitle(entry)),
    h(
      "p",
      { className: "meta" },
      h(StatusBadge, { status: lead.status }),
      ` ${KIND_LABEL[lead.kind]} · ${unique(changes.map((change) => change.engine)).join(", ")} · ${unique(changes.map((change) => change.viewport)).join(", ")} · ${subjects.length > 2 ? `${subjects.length} pages or stories` : subjects.join(", ")}`,
      pixels
        ? ` · ${formatShare(pixels.ratio)} of the pixels (${formatCount(pixels.count)}) in ${formatCount(pixels.regions.length)} region(s)`
        : null,
    ),
    changes.length > 1
      ? h(
          "ul",
          { className: "names" },
          changes.map((change) =>
            h("li", { key: change.name }, h("code", null, change.name), change.accepted ? " (accepted)" : null),
          ),
        )
      : h("p", { className: "names" }, h("code", null, lead.name)),
    // A baseline not compared is never viewed here: a reason is how an engine picture was compared.
    lead.reason ? h("p", { className: "reason" }, lead.reason) : null,
    lead.status === "obsolete" ? h("p", null, "No test takes this baseline any more: accepting removes it.") : null,
    h(EntryCauses, { changes }),
    h(AlsoIn, { entry }),
    h(Actions, { entry, serve }),
    lead.kind === "image" ? h(PictureViews, { change: lead, id, files }) : h(TextDiff, { change: lead, files }),
    h(
      "p",
      { className: "move" },
      h("button", { type: "button", "data-move": "-1" }, "Previous change"),
      " ",
      h("button", { type: "button", "data-move": "1" }, "Next change"),
    ),
  );
}

/** Links to the same change as other engines saw it, each an entry of its own (their pixels differ). */
function AlsoIn({ entry }: { entry: ReviewEntry }) {
  if (entry.alsoIn.length === 0) return null;
  return h(
    "p",
    { className: "also-in" },
    "The same pages and sizes, with the same status, in ",
    entry.alsoIn.map(({ engine, index }, i) =>
      h(
        Fragment,
        { key: index },
        i > 0 ? ", " : null,
        h("a", { href: `#change-${index}` }, `${engine} (change ${index})`),
      ),
    ),
    ".",
  );
}

/** How to accept an entry (the page shows entries of baselines not compared in its warning only, never here). */
function Actions({ entry, serve }: { entry: ReviewEntry; serve: boolean }) {
  const names = acceptableNames(entry);
  if (names.length === 0) return h("p", { className: "actions" }, h("span", { className: "accepted" }, "accepted"));
  if (serve) {
    const label =
      entry.changes.length > 1 ? `Accept all ${names.length} in this group` : `Accept ${fileName(names[0])}`;
    return h(
      "p",
      { className: "actions" },
      h("button", { type: "button", className: "accept", "data-accept": entry.index }, label),
    );
  }
  return h(
    "div",
    { className: "actions" },
    h("button", { type: "button", "data-copy": entry.index }, "Copy names"),
    " ",
    h("code", { className: "copy-source" }, names.join(" ")),
    h("p", null, "Locally: ", h("code", null, acceptCommand(...names))),
  );
}

/** Percent of the extent, for boxes laid over a picture that is shown scaled. */
const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

interface Picture {
  file: string;
  size: Size;
  alt: string;
}

/** A picture at the place and scale of the extent both pictures share, with the changed regions outlined. */
function Stage({
  extent,
  layers,
  regions,
  children,
}: {
  extent: Size;
  layers: Picture[];
  regions: Region[];
  children?: ReactNode;
}) {
  return h(
    "div",
    {
      className: "stage",
      style: { width: `${extent.width}px`, aspectRatio: `${extent.width} / ${extent.height}` },
    },
    layers.map((layer) => h(Layer, { key: layer.file, layer, extent })),
    children,
    regions.map((region, i) =>
      h("div", {
        // Stryker disable next-line StringLiteral: keys tell items apart across updates; the page is rendered once, on the server, which does not check them
        key: `${region.x},${region.y}`,
        className: "region",
        "data-region": i,
        "aria-hidden": true,
        style: {
          left: percent(region.x, extent.width),
          top: percent(region.y, extent.height),
          width: percent(region.width, extent.width),
          height: percent(region.height, extent.height),
        },
      }),
    ),
  );
}

function Layer({ layer, extent }: { layer: Picture; extent: Size }) {
  return h("img", {
    src: layer.file,
    alt: layer.alt,
    loading: "lazy",
    width: layer.size.width,
    height: layer.size.height,
    style: { width: percent(layer.size.width, extent.width) },
  });
}

/** A scroll container for a tall picture: keyboard users scroll it too. */
function Frame({ label, children }: { label: string; children?: ReactNode }) {
  return h("div", { className: "frame", role: "group", "aria-label": label, tabIndex: 0 }, children);
}

const MODES = [
  ["side", "side by side"],
  ["baseline", "baseline"],
  ["actual", "actual"],
  ["slider", "slider"],
  ["onion", "onion skin"],
  ["diff", "diff"],
] as const;

/**
 * A changed picture: side by side (the default), or one at a time at full width in one stage
 * whose layers the mode picks: the baseline, the actual, the actual right of a slider, the actual
 * faded over the baseline, or Playwright's diff picture. The stage has the larger extent of the
 * two pictures, so either may be the taller one.
 */
function PictureViews({ change, id, files }: { change: ChangeRecord; id: string; files: FolderFiles }) {
  const picture = (role: "baseline" | "actual" | "diff", alt: string): Picture | undefined => {
    const file = change.files[role];
    return file ? { file, size: files.size(file), alt } : undefined;
  };
  const baseline = picture("baseline", `Baseline of ${change.name}`);
  const actual = picture("actual", `Actual of ${change.name}`);
  const diff = picture("diff", `Difference of ${change.name}, changed pixels in red`);
  if (!baseline || !actual) {
    const only = actual ?? baseline;
    if (!only) return null;
    const caption = actual ? "Actual (there is no baseline yet)" : "Baseline (no test takes it any more)";
    return h(
      "figure",
      { className: "single" },
      h("figcaption", null, caption, " · ", h("a", { href: only.file }, "full size")),
      h(Frame, { label: caption }, h(Stage, { extent: only.size, layers: [only], regions: [] })),
    );
  }
  const extent = {
    width: change.pixels?.width ?? Math.max(baseline.size.width, actual.size.width),
    height: change.pixels?.height ?? Math.max(baseline.size.height, actual.size.height),
  };
  const regions = change.pixels?.regions ?? [];
  const modes = MODES.filter(([mode]) => mode !== "diff" || diff);
  return h(
    "div",
    { className: "pictures", "data-mode": "side", style: { "--split": "50%", "--fade": "0.5" } as CSSProperties },
    h(
      "div",
      { className: "controls" },
      h(
        "fieldset",
        { className: "modes" },
        h("legend", null, "View"),
        modes.map(([mode, label]) =>
          h(
            "label",
            { key: mode },
            h("input", {
              type: "radio",
              name: `${id}-mode`,
              value: mode,
              "data-mode": true,
              defaultChecked: mode === "side",
            }),
            ` ${label}`,
          ),
        ),
      ),
      regions.length > 0
        ? h(
            "p",
            { className: "region-nav" },
            h("button", { type: "button", className: "next-region" }, "Next changed region"),
            " ",
            h("span", { className: "region-status", "aria-live": "polite" }, `${regions.length} changed region(s)`),
          )
        : null,
      h(
        "p",
        { className: "full-size" },
        "Full size: ",
        h("a", { href: baseline.file }, "baseline"),
        ", ",
        h("a", { href: actual.file }, "actual"),
        diff ? h(Fragment, null, ", ", h("a", { href: diff.file }, "diff")) : null,
      ),
    ),
    h(
      "div",
      { className: "view view-side", "data-view": "side" },
      h(
        "div",
        { className: "side-by-side" },
        h(
          "figure",
          null,
          h("figcaption", null, "Baseline"),
          h(Frame, { label: "Baseline, scrolls" }, h(Stage, { extent, layers: [baseline], regions })),
        ),
        h(
          "figure",
          null,
          h("figcaption", null, "Actual"),
          h(Frame, { label: "Actual, scrolls" }, h(Stage, { extent, layers: [actual], regions })),
        ),
      ),
    ),
    h(
      "div",
      { className: "view view-single", "data-view": "single", hidden: true },
      h(
        "label",
        { className: "range range-slider" },
        "Slider position (actual right of it) ",
        h("input", { type: "range", min: 0, max: 100, defaultValue: 50, className: "slider-range" }),
      ),
      h(
        "label",
        { className: "range range-onion" },
        "Actual's opacity ",
        h("input", { type: "range", min: 0, max: 100, defaultValue: 50, className: "onion-range" }),
      ),
      h(
        Frame,
        { label: "The picture at full width, scrolls" },
        h(
          Stage,
          { extent, layers: [baseline], regions },
          h("div", { className: "actual-layer" }, h(Layer, { layer: actual, extent })),
          diff ? h("div", { className: "diff-layer" }, h(Layer, { layer: diff, extent })) : null,
          h("div", { className: "divider", "aria-hidden": true }),
        ),
      ),
    ),
    h(RegionCrops, { regions, baseline, actual }),
  );
}

/** Space shown around a region in its cropped view, and the largest crop shown. */
const CROP_MARGIN = 24;
const CROP_MIN = { width: 160, height: 96 };
const CROP_MAX = { width: 560, height: 320 };
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const CROPS_SHOWN = 20;

/** Each changed region cut out of both pictures, side by side at full size. */
function RegionCrops({ regions, baseline, actual }: { regions: Region[]; baseline: Picture; actual: Picture }) {
  if (regions.length === 0) return null;
  const crop = (picture: Picture, region: Region, label: string) => {
    // The region in the middle of the crop, with some of what is around it.
    const width = clamp(region.width + 2 * CROP_MARGIN, CROP_MIN.width, CROP_MAX.width);
    const height = clamp(region.height + 2 * CROP_MARGIN, CROP_MIN.height, CROP_MAX.height);
    const left = Math.max(0, Math.round(region.x + region.width / 2 - width / 2));
    const top = Math.max(0, Math.round(region.y + region.height / 2 - height / 2));
    return h(
      "figure",
      { className: "crop-figure" },
      h("figcaption", null, label),
      h(
        "div",
        {
          className: "crop",
          style: {
            width: `${width}px`,
            height: `${height}px`,
          },
        },
        h("img", {
          src: picture.file,
          alt: `${label}, region at ${region.x}, ${region.y}`,
          loading: "lazy",
          width: picture.size.width,
          height: picture.size.height,
          style: { left: `${-left}px`, top: `${-top}px` },
        }),
      ),
    );
  };
  return h(
    "details",
    { className: "crops", open: true },
    h("summary", null, `Changed regions, cropped (${regions.length})`),
    h(
      "div",
      { className: "crop-list" },
      regions.slice(0, CROPS_SHOWN).map((region, i) =>
        h(
          "div",
          // Stryker disable next-line StringLiteral: keys tell items apart across updates; the page is rendered once, on the server, which does not check them
          { key: `${region.x},${region.y}`, className: "crop-pair" },
          h("p", null, `Region ${i + 1}: ${region.width} × ${region.height} px at ${region.x}, ${region.y}`),
          h("div", { className: "crop-row" }, crop(baseline, region, "Baseline"), crop(actual, region, "Actual")),
        ),
      ),
    ),
    regions.length > CROPS_SHOWN
      ? h("p", null, `and ${regions.length - CROPS_SHOWN} more regions, outlined above.`)
      : null,
  );
}

function TextDiff({ change, files }: { change: ChangeRecord; files: FolderFiles }) {
  const before = files.text(change.files.baseline);
  const after = files.text(change.files.actual);
  const lines: ShownLine[] =
    before === undefined
      ? linesOf(after, "+")
      : after === undefined
        ? linesOf(before, "-")
        : foldUnchanged(lineDiff(before, after));
  return h(
    "div",
    { className: "text-diff" },
    h(
      "p",
      { className: "legend" },
      "Accessibility tree: lines marked − are in the baseline only, + in the actual only.",
    ),
    h(
      "pre",
      { className: "aria-diff" },
      lines.map((line, i) =>
        line.op === "folded"
          ? h("span", { key: i, className: "line folded" }, `⋯ ${line.count} unchanged line(s)`)
          : h(
              "span",
              { key: i, className: `line ${line.op === "+" ? "added" : line.op === "-" ? "removed" : "kept"}` },
              `${line.op} ${line.text}`,
            ),
      ),
    ),
  );
}

const linesOf = (text: string | undefined, op: "+" | "-"): ShownLine[] =>
  // Stryker disable next-line StringLiteral: a text change has its actual text, its baseline text or both (collect.ts); the fallback is for the type
  (text ?? "")
    .replace(/\n$/, "")
    .split("\n")
    .map((line) => ({ op, text: line }));
