/**
 * One engine picture against its baseline: exactly when the baseline was taken by the same engine
 * version, by the across-versions rule (antialiasing forgiven, nothing else) when by another.
 *
 */
import { existsSync } from "node:fs";
import { formatCount } from "#qa/basics/index.ts";
import { compareAcrossVersions, comparePictures } from "#qa/compare/index.ts";
import type { Comparison } from "#qa/results/index.ts";

export type PictureStatus = "unchanged" | "changed" | "new";

export interface PictureCheck {
  status: PictureStatus;
  comparison?: Comparison;
  /** What differs, for a changed picture. */
  reason?: string;
}

export async function checkPicture(
  baselineFile: string,
  actualFile: string,
  sameVersion: boolean,
): Promise<PictureCheck> {
  if (!existsSync(baselineFile)) return { status: "new" };
  if (sameVersion) {
    const { count } = await comparePictures(baselineFile, actualFile);
    return count === 0
      ? { status: "unchanged", comparison: "exact" }
      : {
          status: "changed",
          comparison: "exact",
          reason: `${formatCount(count)} ${count === 1 ? "pixel differs" : "pixels differ"}`,
        };
  }
  const verdict = await compareAcrossVersions(baselineFile, actualFile);
  return verdict.same
    ? { status: "unchanged", comparison: "across-versions" }
    : { status: "changed", comparison: "across-versions", reason: verdict.reason };
}
