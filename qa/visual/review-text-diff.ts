import { h } from "#qa/support/index.ts";
import { foldUnchanged, lineDiff, type ShownLine } from "./line-diff.ts";
import type { ChangeRecord } from "./review-data.ts";
import type { ReviewFiles } from "./review-files.ts";

/** A text baseline's change on the review page: its line diff, unchanged runs folded. */
export function TextDiff({ change, files }: { change: ChangeRecord; files: ReviewFiles }) {
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
  // Stryker disable next-line StringLiteral: a text change has its actual text, its baseline text or both (seen-baseline.ts); the fallback is for the type
  (text ?? "")
    .replace(/\n$/, "")
    .split("\n")
    .map((line) => ({ op, text: line }));
