import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { REPORTS } from "#qa/settings.ts";
import { h, reportPage } from "#qa/support/index.ts";
import type { ReviewedRun } from "./change.ts";
import { REVIEW_SCRIPT, REVIEW_STYLE } from "./review-client.ts";
import { copyChangeFiles, type ReviewData, recordOf, reviewData } from "./review-data.ts";
import { folderFiles } from "./review-files.ts";
import { ReviewPage } from "./review-shell.ts";

/**
 * The review page, rendered with React's own server renderer so that every name, subject and
 * reason is text by construction. Written as plain `createElement` calls: the harness runs under
 * Node's type stripping, which knows no JSX. The page works opened from disk (file://): styles
 * and its script are inline, pictures are relative files, its data is a JSON script element.
 * Its parts: review-shell.ts (the page), review-top.ts, review-causes.ts, review-list.ts with
 * review-filters.ts, review-entry.ts with review-pictures.ts, review-stage.ts, review-crops.ts
 * and review-text-diff.ts. review-single-file.ts writes the same page as one file, review.html.
 */

/** The review folder: git-ignored, opened from disk, uploaded by CI as an artifact. */
export const REVIEW_DIR = REPORTS.visualReview;

export type { ChangeRecord, ReviewData } from "./review-data.ts";
export { acceptCommand } from "./review-data.ts";

/**
 * Writes the review folder: every file a change needs copied in, changes.json for machines and
 * index.html for people. `serve` puts an Accept button on each change (the review server answers
 * them); without it the page offers the names to copy instead.
 */
export function writeReview(dir: string, run: ReviewedRun, options: { serve: boolean }): ReviewData {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, "files"), { recursive: true });
  const records = run.changes.map((change, i) => recordOf(change, copyChangeFiles(dir, change, i + 1)));
  const data = reviewData(run, records);
  writeFileSync(join(dir, "changes.json"), `${JSON.stringify(data, null, 2)}\n`);
  const title = data.changes.length === 0 ? "Visual changes: none" : `Visual changes: ${data.changes.length}`;
  const children = h(ReviewPage, { data, serve: options.serve, files: folderFiles(dir) });
  writeFileSync(join(dir, "index.html"), reportPage({ title, style: REVIEW_STYLE, script: REVIEW_SCRIPT, children }));
  return data;
}
