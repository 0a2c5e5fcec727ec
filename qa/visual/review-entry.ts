import { Fragment } from "react";
import { formatCount, formatShare } from "#qa/basics/index.ts";
import { h } from "#qa/support/index.ts";
import { EntryCauses } from "./review-causes.ts";
import { acceptableNames, acceptCommand, entryTitle, fileName, type ReviewEntry, unique } from "./review-data.ts";
import type { ReviewFiles } from "./review-files.ts";
import { KIND_LABEL, StatusBadge } from "./review-labels.ts";
import { PictureViews } from "./review-pictures.ts";
import { TextDiff } from "./review-text-diff.ts";

/** One entry of the review page: what changed, why, in which engines, how to accept it, and its picture or text. */
export function EntryView({ entry, serve, files }: { entry: ReviewEntry; serve: boolean; files: ReviewFiles }) {
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
export function AlsoIn({ entry }: { entry: ReviewEntry }) {
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
export function Actions({ entry, serve }: { entry: ReviewEntry; serve: boolean }) {
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
