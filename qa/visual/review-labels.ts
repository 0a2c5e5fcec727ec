import { h } from "#qa/support/index.ts";
import type { ChangeRecord } from "./review-data.ts";

/** The words the review page uses for a change's kind and status, in the list and in each entry. */
export const KIND_LABEL = { image: "picture", aria: "text" } as const;
export const STATUS_LABEL = {
  changed: "changed",
  new: "new",
  obsolete: "obsolete",
  "not-compared": "not compared",
} as const;

export function StatusBadge({ status }: { status: ChangeRecord["status"] }) {
  return h("span", { className: `status status-${status}` }, STATUS_LABEL[status]);
}
