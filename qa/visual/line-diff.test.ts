import { describe, expect, it } from "vitest";
import { lineDiff } from "./line-diff";

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
});
