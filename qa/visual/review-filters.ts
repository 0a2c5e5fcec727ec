import { h } from "#qa/support/index.ts";
import { CHANGE_STATUSES } from "./change.ts";
import type { ChangeRecord } from "./review-data.ts";
import { KIND_LABEL, STATUS_LABEL } from "./review-labels.ts";

const countBy = <T>(values: T[]) => {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
};

/**
 * The list's filters, each value with how many changes have it (only the values the run has), and
 * its order: by status, then name, or by the share of pixels changed.
 */
export function Filters({ changes }: { changes: ChangeRecord[] }) {
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
  );
}
