import { describe, expect, it } from "vitest";
import { otherTree } from "./run-origin.ts";

const COMMIT = "c5c0ab824fea98a6a9145f9d8a7cab00e8c7e802";
const now = { commit: COMMIT, inputs: "3f9a1c", harness: "77aa01" };

describe("whether an earlier engine run was of the same tree", () => {
  it("is so for the same commit, files and harness", () => {
    expect(otherTree({ ...now }, now)).toBeUndefined();
  });

  it("is not for another commit, naming both by their first seven digits", () => {
    expect(otherTree({ ...now, commit: "6d652162ea560261a17a236758e3c5d739ae5633" }, now)).toBe(
      "they were taken of commit 6d65216, this run of c5c0ab8",
    );
    expect(otherTree({ inputs: now.inputs, harness: now.harness }, now)).toBe(
      "they were taken of commit (unknown), this run of c5c0ab8",
    );
  });

  it("is not for the same commit with other files, or files not known", () => {
    const reason = "they were taken before the site's, the stories' or the harness's files changed";
    expect(otherTree({ ...now, inputs: "another" }, now)).toBe(reason);
    expect(otherTree({ commit: COMMIT, harness: now.harness }, now)).toBe(reason);
  });

  it("is not for the same commit and files with another picture harness, or one not known", () => {
    const reason = expect.stringMatching(
      /^they were taken with other picture-taking code, stand-in photos or engine records \(qa\/engines, .*snapshots\/engines\)$/,
    );
    expect(otherTree({ ...now, harness: "another" }, now)).toEqual(reason);
    expect(otherTree({ commit: COMMIT, inputs: now.inputs }, now)).toEqual(reason);
  });
});
