import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { hashOf } from "#qa/basics/index.ts";
import { comparePictures } from "#qa/compare/index.ts";
import { testFolder } from "#qa/support/fixtures/test-folder.ts";
import { obsoleteBaselines } from "./collect";
import { engineRunDir } from "./fixtures/load-fixture";
import { lineDiff } from "./line-diff";
import { changeOf, changesOf, type SeenBaseline } from "./seen-baseline";

/** Pictures a recorded engine run took: one compared with its baseline's copy, one new. */
const pictures = join(engineRunDir("both"), "pictures/engines/firefox");
const TAKEN = join(pictures, "unknown-page-desktop.png");
const COMPARED_WITH = join(pictures, "unknown-page-desktop-expected.png");
const NEW = join(pictures, "about-desktop.png");

/** A Firefox picture as the engines' reader describes it. */
const firefox = {
  file: "engines/firefox/unknown-page-desktop.png",
  kind: "image",
  subject: "Firefox › unknown-page",
  viewport: "desktop",
  engine: "Firefox",
  source: { kind: "page", id: "/ei-ole-sellist-lehte" },
} as const;
/** A Chromium text as Playwright's reader describes it: no engine, no source recorded. */
const chromiumText = {
  file: "stories.spec.ts/notfound--page-desktop.aria.yml",
  kind: "aria",
  subject: "stories.spec.ts › notfound--page",
  viewport: "desktop",
} as const;

/** A snapshots/ holding these files (or texts) at these baselines' paths: what a reviewer accepted since the run. */
function snapshotsWith(files: Record<string, { copyOf: string } | { text: string }> = {}) {
  const dir = testFolder("seen-snapshots");
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    if ("copyOf" in content) copyFileSync(content.copyOf, join(dir, name));
    else writeFileSync(join(dir, name), content.text);
  }
  return dir;
}

describe("the change of a baseline the run did not compare", () => {
  it("has the run's reason and no files, is signed by its name alone, and is never accepted", async () => {
    const change = await changeOf({ ...firefox, found: "not-compared", reason: "WebKit is not installed here" }, "/");
    expect(change).toStrictEqual({
      name: firefox.file,
      kind: "image",
      status: "not-compared",
      subject: "Firefox › unknown-page",
      viewport: "desktop",
      engine: "Firefox",
      source: firefox.source,
      files: {},
      signature: hashOf(`not-compared ${firefox.file}`),
      accepted: false,
      reason: "WebKit is not installed here",
    });
  });

  it("names no engine and no source where the run gave none, its fields in the order the recorded collections hold", async () => {
    const change = await changeOf({ ...chromiumText, found: "not-compared", reason: "its test was skipped" }, "/");
    expect(Object.keys(change)).toEqual([
      "name",
      "kind",
      "status",
      "subject",
      "viewport",
      "files",
      "signature",
      "accepted",
      "reason",
    ]);
  });
});

describe("the change of a picture the run took", () => {
  it("is changed where it was compared with a baseline: its pixels against that copy, signed by them, with the diff picture", async () => {
    const pixels = await comparePictures(COMPARED_WITH, TAKEN);
    const seen = { ...firefox, found: "picture", actual: TAKEN, baseline: COMPARED_WITH, diff: NEW } as const;
    expect(await changeOf(seen, snapshotsWith())).toStrictEqual({
      name: firefox.file,
      kind: "image",
      subject: "Firefox › unknown-page",
      viewport: "desktop",
      engine: "Firefox",
      source: firefox.source,
      status: "changed",
      files: { baseline: COMPARED_WITH, actual: TAKEN, diff: NEW },
      pixels,
      signature: pixels.signature,
      accepted: false,
    });
  });

  it("says how it was compared where the run says, and has no diff picture where the run kept none", async () => {
    const reason = "compared across engine versions: 5,982 pixels differ beyond antialiasing";
    const change = await changeOf(
      { ...firefox, found: "picture", actual: TAKEN, baseline: COMPARED_WITH, reason },
      snapshotsWith(),
    );
    expect(change).toMatchObject({ status: "changed", reason });
    expect(change.files).toStrictEqual({ baseline: COMPARED_WITH, actual: TAKEN });
  });

  it("is new where there was no baseline to compare it with: the picture alone, signed by its content, with no reason", async () => {
    const change = await changeOf(
      { ...firefox, found: "picture", actual: NEW, diff: TAKEN, reason: "compared across engine versions" },
      snapshotsWith(),
    );
    expect(change).toStrictEqual({
      name: firefox.file,
      kind: "image",
      subject: "Firefox › unknown-page",
      viewport: "desktop",
      engine: "Firefox",
      source: firefox.source,
      status: "new",
      files: { actual: NEW },
      signature: hashOf(readFileSync(NEW)),
      accepted: false,
    });
  });

  it("is accepted once snapshots/ holds the picture taken, byte for byte, changed or new", async () => {
    const changed = { ...firefox, found: "picture", actual: TAKEN, baseline: COMPARED_WITH } as const;
    const fresh = { ...firefox, found: "picture", actual: NEW } as const;
    const accepted = await changeOf(changed, snapshotsWith({ [firefox.file]: { copyOf: TAKEN } }));
    const stillTheBaseline = await changeOf(changed, snapshotsWith({ [firefox.file]: { copyOf: COMPARED_WITH } }));
    const acceptedNew = await changeOf(fresh, snapshotsWith({ [firefox.file]: { copyOf: NEW } }));
    expect([accepted.accepted, stillTheBaseline.accepted, acceptedNew.accepted]).toEqual([true, false, true]);
  });
});

describe("the change of a text the run wrote", () => {
  const before = "- heading: Lehte ei leitud\n- link: Avalehele\n";
  const after = "- heading: Seda lehte ei leitud\n- link: Avalehele\n";

  it("is changed where it was compared with a baseline: both texts, no files, signed by the lines that changed", async () => {
    const changed = lineDiff(before, after).filter((line) => line.op !== " ");
    expect(changed).toHaveLength(2);
    const change = await changeOf(
      { ...chromiumText, found: "text", actualText: after, baselineText: before },
      snapshotsWith(),
    );
    expect(change).toStrictEqual({
      name: chromiumText.file,
      kind: "aria",
      subject: "stories.spec.ts › notfound--page",
      viewport: "desktop",
      status: "changed",
      files: {},
      actualText: after,
      baselineText: before,
      signature: hashOf(JSON.stringify(changed)),
      accepted: false,
    });
  });

  it("is signed alike where the same lines changed among others", async () => {
    const signatureOf = async (baselineText: string, actualText: string) =>
      (await changeOf({ ...chromiumText, found: "text", actualText, baselineText }, snapshotsWith())).signature;
    const elsewhere = await signatureOf(`- banner\n${before}`, `- banner\n${after}`);
    expect(elsewhere).toBe(await signatureOf(before, after));
    expect(await signatureOf(before, `${after}- footer\n`)).not.toBe(elsewhere);
  });

  it("is new where there was no baseline: the text alone, signed by its content as an obsolete baseline is (a renamed story's tree is one change with its old file), and accepted once snapshots/ holds that text", async () => {
    const seen = { ...chromiumText, found: "text", actualText: after } as const;
    const change = await changeOf(seen, snapshotsWith());
    expect(change).toMatchObject({ status: "new", files: {}, actualText: after, accepted: false });
    expect(change.baselineText).toBeUndefined();
    const old = snapshotsWith({ "stories.spec.ts/notfound--old-desktop.aria.yml": { text: after } });
    const [obsolete] = obsoleteBaselines(new Set(), ["stories.spec.ts/notfound--old-desktop.aria.yml"], old);
    expect(change.signature).toBe(obsolete.signature);
    expect(change.signature).not.toBe((await changeOf({ ...seen, actualText: before }, snapshotsWith())).signature);
    expect((await changeOf(seen, snapshotsWith({ [chromiumText.file]: { text: after } }))).accepted).toBe(true);
    expect((await changeOf(seen, snapshotsWith({ [chromiumText.file]: { text: before } }))).accepted).toBe(false);
  });
});

describe("the changes of what a run saw", () => {
  it("are every baseline it did not find unchanged, in its order, and it counts the unchanged ones", async () => {
    const seen: SeenBaseline[] = [
      { ...firefox, file: "engines/firefox/a.png", found: "unchanged" },
      { ...firefox, file: "engines/firefox/b.png", found: "not-compared", reason: "its engine did not run" },
      { ...firefox, file: "engines/firefox/c.png", found: "unchanged" },
      { ...firefox, file: "engines/firefox/d.png", found: "unchanged" },
      { ...firefox, file: "engines/firefox/about-desktop.png", found: "picture", actual: NEW },
    ];
    const { changes, unchanged } = await changesOf(seen, snapshotsWith());
    expect(changes.map((change) => [change.name, change.status])).toEqual([
      ["engines/firefox/b.png", "not-compared"],
      ["engines/firefox/about-desktop.png", "new"],
    ]);
    expect(unchanged).toBe(3);
  });
});
