import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { recordedReview, reviewFolder } from "./fixtures/recorded-review";
import { fittingPictures, shownPictures } from "./review-embedding";

/** The recorded run's review folder and the pictures its single file would hold. */
function recordedPictures() {
  const { dir, entries } = reviewFolder(recordedReview());
  return { dir, entries, shown: shownPictures(dir, entries) };
}

describe("the pictures a single-file review holds", () => {
  it("are every picture of each entry viewed, by role, in the page's order; a baseline not compared has none", () => {
    const { entries, shown } = recordedPictures();
    const viewed = entries.filter((entry) => entry.lead.kind === "image" && entry.lead.status !== "not-compared");
    expect(shown.entries.map(({ entry }) => entry.index)).toEqual(viewed.map((entry) => entry.index));
    const premium = shown.entries.find(({ entry }) => entry.lead.name.endsWith("packagecard--premium-desktop.png"));
    expect(premium?.pictures.map((picture) => picture.role)).toEqual(["baseline", "actual", "diff"]);
    const obsolete = shown.entries.find(({ entry }) => entry.lead.status === "obsolete");
    expect(obsolete?.pictures.map((picture) => picture.role)).toEqual(["baseline"]);
  });

  it("are each file's bytes as base64, by an id of their hash, so that the same bytes in two files are one picture", () => {
    const { dir, shown } = recordedPictures();
    for (const { pictures } of shown.entries) {
      for (const { file, id } of pictures) {
        expect(id).toMatch(/^[0-9a-f]{20}$/);
        expect(shown.idOf.get(file)).toBe(id);
        expect(Buffer.from(shown.base64.get(id) ?? "", "base64")).toEqual(readFileSync(join(dir, file)));
      }
    }
    const [first] = shown.entries[0].pictures;
    const twin = shownPictures(dir, [
      { ...shown.entries[0].entry, lead: { ...shown.entries[0].entry.lead, files: { actual: first.file } } },
    ]);
    expect(twin.entries[0].pictures).toEqual([{ role: "actual", file: first.file, id: first.id }]);
  });

  it("fit within a budget in the page's order, each entry's whole or none, trying the next after one that does not fit", () => {
    const { shown } = recordedPictures();
    const bytesOf = (id: string) => shown.base64.get(id)?.length ?? 0;
    const costs = shown.entries.map(({ pictures }) => pictures.reduce((sum, { id }) => sum + bytesOf(id), 0));
    expect(fittingPictures(shown.entries, Number.POSITIVE_INFINITY, bytesOf)).toEqual(
      shown.entries.map(({ pictures }) => pictures.map((picture) => picture.id)),
    );
    expect(fittingPictures(shown.entries, 0, bytesOf)).toEqual([]);
    // Room for the first entry and a smaller later one, not for the second.
    const second = costs.findIndex((cost, i) => i > 1 && cost < costs[1]);
    const steps = fittingPictures(shown.entries, costs[0] + costs[second], bytesOf);
    expect(steps[0]).toEqual(shown.entries[0].pictures.map((picture) => picture.id));
    expect(steps.flat()).not.toContain(shown.entries[1].pictures[0].id);
    expect(steps.flat()).toEqual(expect.arrayContaining(shown.entries[second].pictures.map((picture) => picture.id)));
  });

  it("cost a picture once however many entries show it", () => {
    const { shown } = recordedPictures();
    const first = shown.entries[0];
    const bytesOf = () => 1;
    const steps = fittingPictures([first, first, first], first.pictures.length, bytesOf);
    expect(steps).toEqual([first.pictures.map((picture) => picture.id), [], []]);
  });
});
