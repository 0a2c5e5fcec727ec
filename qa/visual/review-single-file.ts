import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { Fragment } from "react";
import { formatMegabytes } from "#qa/basics/index.ts";
import { h, reportPage } from "#qa/support/index.ts";
import { PICTURES_SCRIPT, REVIEW_SCRIPT, REVIEW_STYLE, SCRIPTS_OFF_ID, SINGLE_FILE_STYLE } from "./review-client.ts";
import { entriesOf, type ReviewData } from "./review-data.ts";
import { fittingPictures, type PictureRole, shownPictures } from "./review-embedding.ts";
import { folderFiles } from "./review-files.ts";
import { ReviewPage } from "./review-shell.ts";
import { LEFT_OUT } from "./review-stage.ts";

/**
 * review.html: the review folder's page as one file that needs no other, for a reviewer to open
 * with one click (CI uploads it unzipped). Every picture of every changed, new and obsolete entry
 * is in it once, as the data: address of the first image that shows it (review-stage.ts), so
 * that a viewer that runs no scripts still shows each change side by side; its styles, script and
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

const DATA_ADDRESS = "data:image/png;base64,";
/** What holding a picture adds to its image element: the attribute and the picture's bytes. */
const HOLDING_BYTES = Buffer.byteLength(` src="${DATA_ADDRESS}"`);

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
  const bytesOf = (id: string) => HOLDING_BYTES + (shown.base64.get(id) as string).length;
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
    // The page is rendered in document order: the first image asking for a picture holds it.
    const held = new Set<string>();
    const holder = (id: string) => () => {
      if (!withPictures || held.has(id)) return undefined;
      held.add(id);
      return `${DATA_ADDRESS}${shown.base64.get(id)}`;
    };
    const files = {
      ...folderFiles(dir),
      address: (file: string) => {
        const id = shown.idOf.get(file);
        return id && kept.has(id) ? { embedded: id, holder: holder(id) } : { leftOut: true as const };
      },
    };
    const leftOut = leftOutOf(kept);
    const notice = h(
      Fragment,
      null,
      h(ScriptsOffNotice),
      leftOut.length > 0 ? h(LeftOutNotice, { leftOut, wholeBytes, limit }) : null,
    );
    const children = h(ReviewPage, { data, serve: false, files, notice });
    const style = `${REVIEW_STYLE}${SINGLE_FILE_STYLE}`;
    return reportPage({ title, style, script: `${PICTURES_SCRIPT}${REVIEW_SCRIPT}`, children });
  };
  const markupBytes = (kept: Set<string>, wholeBytes: number) => Buffer.byteLength(page(kept, wholeBytes, false));

  const all = new Set(ids);
  const wholeBytes = markupBytes(all, 0) + picturesBytes(all);
  let steps = [ids];
  // Stryker disable next-line ConditionalExpression: equivalent, under the limit every entry fits all the same
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

/**
 * What still works where the page's script does not run (a viewer that blocks scripts), and what
 * does not. Not a noscript element: a script blocked by a content policy leaves that hidden. The
 * page's script removes it.
 */
function ScriptsOffNotice() {
  return h(
    "p",
    { className: "warning", id: SCRIPTS_OFF_ID },
    "Scripts do not run here: each change shows its baseline and actual side by side (a picture two changes share, in the first of them only), but not its diff, its cropped regions, its other views or its full-size links, nor the filters or j and k. Download this file and open it in a browser for all of them.",
  );
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
      // Stryker disable next-line ObjectLiteral: keys tell items apart across updates; the page is rendered once, on the server, which does not check them
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
