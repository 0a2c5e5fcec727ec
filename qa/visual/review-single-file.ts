import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { h, reportPage } from "#qa/support/report-page.ts";
import { formatMegabytes } from "./format.ts";
import { PICTURES_SCRIPT, REVIEW_SCRIPT, REVIEW_STYLE, SINGLE_FILE_STYLE } from "./review-client.ts";
import { entriesOf, type ReviewData } from "./review-data.ts";
import { fittingPictures, type PictureRole, shownPictures } from "./review-embedding.ts";
import { folderFiles } from "./review-files.ts";
import { ReviewPage } from "./review-shell.ts";
import { LEFT_OUT } from "./review-stage.ts";

/**
 * review.html: the review folder's page as one file that needs no other, for a reviewer to open
 * with one click (CI uploads it unzipped). Every picture of every changed, new and obsolete entry
 * is in it once, as base64 that the page's script turns into addresses; its styles, script and
 * text diffs are inline as in index.html. Were it larger than its limit, the pictures of the
 * entries that do not fit are left out: the top of the page names them, and each shows where it
 * would be that it was left out.
 */

/** The largest single file written: a browser opens it at once, and it is uploaded as it is. */
export const SINGLE_FILE_LIMIT = 100_000_000;
export const SINGLE_FILE = "review.html";

/** An entry whose pictures the single file left out: its (first) baseline's name, which pictures, and how many more baselines share them. */
export interface LeftOut {
  name: string;
  roles: PictureRole[];
  sharedBy: number;
}

/** A left-out entry in a few words: `home-desktop.png (baseline, actual, diff)`, and the others of its group. */
export const leftOutSaid = ({ name, roles, sharedBy }: LeftOut) =>
  `${name} (${roles.join(", ")}${sharedBy > 0 ? `; the same change in ${sharedBy} more` : ""})`;

export interface SingleFileReview {
  /** Where it was written. */
  file: string;
  bytes: number;
  /** How many distinct pictures it holds. */
  pictures: number;
  leftOut: LeftOut[];
  /** How large it would have been with every picture in it. */
  wholeBytes: number;
}

const pictureElement = (id: string, base64: string) =>
  h("script", {
    key: id,
    type: "application/octet-stream",
    id: `picture-${id}`,
    dangerouslySetInnerHTML: { __html: base64 },
  });

/**
 * Writes `dir/review.html` from the review folder `writeReview` wrote into `dir` and its data:
 * within `limit` bytes unless the page alone is larger.
 */
export function writeSingleFileReview(
  dir: string,
  data: ReviewData,
  { limit = SINGLE_FILE_LIMIT }: { limit?: number } = {},
): SingleFileReview {
  const shown = shownPictures(dir, entriesOf(data.changes));
  const ids = [...shown.base64.keys()];
  const bytesOf = (id: string) =>
    Buffer.byteLength(renderToStaticMarkup(pictureElement(id, ""))) + (shown.base64.get(id)?.length ?? 0);
  const picturesBytes = (kept: Iterable<string>) => [...kept].reduce((sum, id) => sum + bytesOf(id), 0);
  const title = data.changes.length === 0 ? "Visual changes: none" : `Visual changes: ${data.changes.length}`;

  const leftOutOf = (kept: Set<string>): LeftOut[] =>
    shown.entries
      .map(({ entry, pictures }) => ({
        name: entry.lead.name,
        roles: pictures.filter((picture) => !kept.has(picture.id)).map((picture) => picture.role),
        sharedBy: entry.changes.length - 1,
      }))
      .filter((leftOut) => leftOut.roles.length > 0);
  const page = (kept: Set<string>, wholeBytes: number, withPictures: boolean) => {
    const files = {
      ...folderFiles(dir),
      address: (file: string) => {
        const id = shown.idOf.get(file);
        return id && kept.has(id) ? { embedded: id } : { leftOut: true as const };
      },
    };
    const leftOut = leftOutOf(kept);
    const notice = leftOut.length > 0 ? h(LeftOutNotice, { leftOut, wholeBytes, limit }) : null;
    const embedded = withPictures
      ? h(
          Fragment,
          null,
          [...kept].map((id) => pictureElement(id, shown.base64.get(id) ?? "")),
        )
      : null;
    const children = h(ReviewPage, { data, serve: false, files, notice, embedded });
    const style = `${REVIEW_STYLE}${SINGLE_FILE_STYLE}`;
    return reportPage({ title, style, script: `${PICTURES_SCRIPT}${REVIEW_SCRIPT}`, children });
  };
  const markupBytes = (kept: Set<string>, wholeBytes: number) => Buffer.byteLength(page(kept, wholeBytes, false));

  const all = new Set(ids);
  const wholeBytes = markupBytes(all, 0) + picturesBytes(all);
  let steps = [ids];
  if (wholeBytes > limit) {
    // What the page takes besides its pictures, at most: all of them in it, or none (every placeholder and the longest notice).
    const pageBytes = Math.max(markupBytes(all, wholeBytes), markupBytes(new Set(), wholeBytes));
    steps = fittingPictures(shown.entries, limit - pageBytes, bytesOf);
  }
  let html = page(new Set(steps.flat()), wholeBytes, true);
  // The estimate of the page is close, not exact: take back the last entry's pictures until it fits.
  while (Buffer.byteLength(html) > limit && steps.length > 0) {
    steps = steps.slice(0, -1);
    html = page(new Set(steps.flat()), wholeBytes, true);
  }
  const file = join(dir, SINGLE_FILE);
  writeFileSync(file, html);
  const kept = new Set(steps.flat());
  return { file, bytes: Buffer.byteLength(html), pictures: kept.size, leftOut: leftOutOf(kept), wholeBytes };
}

/** First on the page, under the commit: that pictures were left out, and whose. */
function LeftOutNotice({ leftOut, wholeBytes, limit }: { leftOut: LeftOut[]; wholeBytes: number; limit: number }) {
  return h(
    "section",
    { className: "warning", "aria-labelledby": "left-out-title" },
    h("h2", { id: "left-out-title" }, "Pictures left out of this file"),
    h(
      "p",
      null,
      `With every picture in it, this file would be ${formatMegabytes(wholeBytes)}, over its limit of ${formatMegabytes(limit)}. `,
      `The pictures of these ${leftOut.length} entries are left out, and say "${LEFT_OUT}" where they would be. `,
      "The zipped snapshot-review folder's index.html has them all.",
    ),
    h(
      "ul",
      { className: "name-columns" },
      leftOut.map((entry) => h("li", { key: entry.name }, leftOutSaid(entry))),
    ),
  );
}

/** What the review command prints of the single file: its size, and every picture it left out. */
export function singleFileSaid(
  { file, bytes, pictures, leftOut, wholeBytes }: SingleFileReview,
  limit = SINGLE_FILE_LIMIT,
) {
  const written = `${file}: the review in one file, ${formatMegabytes(bytes)} with ${pictures} picture(s).`;
  if (leftOut.length === 0) return { written };
  const names = leftOut.map(leftOutSaid).join(", ");
  return {
    written,
    warning: `${file} would be ${formatMegabytes(wholeBytes)}, over its limit of ${formatMegabytes(limit)}: the pictures of ${leftOut.length} entries are left out (the zipped snapshot-review folder has them): ${names}.`,
  };
}
