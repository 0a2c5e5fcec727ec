/** One line of a line diff: kept, removed from the baseline, or added in the actual. */
export interface DiffLine {
  op: " " | "-" | "+";
  text: string;
}

/**
 * A line diff of two texts by their longest common subsequence: aria snapshots are a few hundred
 * lines at most, so the quadratic table is small.
 */
export function lineDiff(before: string, after: string): DiffLine[] {
  const a = before.replace(/\n$/, "").split("\n");
  const b = after.replace(/\n$/, "").split("\n");
  const common = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      common[i][j] = a[i] === b[j] ? common[i + 1][j + 1] + 1 : Math.max(common[i + 1][j], common[i][j + 1]);
    }
  }
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    // The loop runs while either text has a line left; past the end of the other, undefined equals no line.
    if (a[i] === b[j]) {
      lines.push({ op: " ", text: a[i++] });
      j++;
    } else if (i < a.length && (j === b.length || common[i + 1][j] >= common[i][j + 1])) {
      lines.push({ op: "-", text: a[i++] });
    } else {
      lines.push({ op: "+", text: b[j++] });
    }
  }
  return lines;
}

/** A line of a diff as shown, or a run of unchanged lines folded into one. */
export type ShownLine = DiffLine | { op: "folded"; count: number };

/** The diff with only `context` unchanged lines kept around each change; longer unchanged runs fold into one entry. */
export function foldUnchanged(lines: DiffLine[], context = 3): ShownLine[] {
  const near = (index: number) =>
    lines.slice(Math.max(0, index - context), index + context + 1).some((line) => line.op !== " ");
  const shown: ShownLine[] = [];
  let folded = 0;
  lines.forEach((line, index) => {
    if (!near(index)) {
      folded++;
      return;
    }
    if (folded > 0) shown.push({ op: "folded", count: folded });
    folded = 0;
    shown.push(line);
  });
  if (folded > 0) shown.push({ op: "folded", count: folded });
  return shown;
}
