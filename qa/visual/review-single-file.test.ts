import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { testFolder } from "#qa/support/fixtures/test-folder.ts";
import type { ReviewedRun } from "./change.ts";
import { recordedEngineReview, recordedReview } from "./fixtures/recorded-review";
import { PICTURES_SCRIPT, REVIEW_SCRIPT, REVIEW_STYLE } from "./review-client";
import { entriesOf, type ReviewEntry } from "./review-data";
import { writeReview } from "./review-page";
import { leftOutSaid, SINGLE_FILE_LIMIT, singleFileSaid, writeSingleFileReview } from "./review-single-file";
import { LEFT_OUT } from "./review-stage";

/** The recorded real run and the recorded Firefox and WebKit run, as one review. */
async function bothRuns(): Promise<ReviewedRun> {
  const [chromium, engines] = [recordedReview(), await recordedEngineReview()];
  return { ...chromium, changes: [...chromium.changes, ...engines.changes] };
}

/** The review folder of the run (in `dir`, the test's own unless given), and its single file written within `limit`. */
function written(run: ReviewedRun, { limit, dir = testFolder("review") }: { limit?: number; dir?: string } = {}) {
  const data = writeReview(dir, run, { serve: false });
  const folder = readdirSync(dir, { recursive: true, encoding: "utf8" }).sort();
  const index = readFileSync(join(dir, "index.html"), "utf8");
  const review = writeSingleFileReview(dir, data, { limit });
  return { dir, data, folder, index, review, html: readFileSync(join(dir, "review.html"), "utf8") };
}

/** Where both recorded runs' review is written once (below), removed when this file's specs have run. */
const bothDir = mkdtempSync(join(tmpdir(), "review-both-"));
afterAll(() => rmSync(bothDir, { recursive: true, force: true }));

/** Both recorded runs' review, with its single file within the default limit: written once, as the specs only read it. */
let bothWritten: Promise<ReturnType<typeof written>> | undefined;
const writtenBothRuns = () => {
  bothWritten ??= bothRuns().then((run) => written(run, { dir: bothDir }));
  return bothWritten;
};

/** Every image element of the page, with its `src` and the picture it points at. */
const imagesIn = (html: string) =>
  [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => ({
    src: /\ssrc="([^"]*)"/.exec(tag)?.[1],
    picture: /\sdata-picture="(\w+)"/.exec(tag)?.[1],
  }));

/** The pictures the page holds, base64 by id: each in the address of the first image that shows it. */
const embeddedIn = (html: string) => {
  const DATA = "data:image/png;base64,";
  const holding = imagesIn(html).flatMap(({ src, picture }) =>
    picture && src?.startsWith(DATA) ? [[picture, src.slice(DATA.length)] as const] : [],
  );
  const held = new Map(holding);
  expect(held.size, "a picture held by two images").toBe(holding.length);
  return held;
};

/** The entries the page views with pictures: every changed, new and obsolete picture entry. */
const pictureEntries = (entries: ReviewEntry[]) =>
  entries.filter((entry) => entry.lead.kind === "image" && entry.lead.status !== "not-compared");

/** An entry's view on the page. */
const articleOf = (html: string, entry: ReviewEntry) =>
  new RegExp(`<article [^>]*id="change-${entry.index}".*?</article>`, "s").exec(html)?.[0] ?? "";

/** Every address in the page's markup and styles: src, href, srcset, poster, action and url(…). */
const addressesIn = (html: string) => [
  ...[...html.matchAll(/\s(?:src|href|srcset|poster|action|data)=("[^"]*"|'[^']*'|[^\s>]+)/g)].map(([, value]) =>
    value.replace(/^["']|["']$/g, ""),
  ),
  ...[...html.matchAll(/url\(\s*([^)]*)\)/g)].map(([, value]) => value.trim()),
];

describe("the review in one file (review.html)", () => {
  it("embeds every picture of every changed, new and obsolete entry of the recorded runs, and points each view at it", async () => {
    const { dir, data, html, review } = await writtenBothRuns();
    const entries = pictureEntries(entriesOf(data.changes));
    expect(new Set(entries.map((entry) => entry.lead.status))).toEqual(new Set(["changed", "new", "obsolete"]));
    expect(new Set(entries.map((entry) => entry.lead.engine))).toEqual(new Set(["Chromium", "Firefox", "WebKit"]));
    const embedded = embeddedIn(html);
    const idOf = new Map([...embedded].map(([id, base64]) => [base64, id]));
    for (const entry of entries) {
      const article = articleOf(html, entry);
      for (const file of Object.values(entry.lead.files)) {
        const id = idOf.get(readFileSync(join(dir, file)).toString("base64"));
        expect(id, `${entry.lead.name}: ${file}`).toBeDefined();
        expect(article).toContain(`data-picture="${id}"`);
      }
      expect(article).not.toContain(LEFT_OUT);
    }
    // Every image and link on the page is one of them.
    const referred = new Set([...html.matchAll(/data-picture="(\w+)"/g)].map(([, id]) => id));
    expect([...referred].filter((id) => !embedded.has(id))).toEqual([]);
    expect(review).toMatchObject({ pictures: embedded.size, leftOut: [] });
    expect(html).not.toContain("Pictures left out");
  });

  it("holds each distinct picture once, however many views and entries show it", () => {
    const run = recordedReview();
    // Each changed picture again under another name with another signature: an entry of its own, with the same files.
    const again = run.changes
      .filter((change) => change.kind === "image" && change.status === "changed")
      .map((change) => ({
        ...change,
        name: change.name.replace(/\.png$/, "-again.png"),
        signature: `${change.signature}-again`,
      }));
    const { dir, data, html } = written({ ...run, changes: [...run.changes, ...again] });
    const embedded = embeddedIn(html);
    const files = pictureEntries(entriesOf(data.changes)).flatMap((entry) => Object.values(entry.lead.files));
    const distinct = new Set(files.map((file) => readFileSync(join(dir, file)).toString("base64")));
    expect(distinct.size).toBeLessThan(files.length);
    expect(embedded.size).toBe(distinct.size);
    expect(new Set(embedded.values())).toEqual(distinct);
    for (const base64 of distinct) expect(html.split(base64)).toHaveLength(2);
    // Side by side, one at a time, cropped and linked: far more views than pictures.
    expect([...html.matchAll(/data-picture="/g)].length).toBeGreaterThan(4 * embedded.size);
  });

  it("refers to no other file: every address is a place on the page itself", async () => {
    const { html } = await writtenBothRuns();
    const addresses = addressesIn(html);
    expect(addresses.length).toBeGreaterThan(20);
    expect(
      addresses.filter((address) => !address.startsWith("#") && !address.startsWith("data:image/png;base64,")),
    ).toEqual([]);
    expect(html).not.toMatch(/<(link|iframe|object|embed)\b/);
    expect(html).not.toContain("files/");
  });

  it("shows every picture without its script too: the first image that shows a picture holds it as its address", async () => {
    const { html } = await writtenBothRuns();
    const images = imagesIn(html);
    const embedded = embeddedIn(html);
    expect(embedded.size).toBeGreaterThan(50);
    // Holding it first: no image before the one with the bytes points at the same picture.
    const firstOf = new Map<string, string | undefined>();
    for (const { src, picture } of images) if (picture && !firstOf.has(picture)) firstOf.set(picture, src);
    expect([...firstOf].filter(([, src]) => !src?.startsWith("data:image/png;base64,"))).toEqual([]);
    expect(firstOf.size).toBe(embedded.size);
    // Every other image waits for the script, which gives it the same picture.
    expect(images.filter(({ src, picture }) => !picture || (src && !src.startsWith("data:")))).toEqual([]);
    // Without scripts the page says what it cannot do; its script takes that away.
    expect(html).toMatch(/<p class="warning" id="scripts-off">Scripts do not run here: [^<]*side by side[^<]*<\/p>/);
    expect(PICTURES_SCRIPT).toContain("document.getElementById('scripts-off').remove()");
  });

  it("keeps the page's styles, script and text diffs inline, and leaves the folder and its index.html as they were", async () => {
    const { dir, folder, index, html } = await writtenBothRuns();
    expect(html).toContain(REVIEW_STYLE);
    expect(html).toContain(REVIEW_SCRIPT);
    const diffs = (page: string) => page.match(/<pre class="aria-diff">.*?<\/pre>/gs);
    expect(diffs(html)).toEqual(diffs(index));
    expect(diffs(html)).toHaveLength(3);
    expect(readFileSync(join(dir, "index.html"), "utf8")).toBe(index);
    expect(readdirSync(dir, { recursive: true, encoding: "utf8" }).sort()).toEqual([...folder, "review.html"].sort());
  });

  it("leaves every picture out under a limit too small for any, naming each at the top, with the placeholder where it would be", async () => {
    const { data, html, review } = written(await bothRuns(), { limit: 1 });
    const entries = pictureEntries(entriesOf(data.changes));
    expect(embeddedIn(html).size).toBe(0);
    expect(review.pictures).toBe(0);
    expect(review.leftOut.map((leftOut) => leftOut.name)).toEqual(entries.map((entry) => entry.lead.name));
    const notice = /<section class="warning" aria-labelledby="left-out-title">.*?<\/section>/s.exec(html)?.[0] ?? "";
    // First on the page, under the commit.
    expect(html.indexOf(notice)).toBeLessThan(html.indexOf("Not a complete comparison"));
    expect(notice).toContain(`The pictures of these ${entries.length} entries are left out`);
    expect(notice).toContain('<h2 id="left-out-title">Pictures left out of this file</h2>');
    expect(notice).toContain(
      `With every picture in it, this file would be ${(review.wholeBytes / 1e6).toFixed(1)} MB, over its limit of 0.0 MB. `,
    );
    expect(notice).toContain("The zipped snapshot-review folder&#x27;s index.html has them all.");
    expect(notice).toContain(`<ul class="name-columns"><li>${leftOutSaid(review.leftOut[0])}</li><li>`);
    for (const leftOut of review.leftOut) expect(notice).toContain(`<li>${leftOutSaid(leftOut)}</li>`);
    expect(review.leftOut).toContainEqual({
      name: "stories.spec.ts/header--on-about-desktop.png",
      roles: ["baseline", "actual", "diff"],
      sharedBy: 4,
    });
    for (const entry of entries) expect(articleOf(html, entry)).toContain(`<p class="left-out">${LEFT_OUT}</p>`);
    expect(html).not.toContain('data-picture="');
    expect(html).not.toContain("<img");
  });

  it("keeps within a limit that holds some pictures, whole entries in the page's order, and says what it left out", async () => {
    const limit = 1_000_000;
    const { data, html, review } = written(await bothRuns(), { limit });
    expect(Buffer.byteLength(html)).toBeLessThanOrEqual(limit);
    expect(review.bytes).toBe(Buffer.byteLength(html));
    expect(review.wholeBytes).toBeGreaterThan(limit);
    expect(review.pictures).toBeGreaterThan(0);
    expect(review.leftOut.length).toBeGreaterThan(0);
    const leftOut = new Map(review.leftOut.map((entry) => [entry.name, entry.roles]));
    const entries = pictureEntries(entriesOf(data.changes));
    // The first entries of the page fit: the page's order decides.
    expect(leftOut.has(entries[0].lead.name)).toBe(false);
    for (const entry of entries) {
      // An entry's pictures all in, or all out.
      const roles = Object.keys(entry.lead.files);
      expect(leftOut.get(entry.lead.name) ?? roles, entry.lead.name).toEqual(roles);
      expect(articleOf(html, entry).includes(LEFT_OUT), entry.lead.name).toBe(leftOut.has(entry.lead.name));
    }
    const { written: said, warning } = singleFileSaid(review, limit);
    expect(said).toMatch(/review\.html: the review in one file, 1\.0 MB with \d+ picture\(s\)\.$/);
    expect(warning).toMatch(
      /review\.html would be \d+\.\d MB, over its limit of 1\.0 MB: the pictures of \d+ entries are left out/,
    );
    for (const entry of review.leftOut) expect(warning).toContain(leftOutSaid(entry));
    expect(warning).toContain(`${leftOutSaid(review.leftOut[0])}, ${leftOutSaid(review.leftOut[1])}`);
  });

  it("says a left-out entry by its name and pictures, and how many others share its change", () => {
    expect(leftOutSaid({ name: "a.png", roles: ["baseline", "actual"], sharedBy: 0 })).toBe("a.png (baseline, actual)");
    expect(leftOutSaid({ name: "b.png", roles: ["diff"], sharedBy: 1 })).toBe(
      "b.png (diff; the same change in 1 more)",
    );
  });

  it("holds every picture at a limit of exactly its whole size, and titles the page with the number of changes", async () => {
    const run = await bothRuns();
    const whole = (await writtenBothRuns()).review.wholeBytes;
    const { html, review } = written(run, { limit: whole });
    expect(review).toMatchObject({ leftOut: [], bytes: whole });
    expect(html).toContain(`<title>Visual changes: ${run.changes.length}</title>`);
  });

  it("has a limit of 100 MB, and says only its size where everything fits", async () => {
    expect(SINGLE_FILE_LIMIT).toBe(100_000_000);
    const { review } = await writtenBothRuns();
    expect(singleFileSaid(review)).toEqual({
      written: expect.stringMatching(/review\.html: the review in one file, \d+\.\d MB with \d+ picture\(s\)\.$/),
    });
  });

  it("writes a run with no changes as the folder's page says it, with no pictures", () => {
    const { html, index, review } = written({
      changes: [],
      unchanged: 138,
      claimed: 138,
      compared: 138,
      commit: "abc",
    });
    expect(html).toContain('<p class="all-clear">No visual changes: all 138 baselines match.</p>');
    expect(html).toContain("<title>Visual changes: none</title>");
    expect(review).toMatchObject({ pictures: 0, leftOut: [] });
    expect(index).not.toContain("data:image/png");
  });
});
