import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { VISUAL_RUN_SNAPSHOTS } from "./fixtures/load-fixture";
import { type DiffLine, foldUnchanged, lineDiff } from "./line-diff";

/** A recorded text baseline: the not-found page's accessibility tree, 31 lines. */
const notFoundPage = () =>
  readFileSync(join(VISUAL_RUN_SNAPSHOTS, "not-found.spec.ts/unknown-page-desktop.aria.yml"), "utf8");
/** The same tree after the recorded change to the not-found heading's text (visual-run/changes.diff). */
const withNewHeading = (text: string) => text.replace('heading "Lehte ei leitud"', 'heading "Seda lehte ei leitud"');
const kept = (text: string): DiffLine => ({ op: " ", text });

describe("line diff of text baselines", () => {
  it("keeps common lines and marks a changed one as removed then added", () => {
    expect(lineDiff("- a\n- b\n- c\n", "- a\n- B\n- c\n")).toEqual([
      { op: " ", text: "- a" },
      { op: "-", text: "- b" },
      { op: "+", text: "- B" },
      { op: " ", text: "- c" },
    ]);
  });

  it("shows an added line in the middle as an addition only", () => {
    expect(lineDiff("x\nz", "x\ny\nz").filter((line) => line.op !== " ")).toEqual([{ op: "+", text: "y" }]);
  });

  it("shows the recorded heading change as one line removed and one added, every other line of the tree kept", () => {
    const before = notFoundPage();
    const diff = lineDiff(before, withNewHeading(before));
    expect(diff).toHaveLength(32);
    expect(diff.filter((line) => line.op !== " ")).toEqual([
      { op: "-", text: '  - heading "Lehte ei leitud" [level=1]' },
      { op: "+", text: '  - heading "Seda lehte ei leitud" [level=1]' },
    ]);
    expect(diff.slice(0, 24)).toEqual(before.split("\n").slice(0, 24).map(kept));
    expect(diff.at(-1)).toEqual(kept("  - paragraph: © 2025 Vormis. Kõik õigused kaitstud."));
  });

  it("ignores the final newline, and only the final one: a text with and without it are the same", () => {
    expect(lineDiff("a\nb\n", "a\nb")).toEqual([kept("a"), kept("b")]);
    expect(lineDiff("a\n\n", "a\n")).toEqual([kept("a"), { op: "-", text: "" }]);
  });

  it("shows lines added at the start or at the end as additions only", () => {
    expect(lineDiff("x", "m\nn\nx")).toEqual([{ op: "+", text: "m" }, { op: "+", text: "n" }, kept("x")]);
    expect(lineDiff("x", "x\ny\nz")).toEqual([kept("x"), { op: "+", text: "y" }, { op: "+", text: "z" }]);
  });

  it("shows lines removed at the start or at the end as removals only", () => {
    expect(lineDiff("n\nx", "x")).toEqual([{ op: "-", text: "n" }, kept("x")]);
    expect(lineDiff("x\ny\nz", "x")).toEqual([kept("x"), { op: "-", text: "y" }, { op: "-", text: "z" }]);
  });

  it("shows two lines that swapped places as the first moved below the second: removed above, added below", () => {
    expect(lineDiff("p\nq", "q\np")).toEqual([{ op: "-", text: "p" }, kept("q"), { op: "+", text: "p" }]);
  });

  it("keeps the longest run of common lines, however they are spread", () => {
    const diff = lineDiff("a\nb\nc\nd\ne\nf", "b\nX\nd\nf\ng");
    expect(diff.filter((line) => line.op === " ").map((line) => line.text)).toEqual(["b", "d", "f"]);
    expect(diff).toEqual([
      { op: "-", text: "a" },
      kept("b"),
      { op: "-", text: "c" },
      { op: "+", text: "X" },
      kept("d"),
      { op: "-", text: "e" },
      kept("f"),
      { op: "+", text: "g" },
    ]);
  });

  it("shows every line as removed and added when the texts have none in common", () => {
    expect(lineDiff("a\nb", "c\nd")).toEqual([
      { op: "-", text: "a" },
      { op: "-", text: "b" },
      { op: "+", text: "c" },
      { op: "+", text: "d" },
    ]);
  });
});

describe("folding unchanged lines", () => {
  it("shows the recorded heading change with three lines on either side, and folds the rest, counted", () => {
    const before = notFoundPage();
    const lines = before.split("\n");
    expect(foldUnchanged(lineDiff(before, withNewHeading(before)))).toEqual([
      { op: "folded", count: 21 },
      ...lines.slice(21, 24).map(kept),
      { op: "-", text: '  - heading "Lehte ei leitud" [level=1]' },
      { op: "+", text: '  - heading "Seda lehte ei leitud" [level=1]' },
      ...lines.slice(25, 28).map(kept),
      { op: "folded", count: 3 },
    ]);
  });

  it("shows a change on the first or the last line with no fold before or after it", () => {
    const text = "1\n2\n3\n4\n5\n6\n7\n8";
    expect(foldUnchanged(lineDiff(text, `0\n${text}`))).toEqual([
      { op: "+", text: "0" },
      ...["1", "2", "3"].map(kept),
      { op: "folded", count: 5 },
    ]);
    expect(foldUnchanged(lineDiff(text, `${text}\n9`))).toEqual([
      { op: "folded", count: 5 },
      ...["6", "7", "8"].map(kept),
      { op: "+", text: "9" },
    ]);
  });

  it("keeps six unchanged lines between two changes whole, and folds a seventh into one line", () => {
    const six = ["1", "2", "3", "4", "5", "6"];
    expect(foldUnchanged(lineDiff(["a", ...six, "b"].join("\n"), ["A", ...six, "B"].join("\n")))).toEqual([
      { op: "-", text: "a" },
      { op: "+", text: "A" },
      ...six.map(kept),
      { op: "-", text: "b" },
      { op: "+", text: "B" },
    ]);
    const seven = [...six, "7"];
    expect(foldUnchanged(lineDiff(["a", ...seven, "b"].join("\n"), ["A", ...seven, "B"].join("\n")))).toEqual([
      { op: "-", text: "a" },
      { op: "+", text: "A" },
      ...["1", "2", "3"].map(kept),
      { op: "folded", count: 1 },
      ...["5", "6", "7"].map(kept),
      { op: "-", text: "b" },
      { op: "+", text: "B" },
    ]);
  });

  it("counts each fold on its own when changes are far apart", () => {
    const middle = Array.from({ length: 10 }, (_, index) => `m${index}`);
    const tail = Array.from({ length: 5 }, (_, index) => `t${index}`);
    const shown = foldUnchanged(
      lineDiff(["a", ...middle, "b", ...tail].join("\n"), ["A", ...middle, "B", ...tail].join("\n")),
    );
    expect(shown.filter((line) => line.op === "folded")).toEqual([
      { op: "folded", count: 4 },
      { op: "folded", count: 2 },
    ]);
  });

  it("folds a text without changes into one line that counts them all", () => {
    const text = notFoundPage();
    expect(foldUnchanged(lineDiff(text, text))).toEqual([{ op: "folded", count: 31 }]);
  });
});
