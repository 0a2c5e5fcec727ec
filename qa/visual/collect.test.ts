import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { JSONReport, JSONReportSuite, JSONReportTestResult } from "@playwright/test/reporter";
import { describe, expect, it } from "vitest";
import { testFolder } from "#qa/support/fixtures/test-folder.ts";
import type { CollectedRun } from "./change";
import { claimedBaselines, collectRun, obsoleteBaselines } from "./collect";
import {
  COLLECTED,
  collectionText,
  RUN_SNAPSHOTS,
  recordedClaims,
  recordedRun,
  recordedVisualRun,
  snapshotsCopy,
  VISUAL_RUN,
  VISUAL_RUN_SNAPSHOTS,
} from "./fixtures/load-fixture";
import { baselineFiles } from "./load-run";

/** What a run compared: measured against this alone, it is a complete run. */
const ranIn = (report: JSONReport) =>
  new Set(
    claimedBaselines(report)
      .filter(({ result }) => result)
      .map(({ baseline }) => baseline.file),
  );
const collectRecorded = (claimed = ranIn(recordedVisualRun())) =>
  collectRun(recordedVisualRun(), { snapshotsDir: VISUAL_RUN_SNAPSHOTS, claimed });

/** The recorded run as if only the tests titled so (or starting so) had run: fewer pictures to compare. */
function recordedRunOf(...titles: string[]): JSONReport {
  const report = recordedVisualRun();
  const narrow = (suites: JSONReportSuite[] = []) => {
    for (const suite of suites) {
      suite.specs = suite.specs.filter((spec) => titles.some((title) => spec.title.startsWith(title)));
      narrow(suite.suites);
    }
  };
  narrow(report.suites);
  return report;
}
/** Collected in the test itself: Stryker credits code to the tests it ran in. */
const collectOf = (report: JSONReport) =>
  collectRun(report, { snapshotsDir: VISUAL_RUN_SNAPSHOTS, claimed: ranIn(report) });
const named = (run: CollectedRun, name: string) => run.changes.find((change) => change.name === name);

describe("collecting a run's visual changes", () => {
  it("makes of the recorded run exactly the recorded collections the summary, accept and review specs start from", async () => {
    await expect(collectionText(await collectRecorded())).toMatchFileSnapshot(COLLECTED.compared);
    await expect(collectionText(await collectRecorded(recordedClaims()))).toMatchFileSnapshot(COLLECTED.partial);
  });

  it("finds the lime token one step darker in every picture that draws it, with the region of the logo", async () => {
    const logo = named(await collectOf(recordedRunOf("Header ›")), "stories.spec.ts/header--on-home-desktop.png");
    expect(logo).toMatchObject({ status: "changed", kind: "image", viewport: "desktop", accepted: false });
    expect(logo?.pixels).toMatchObject({ count: 80, width: 1280, regions: [{ x: 84, y: 12, width: 40, height: 32 }] });
    expect(logo?.files.actual).toMatch(/header--on-home-actual\.png$/);
    expect(logo?.files.diff).toMatch(/header--on-home-diff\.png$/);
  });

  it("finds the card radius 1.5 → 1.4 rem at the corners of the testimonial card", async () => {
    const card = named(
      await collectOf(recordedRunOf("TestimonialCard ›")),
      "stories.spec.ts/testimonialcard--default-desktop.png",
    );
    expect(card?.status).toBe("changed");
    // Four corners, one region each, and nothing between them.
    expect(card?.pixels?.regions).toHaveLength(4);
    expect(card?.pixels?.regions[0]).toMatchObject({ x: 0, y: 0 });
  });

  it("finds the not-found heading 4 px lower (spacing) in the story and in the page", async () => {
    const run = await collectOf(recordedRunOf("NotFound › post", "an unknown article slug"));
    const story = named(run, "stories.spec.ts/notfound--post-desktop.png");
    const page = named(run, "not-found.spec.ts/unknown-article-desktop.png");
    expect(story?.pixels?.count).toBeGreaterThan(10_000);
    expect(page?.pixels?.regions.length).toBeGreaterThan(1);
  });

  it("keeps the baseline the run compared with: Playwright's copy beside the actual, else the expected attachment", async () => {
    const run = await collectOf(recordedRunOf("PackageCard ›", "Header › home page"));
    const card = named(run, "stories.spec.ts/packagecard--premium-desktop.png");
    expect(card?.files.baseline).toMatch(/results\/.*packagecard--premium-expected\.png$/);
    const header = named(run, "stories.spec.ts/header--on-home-desktop.png");
    expect(header?.files.baseline).toBe(join(VISUAL_RUN_SNAPSHOTS, "stories.spec.ts/header--on-home-desktop.png"));
  });

  it("gives the same signature to the same change in five stories, and another to a different one", async () => {
    const { changes } = await collectOf(recordedRunOf("Header ›", "NotFound › page"));
    const signatureOf = (name: string) => changes.find((change) => change.name === name)?.signature;
    const headers = ["home", "about", "contact", "blog", "article"].map((page) =>
      signatureOf(`stories.spec.ts/header--on-${page}-desktop.png`),
    );
    expect(new Set(headers).size).toBe(1);
    expect(signatureOf("stories.spec.ts/header--on-home-mobile.png")).not.toBe(headers[0]);
    expect(signatureOf("stories.spec.ts/notfound--page-desktop.aria.yml")).toBe(
      signatureOf("stories.spec.ts/notfound--page-mobile.aria.yml"),
    );
  });

  it("shows a changed text baseline with the text the run compared and the text it saw", async () => {
    const text = named(
      await collectOf(recordedRunOf("NotFound › page")),
      "stories.spec.ts/notfound--page-desktop.aria.yml",
    );
    expect(text).toMatchObject({ status: "changed", kind: "aria" });
    expect(text?.baselineText).toContain("Lehte ei leitud");
    expect(text?.actualText).toContain("Seda lehte ei leitud");
  });

  it("calls the renamed story's pictures and texts new, each with the picture the run took", async () => {
    const { changes } = await collectOf(recordedRunOf("ThankYouPanel ›", "PackageCard ›"));
    const fresh = changes.filter((change) => change.status === "new");
    expect(fresh.map((change) => change.name)).toEqual([
      "stories.spec.ts/thankyoupanel--shown-desktop.aria.yml",
      "stories.spec.ts/thankyoupanel--shown-desktop.png",
      "stories.spec.ts/thankyoupanel--shown-mobile.aria.yml",
      "stories.spec.ts/thankyoupanel--shown-mobile.png",
    ]);
    const picture = fresh[1];
    expect(picture.files.baseline).toBeUndefined();
    expect(picture.files.actual && existsSync(picture.files.actual)).toBe(true);
    expect(fresh[0].actualText).toContain("TÄNAME!");
  });

  it("lists the baselines of a test that failed before comparing them as not compared, saying why", async () => {
    const { changes } = await collectOf(recordedRunOf("an unknown URL answers 404", "an unknown article slug"));
    const uncompared = changes.filter((change) => change.status === "not-compared");
    expect(uncompared.map((change) => change.name)).toEqual([
      "not-found.spec.ts/unknown-page-desktop.aria.yml",
      "not-found.spec.ts/unknown-page-desktop.png",
      "not-found.spec.ts/unknown-page-mobile.aria.yml",
      "not-found.spec.ts/unknown-page-mobile.png",
    ]);
    expect(uncompared[0].reason).toBe(
      "its test failed before comparing it: Error: expect(page).toHaveTitle(expected) failed",
    );
  });

  it("counts the rest as unchanged and the run as complete when it compared everything declared", async () => {
    const run = await collectRecorded();
    expect(run.partial).toBeUndefined();
    expect(run).toMatchObject({ claimed: 54, compared: 54, unchanged: 21 });
    expect(run.changes).toHaveLength(4 + 25 + 4);
  });

  it("marks a run that compared only some declared baselines as partial, and lists the rest as not run", async () => {
    const run = await collectRecorded(recordedClaims());
    expect(run.partial).toBe(
      "the last run compared 54 of the 138 baselines (a --grep, --project, --shard or file filter?)",
    );
    const notRun = run.changes.filter((change) => change.reason === "its test did not run in the last run");
    expect(notRun).toHaveLength(138 - 54);
    expect(notRun.map((change) => change.name)).toContain("home.spec.ts/home-desktop.png");
  });

  it("marks a listing, which runs nothing, as comparing none", async () => {
    const listing = recordedVisualRun();
    const claimed = recordedClaims();
    const run = await collectRun({ ...listing, suites: [] }, { snapshotsDir: VISUAL_RUN_SNAPSHOTS, claimed });
    expect(run.partial).toMatch(/^the last run compared none of the 138 baselines/);
    expect(run.changes.every((change) => change.status === "not-compared")).toBe(true);
    expect(run.unchanged).toBe(0);
  });

  it("reads the report of a listing, whose tests hold no attempt, as comparing none of them", async () => {
    const listing = JSON.parse(
      readFileSync(join(VISUAL_RUN, "test-list.json"), "utf8").replaceAll("<fixture>", VISUAL_RUN),
    ) as JSONReport;
    const run = await collectRun(listing, { snapshotsDir: VISUAL_RUN_SNAPSHOTS, claimed: recordedClaims() });
    expect(run).toMatchObject({ claimed: 138, compared: 0, unchanged: 0 });
    expect(run.changes).toHaveLength(138);
    expect(run.changes.every((change) => change.reason === "its test did not run in the last run")).toBe(true);
  });

  it("reads the merged report of two shards, whose pictures are copies in its resources", async () => {
    const report = recordedRun();
    const claimed = new Set(claimedBaselines(report).map(({ baseline }) => baseline.file));
    const run = await collectRun(report, { snapshotsDir: RUN_SNAPSHOTS, claimed });
    expect(run.changes.map((change) => [change.name, change.status])).toEqual([
      ["stories.spec.ts/packagecard--premium-desktop.png", "changed"],
      ["stories.spec.ts/packagecard--premium-mobile.png", "changed"],
      ["stories.spec.ts/thankyoupanel--shown-desktop.aria.yml", "new"],
      ["stories.spec.ts/thankyoupanel--shown-desktop.png", "new"],
      ["stories.spec.ts/thankyoupanel--shown-mobile.aria.yml", "new"],
      ["stories.spec.ts/thankyoupanel--shown-mobile.png", "new"],
    ]);
    for (const change of run.changes.filter((c) => c.kind === "image")) {
      expect(change.files.actual).toMatch(/resources\/\w+\.png$/);
    }
    expect(run.changes[0].files.baseline).toMatch(/resources\/\w+\.png$/);
    expect(run.changes[0].pixels?.count).toBeGreaterThan(0);
  });
});

describe("a run's attempts, read with suspicion", () => {
  /** The recorded run of one story's test, its results replaced. */
  function withResults(title: string, results: (old: JSONReportTestResult[]) => JSONReportTestResult[]) {
    const report = recordedRunOf(title);
    const walk = (suites: JSONReportSuite[] = []) => {
      for (const suite of suites) {
        for (const spec of suite.specs) {
          if (spec.title !== title) continue;
          for (const test of spec.tests) test.results = results(test.results);
        }
        walk(suite.suites);
      }
    };
    walk(report.suites);
    return collectOf(report);
  }
  const statusOf = (run: Awaited<ReturnType<typeof collectRun>>, name: string) =>
    run.changes.find((change) => change.name === name);

  /**
   * The annotation as a real run recorded it (npm run test:visual of the PackageCard story and the
   * about page, in the run report's results[].annotations and the test's own).
   */
  const shown = (results: JSONReportTestResult[], description: string) =>
    results.map((result) => ({
      ...result,
      annotations: [...result.annotations, { type: "visual-source", description }],
    }));

  it("says what each picture and text shows: the story or page the run recorded when it took it", async () => {
    const run = await withResults("PackageCard › premium", (results) =>
      shown(results, "packagecard--premium: story packagecard--premium"),
    );
    const changes = run.changes.filter((change) => change.name.includes("packagecard--premium"));
    expect(changes.length).toBeGreaterThan(0);
    for (const change of changes) expect(change.source).toEqual({ kind: "story", id: "packagecard--premium" });
  });

  it("reads a page's path, and keeps the source of a test that failed before comparing", async () => {
    const title =
      "an unknown URL answers 404 and shows 'Lehte ei leitud' with a way home @unknown-page @pictures-pages @axe-clean";
    const run = await withResults(title, (results) => shown(results, "unknown-page: page /no/such/page"));
    const uncompared = statusOf(run, "not-found.spec.ts/unknown-page-desktop.png");
    expect(uncompared).toMatchObject({ status: "not-compared", source: { kind: "page", id: "/no/such/page" } });
  });

  it("leaves the source out where the run recorded none, or recorded it for another baseline or in another form", async () => {
    for (const description of [
      "packagecard--other: story packagecard--other",
      "packagecard--premium: packagecard--premium",
      "packagecard--premium:story x",
    ]) {
      const run = await withResults("PackageCard › premium", (results) => shown(results, description));
      const change = statusOf(run, "stories.spec.ts/packagecard--premium-desktop.png");
      expect(change, description).toBeDefined();
      expect(change && "source" in change, description).toBe(false);
    }
    const other = await withResults("PackageCard › premium", (results) =>
      results.map((result) => ({
        ...result,
        annotations: [{ type: "other", description: "packagecard--premium: story x" }],
      })),
    );
    expect(statusOf(other, "stories.spec.ts/packagecard--premium-desktop.png")?.source).toBeUndefined();
  });

  it("lists a skipped test's baselines as not compared, never as unchanged", async () => {
    const run = await withResults("PackageCard › premium", ([result]) => [
      { ...result, status: "skipped", errors: [], attachments: [] },
    ]);
    expect(statusOf(run, "stories.spec.ts/packagecard--premium-desktop.png")).toMatchObject({
      status: "not-compared",
      reason: "its test was skipped",
    });
  });

  it("lists the baselines of a comparison that failed without a result (a picture that never settled) as not compared", async () => {
    const run = await withResults("PackageCard › premium", ([result]) => [
      {
        ...result,
        errors: [{ message: "Error: expect(locator).toHaveScreenshot(expected) failed\n\nTimeout 10000ms exceeded." }],
        attachments: [],
      },
    ]);
    expect(statusOf(run, "stories.spec.ts/packagecard--premium-mobile.aria.yml")?.status).toBe("not-compared");
  });

  it("shows a picture that differed on the first attempt and matched on a retry as changed", async () => {
    const run = await withResults("PackageCard › premium", ([result]) => [
      result,
      { ...result, status: "passed", errors: [], attachments: [] },
    ]);
    expect(statusOf(run, "stories.spec.ts/packagecard--premium-desktop.png")?.status).toBe("changed");
  });

  it("shows each baseline as the last attempt that saw it differ: the text as the first saw it, the picture as the retry did", async () => {
    const only = (result: JSONReportTestResult, kind: "toMatchAriaSnapshot" | "toHaveScreenshot", suffix: string) => ({
      ...result,
      errors: result.errors.filter((error) => error.message?.includes(kind)),
      attachments: result.attachments.filter((a) => a.name.endsWith(suffix)),
    });
    const run = await withResults("NotFound › page", ([result]) => [
      only(result, "toMatchAriaSnapshot", ".aria.yml"),
      { ...only(result, "toHaveScreenshot", ".png"), retry: 1 },
    ]);
    expect(run.changes.map((change) => [change.name, change.status])).toEqual([
      ["stories.spec.ts/notfound--page-desktop.aria.yml", "changed"],
      ["stories.spec.ts/notfound--page-desktop.png", "changed"],
      ["stories.spec.ts/notfound--page-mobile.aria.yml", "changed"],
      ["stories.spec.ts/notfound--page-mobile.png", "changed"],
    ]);
  });

  it("counts the baselines of a test that passed as unchanged", async () => {
    const run = await withResults("PackageCard › premium", ([result]) => [
      { ...result, status: "passed", errors: [], attachments: [] },
    ]);
    expect(run.changes).toEqual([]);
    expect(run.unchanged).toBe(4);
  });

  it("shows a changed picture whose diff picture the report did not keep without one", async () => {
    const run = await withResults("Header › home page", (results) =>
      results.map((result) => ({
        ...result,
        attachments: result.attachments.filter((a) => !a.name.endsWith("-diff.png")),
      })),
    );
    const header = statusOf(run, "stories.spec.ts/header--on-home-desktop.png");
    expect(header?.status).toBe("changed");
    expect(header?.files).toEqual({
      baseline: join(VISUAL_RUN_SNAPSHOTS, "stories.spec.ts/header--on-home-desktop.png"),
      actual: expect.stringMatching(/header--on-home-actual\.png$/),
      diff: undefined,
    });
  });

  it("reads a text the report kept no content of as empty", async () => {
    const run = await withResults("ThankYouPanel › shown", (results) =>
      results.map((result) => ({
        ...result,
        attachments: result.attachments.map(({ body, ...a }) => (a.name.endsWith(".aria.yml") ? a : { ...a, body })),
      })),
    );
    expect(statusOf(run, "stories.spec.ts/thankyoupanel--shown-desktop.aria.yml")).toMatchObject({
      status: "new",
      actualText: "",
    });
  });

  it("counts the picture of a test whose only difference was its text as compared and unchanged", async () => {
    const run = await withResults("NotFound › page", ([result]) => [
      {
        ...result,
        errors: result.errors.filter((error) => error.message?.includes("toMatchAriaSnapshot")),
        attachments: result.attachments.filter((a) => a.name.endsWith(".aria.yml")),
      },
    ]);
    expect(run.changes.map((change) => change.name)).toEqual([
      "stories.spec.ts/notfound--page-desktop.aria.yml",
      "stories.spec.ts/notfound--page-mobile.aria.yml",
    ]);
    expect(run.unchanged).toBe(2);
  });

  it("counts the text of a test whose only difference was a picture it had no baseline for as unchanged", async () => {
    const run = await withResults("ThankYouPanel › shown", ([result]) => [
      {
        ...result,
        errors: result.errors.filter((error) => error.message?.includes(".png.")),
        attachments: result.attachments.filter((a) => a.name.endsWith(".png")),
      },
    ]);
    expect(run.changes.map((change) => [change.name, change.status])).toEqual([
      ["stories.spec.ts/thankyoupanel--shown-desktop.png", "new"],
      ["stories.spec.ts/thankyoupanel--shown-mobile.png", "new"],
    ]);
    expect(run.unchanged).toBe(2);
  });

  it("lists the rest of a test's baselines as not compared when it also failed on something else, naming that", async () => {
    const run = await withResults("PackageCard › premium", ([result]) => [
      { ...result, errors: [{ message: "Error: expect(received).toBe(expected)\n\nExpected: 3" }, ...result.errors] },
    ]);
    expect(statusOf(run, "stories.spec.ts/packagecard--premium-desktop.png")?.status).toBe("changed");
    expect(statusOf(run, "stories.spec.ts/packagecard--premium-desktop.aria.yml")).toMatchObject({
      status: "not-compared",
      reason: "its test failed before comparing it: Error: expect(received).toBe(expected)",
    });
  });

  it("lists the rest of an interrupted test's baselines as not compared, though its only errors were differences", async () => {
    const run = await withResults("PackageCard › premium", ([result]) => [{ ...result, status: "interrupted" }]);
    expect(statusOf(run, "stories.spec.ts/packagecard--premium-desktop.png")?.status).toBe("changed");
    expect(statusOf(run, "stories.spec.ts/packagecard--premium-desktop.aria.yml")).toMatchObject({
      status: "not-compared",
      reason: "its test interrupted before comparing it: Error: expect(locator).toHaveScreenshot(expected) failed",
    });
  });

  it("lists the baselines of a test that failed with no error recorded as not compared, and says so", async () => {
    const run = await withResults("PackageCard › premium", ([result]) => [
      { ...result, errors: [], error: undefined, attachments: [] },
    ]);
    expect(statusOf(run, "stories.spec.ts/packagecard--premium-desktop.png")).toMatchObject({
      status: "not-compared",
      reason: "its test failed before comparing it: no error recorded",
    });
  });

  it("names what stopped a test from its one error when it lists none, its first line only", async () => {
    const run = await withResults("PackageCard › premium", ([result]) => [
      {
        ...result,
        status: "timedOut",
        errors: [],
        error: { message: "Test timeout of 30000ms exceeded.\nwhile running the test" },
        attachments: [],
      },
    ]);
    expect(statusOf(run, "stories.spec.ts/packagecard--premium-mobile.png")?.reason).toBe(
      "its test timedOut before comparing it: Test timeout of 30000ms exceeded.",
    );
  });

  it("cuts the line that says what stopped a test at 200 characters", async () => {
    const run = await withResults("PackageCard › premium", ([result]) => [
      { ...result, errors: [{ message: `Error: ${"x".repeat(300)}` }], attachments: [] },
    ]);
    expect(statusOf(run, "stories.spec.ts/packagecard--premium-mobile.png")?.reason).toBe(
      `its test failed before comparing it: Error: ${"x".repeat(193)}`,
    );
  });

  it("shows a changed picture whose baseline is gone since, and was not copied, as new", async () => {
    const run = await withResults("Header › home page", (results) =>
      results.map((result) => ({
        ...result,
        attachments: result.attachments.map((a) =>
          a.name.endsWith("-expected.png") ? { ...a, path: join(tmpdir(), "no-such-baseline.png") } : a,
        ),
      })),
    );
    expect(statusOf(run, "stories.spec.ts/header--on-home-desktop.png")).toMatchObject({
      status: "new",
      files: { actual: expect.stringMatching(/header--on-home-actual\.png$/) },
    });
  });

  it("reads a text difference the report keeps in files as one it keeps inline", async () => {
    const dir = mkdtempSync(join(tmpdir(), "aria-attachments-"));
    try {
      const inline = await withResults("NotFound › page", (results) => results);
      const inFiles = await withResults("NotFound › page", (results) =>
        results.map((result) => ({
          ...result,
          attachments: result.attachments.map(({ body, ...a }, index) => {
            if (!a.name.endsWith(".aria.yml")) return { ...a, body };
            const path = join(dir, `${index}-${a.name}`);
            writeFileSync(path, Buffer.from(body ?? "", "base64"));
            return { ...a, path };
          }),
        })),
      );
      const name = "stories.spec.ts/notfound--page-desktop.aria.yml";
      expect(statusOf(inFiles, name)).toEqual(statusOf(inline, name));
      expect(statusOf(inFiles, name)?.actualText).toContain("Seda lehte ei leitud");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("what a reviewer accepted since the run", () => {
  it("marks a picture and a text that snapshots/ now holds as the run saw them accepted, and no other", async () => {
    const snapshots = snapshotsCopy();
    try {
      const report = () => recordedRunOf("ThankYouPanel ›", "NotFound › page");
      const before = await collectRun(report(), { snapshotsDir: snapshots, claimed: ranIn(report()) });
      const picture = named(before, "stories.spec.ts/thankyoupanel--shown-desktop.png");
      const text = named(before, "stories.spec.ts/notfound--page-desktop.aria.yml");
      copyFileSync(picture?.files.actual ?? "", join(snapshots, "stories.spec.ts/thankyoupanel--shown-desktop.png"));
      writeFileSync(join(snapshots, "stories.spec.ts/notfound--page-desktop.aria.yml"), text?.actualText ?? "");
      const after = await collectRun(report(), { snapshotsDir: snapshots, claimed: ranIn(report()) });
      expect(before.changes.filter((change) => change.accepted)).toEqual([]);
      expect(after.changes.filter((change) => change.accepted).map((change) => change.name)).toEqual([
        "stories.spec.ts/notfound--page-desktop.aria.yml",
        "stories.spec.ts/thankyoupanel--shown-desktop.png",
      ]);
    } finally {
      rmSync(snapshots, { recursive: true, force: true });
    }
  });
});

describe("the baselines a test declares", () => {
  it("are the names its baseline annotations give, not its other annotations (slow, an issue)", () => {
    const report = recordedRunOf("PackageCard › premium");
    const declared = () => claimedBaselines(report).map(({ baseline }) => baseline.file);
    const before = declared();
    for (const suite of report.suites.flatMap(function all(s): JSONReportSuite[] {
      return [s, ...(s.suites ?? []).flatMap(all)];
    })) {
      for (const test of suite.specs.flatMap((spec) => spec.tests)) {
        test.annotations.push({ type: "slow" }, { type: "issue", description: "packagecard--premium-old" });
      }
    }
    expect(declared()).toEqual(before);
    expect(before).toEqual([
      "stories.spec.ts/packagecard--premium-desktop.png",
      "stories.spec.ts/packagecard--premium-desktop.aria.yml",
      "stories.spec.ts/packagecard--premium-mobile.png",
      "stories.spec.ts/packagecard--premium-mobile.aria.yml",
    ]);
  });
});

describe("obsolete baselines", () => {
  it("are the renamed story's old files, which no test declares any more", () => {
    const obsolete = obsoleteBaselines(recordedClaims(), baselineFiles(VISUAL_RUN_SNAPSHOTS), VISUAL_RUN_SNAPSHOTS);
    expect(obsolete.map((change) => [change.name, change.kind, change.subject, change.viewport])).toEqual([
      [
        "stories.spec.ts/thankyoupanel--default-desktop.aria.yml",
        "aria",
        "stories.spec.ts › thankyoupanel--default",
        "desktop",
      ],
      [
        "stories.spec.ts/thankyoupanel--default-desktop.png",
        "image",
        "stories.spec.ts › thankyoupanel--default",
        "desktop",
      ],
      [
        "stories.spec.ts/thankyoupanel--default-mobile.aria.yml",
        "aria",
        "stories.spec.ts › thankyoupanel--default",
        "mobile",
      ],
      [
        "stories.spec.ts/thankyoupanel--default-mobile.png",
        "image",
        "stories.spec.ts › thankyoupanel--default",
        "mobile",
      ],
    ]);
    expect(obsolete[1].files.baseline).toBe(
      join(VISUAL_RUN_SNAPSHOTS, "stories.spec.ts/thankyoupanel--default-desktop.png"),
    );
    expect(obsolete.every((change) => change.engine === undefined)).toBe(true);
  });

  it("of Firefox and WebKit are named by their engine, story and viewport, as the engine runs name their pictures", () => {
    const snapshotsDir = testFolder("obsolete-engine-pictures");
    const files = [
      "engines/firefox/thankyoupanel--default-desktop.png",
      "engines/webkit/thankyoupanel--default-mobile-447px.png",
    ];
    for (const file of files) {
      mkdirSync(dirname(join(snapshotsDir, file)), { recursive: true });
      cpSync(
        join(VISUAL_RUN_SNAPSHOTS, "stories.spec.ts/thankyoupanel--default-desktop.png"),
        join(snapshotsDir, file),
      );
    }
    const obsolete = obsoleteBaselines(new Set(), files, snapshotsDir);
    expect(obsolete.map(({ name, engine, subject, viewport }) => [name, engine, subject, viewport])).toEqual([
      [files[0], "Firefox", "Firefox › thankyoupanel--default", "desktop"],
      [files[1], "WebKit", "WebKit › thankyoupanel--default", "mobile"],
    ]);
  });
});
