import { Fragment, type ReactNode } from "react";
import { h } from "#qa/support/index.ts";
import { Causes } from "./review-causes.ts";
import { acceptableNames, entriesOf, type ReviewData, type ReviewEntry, unique } from "./review-data.ts";
import { EntryView } from "./review-entry.ts";
import type { ReviewFiles } from "./review-files.ts";
import { ChangeList } from "./review-list.ts";
import { Counts, EngineMoves, Incomplete } from "./review-top.ts";

/**
 * The review page's body: the header (what was not compared, engines that moved, the counts, the
 * causes), the list of all changes, each change's view, and the data the page's script reads.
 */

/** What the page's script needs of an entry, as data rather than markup. */
export function clientEntry(entry: ReviewEntry) {
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

/**
 * The page. `notice` goes first under the commit (what the single file left out, or cannot do
 * without scripts); the folder's page has none.
 */
export function ReviewPage({
  data,
  serve,
  files,
  notice,
}: {
  data: ReviewData;
  serve: boolean;
  files: ReviewFiles;
  notice?: ReactNode;
}) {
  const entries = entriesOf(data.changes);
  return h(
    Fragment,
    null,
    h(
      "header",
      { className: "top" },
      h("h1", null, "Visual changes"),
      h("p", { className: "commit" }, "Commit ", h("code", null, data.commit)),
      notice,
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
