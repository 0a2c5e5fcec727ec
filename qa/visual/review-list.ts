import { formatShare } from "#qa/basics/index.ts";
import { h } from "#qa/support/index.ts";
import { acceptableNames, entryTitle, fileName, type ReviewData, type ReviewEntry, unique } from "./review-data.ts";
import { Filters } from "./review-filters.ts";
import { KIND_LABEL, StatusBadge } from "./review-labels.ts";

/** Every entry in a table with filters, a sort by share, and per filter value how many changes have it. */
export function ChangeList({ data, entries, serve }: { data: ReviewData; entries: ReviewEntry[]; serve: boolean }) {
  const { changes } = data;
  return h(
    "section",
    { "aria-labelledby": "list-title" },
    h("h2", { id: "list-title" }, "All changes"),
    h(Filters, { changes }),
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
  // Stryker disable next-line StringLiteral: seen-baseline.ts gives every baseline not compared its reason; the fallback is for the type
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
