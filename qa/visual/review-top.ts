import { h } from "#qa/support/index.ts";
import type { ReviewData, ReviewEntry } from "./review-data.ts";
import { engineMoveSaid } from "./verdict.ts";

/* The top of the review page, before the list: what was not compared, engines in another version, the counts. */

/**
 * First thing on the page: a run that is not a complete comparison, and every baseline it did not
 * compare with the reason. These have nothing to view or accept, so this list is where the list
 * of all changes links them.
 */
export function Incomplete({ data, entries }: { data: ReviewData; entries: ReviewEntry[] }) {
  const uncompared = data.changes.filter((change) => change.status === "not-compared");
  const place = new Map(entries.map((entry) => [entry.lead.name, entry.index]));
  if (!data.partial && uncompared.length === 0) return null;
  // Stryker disable next-line StringLiteral: seen-baseline.ts gives every baseline not compared its reason; the fallback is for the type
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
export function EngineMoves({ data }: { data: ReviewData }) {
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

export function Counts({ data }: { data: ReviewData }) {
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
