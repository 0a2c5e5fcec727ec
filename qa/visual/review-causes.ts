import { Fragment } from "react";
import { formatCount } from "#qa/basics/index.ts";
import { h } from "#qa/support/index.ts";
import { type CauseGroup, causeGroups, countByKind, noFilesSentence } from "./cause-groups.ts";
import type { ChangeRecord, ReviewData } from "./review-data.ts";

/* The causes (causes.ts) on the review page: grouped at the top, and in each entry. */

/** Why the pictures changed: the changes grouped by the changed files that reach them (causes.ts). */
export function Causes({ data }: { data: ReviewData }) {
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
export function CauseText({ group }: { group: CauseGroup<ChangeRecord> }) {
  if (group.causes.length === 0) return h("span", { className: "no-cause" }, `: ${noFilesSentence(group)}`);
  return h(
    Fragment,
    null,
    group.obsolete ? " ← declared in " : " ← ",
    group.causes.map((file, i) => h(Fragment, { key: file }, i > 0 ? ", " : null, h("code", null, file))),
  );
}

/** An entry's causes: one line, or one per group of its changes with other causes. */
export function EntryCauses({ changes }: { changes: ChangeRecord[] }) {
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
