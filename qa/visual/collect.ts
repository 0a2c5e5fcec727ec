import { existsSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { formatCount, hashOf } from "#qa/basics/index.ts";
import { describeEnginePicture } from "#qa/engines/index.ts";
import { type JSONReport, type JSONReportTestResult, reportedTests, type ShownSource } from "#qa/results/index.ts";
import { ARIA_ACTUAL_SUFFIX, ARIA_EXPECTED_SUFFIX, BASELINE_ANNOTATION, SOURCE_ANNOTATION } from "#qa/support/index.ts";
import { byStatusThenName, type Change, type ChangeKind, type CollectedRun } from "./change.ts";
import { changesOf, type SeenBaseline } from "./seen-baseline.ts";

/**
 * Turns a Playwright run (Chromium) into the list a reviewer needs: it reads what the run saw of every
 * baseline the visual tests declare from the report's attachments, and seen-baseline.ts makes the
 * changes of that. Each baseline is either unchanged or a change, never silently left out.
 */

/** A baseline a test declares, for one project. */
export interface ClaimedBaseline {
  file: string;
  kind: ChangeKind;
  subject: string;
  viewport: string;
  declaredName: string;
}

type JSONReportAttachment = JSONReportTestResult["attachments"][number];

const FILE_FOR_KIND: Record<ChangeKind, (stem: string) => string> = {
  image: (stem) => `${stem}.png`,
  aria: (stem) => `${stem}.aria.yml`,
};

/** Every baseline file the tests of a report (or of a listing of them) declare. */
export function claimedFilesOf(listing: JSONReport): Set<string> {
  return new Set(claimedBaselines(listing).map(({ baseline }) => baseline.file));
}

/** Every baseline each test in the report declares (see baselines.ts), with the result that ran it. */
export function claimedBaselines(report: JSONReport): { baseline: ClaimedBaseline; result?: JSONReportTestResult }[] {
  const claimed: { baseline: ClaimedBaseline; result?: JSONReportTestResult }[] = [];
  for (const { spec, test } of reportedTests(report)) {
    const folder = basename(spec.file);
    // Stryker disable next-line StringLiteral: visual() names every baseline it declares (baselines.ts); only Playwright's type leaves the name optional
    const names = test.annotations.filter((a) => a.type === BASELINE_ANNOTATION).map((a) => a.description ?? "");
    for (const declaredName of names) {
      for (const kind of ["image", "aria"] as const) {
        const file = `${folder}/${FILE_FOR_KIND[kind](`${declaredName}-${test.projectName}`)}`;
        const baseline = {
          file,
          kind,
          subject: `${folder} › ${declaredName}`,
          viewport: test.projectName,
          declaredName,
        };
        claimed.push({ baseline, result: resultShowing(test.results, declaredName, kind) });
      }
    }
  }
  return claimed;
}

/**
 * The attempt whose result the review shows: the last one that saw this baseline differ, or else
 * the last attempt. A picture that differed on the first try and matched on a retry is shown as
 * changed, never hidden by the retry.
 */
function resultShowing(
  results: JSONReportTestResult[],
  declaredName: string,
  kind: ChangeKind,
): JSONReportTestResult | undefined {
  const actualName = kind === "image" ? `${declaredName}-actual.png` : `${declaredName}${ARIA_ACTUAL_SUFFIX}`;
  return results.findLast((result) => result.attachments.some((a) => a.name === actualName)) ?? results.at(-1);
}

/** What the baseline shows, from the annotation baselines.ts made when it took the picture: `{ source }`, or nothing. */
function sourceOf(result: JSONReportTestResult, declaredName: string): { source?: ShownSource } {
  const prefix = `${declaredName}: `;
  const recorded = (result.annotations ?? []).find(
    (a) => a.type === SOURCE_ANNOTATION && a.description?.startsWith(prefix),
  )?.description;
  const match = /^(page|story) (.+)$/.exec(recorded?.slice(prefix.length) ?? "");
  return match ? { source: { kind: match[1] as ShownSource["kind"], id: match[2] } } : {};
}

/** Why a baseline outside the run's filter was not compared (as against a test that failed first). */
export const NOT_RUN = "its test did not run in the last run";

export interface CollectOptions {
  /** Absolute path of snapshots/ as it is now. */
  snapshotsDir: string;
  /** Every baseline file the visual tests declare (from a listing): what the run is measured against. */
  claimed: Set<string>;
}

/**
 * The run's changes, measured against everything the tests declare: what the run did not compare
 * is listed as not compared, and the run is marked partial.
 */
export async function collectRun(report: JSONReport, options: CollectOptions): Promise<CollectedRun> {
  const ran = claimedBaselines(report).flatMap(({ baseline, result }) => (result ? [seenIn(baseline, result)] : []));
  const compared = new Set(ran.map((seen) => seen.file));
  const notRun = [...options.claimed].filter((file) => !compared.has(file)).sort();
  const { changes, unchanged } = await changesOf(
    [
      ...ran,
      ...notRun.map((file): SeenBaseline => ({ ...describeFile(file), found: "not-compared", reason: NOT_RUN })),
    ],
    options.snapshotsDir,
  );
  return {
    changes: changes.sort(byStatusThenName),
    unchanged,
    claimed: options.claimed.size,
    compared: compared.size,
    partial: notRun.length === 0 ? undefined : partialReason(compared.size, options.claimed.size),
  };
}

function partialReason(compared: number, claimed: number) {
  return compared === 0
    ? `the last run compared none of the ${formatCount(claimed)} baselines (a listing with --list, or a filter that picked no visual test?)`
    : `the last run compared ${formatCount(compared)} of the ${formatCount(claimed)} baselines (a --grep, --project, --shard or file filter?)`;
}

/** What the attempt the review shows (resultShowing) saw of one baseline its test declares, from its attachments. */
function seenIn(baseline: ClaimedBaseline, result: JSONReportTestResult): SeenBaseline {
  const attachment = (suffix: string) => result.attachments.find((a) => a.name === `${baseline.declaredName}${suffix}`);
  const described = { ...baseline, ...sourceOf(result, baseline.declaredName) };
  const actual = baseline.kind === "image" ? attachment("-actual.png") : attachment(ARIA_ACTUAL_SUFFIX);
  if (actual && baseline.kind === "aria") {
    const expected = attachment(ARIA_EXPECTED_SUFFIX);
    return { ...described, found: "text", actualText: textOf(actual), baselineText: expected && textOf(expected) };
  }
  if (actual) {
    // Stryker disable next-line StringLiteral: a picture is always attached as a file; without one, reading "" or any other missing file fails alike
    const picture = actual.path ?? "";
    return {
      ...described,
      found: "picture",
      actual: picture,
      baseline: expectedPicture(picture, attachment("-expected.png")),
      diff: attachment("-diff.png")?.path,
    };
  }
  if (comparedAll(result)) return { ...described, found: "unchanged" };
  // A skipped test took no picture: what it would have shown is not said.
  if (result.status === "skipped") return { ...baseline, found: "not-compared", reason: "its test was skipped" };
  const stopped = `its test ${result.status} before comparing it: ${firstLine(result)}`;
  return { ...described, found: "not-compared", reason: stopped };
}

/**
 * The baseline the run compared with. Playwright's "-expected" attachment names the file in
 * snapshots/, which an accept may have replaced since; a local run keeps a copy of it beside the
 * actual picture, and a merged report's attachment is a copy of its own.
 */
function expectedPicture(actualFile: string, expected?: JSONReportAttachment): string | undefined {
  const copy = actualFile.replace(/-actual\.png$/, "-expected.png");
  if (copy !== actualFile && existsSync(copy)) return copy;
  return expected?.path && existsSync(expected.path) ? expected.path : undefined;
}

/** Baseline files in snapshots/ that no test claims: left behind when a page or story was renamed. */
export function obsoleteBaselines(claimedFiles: Set<string>, baselineFiles: string[], snapshotsDir: string): Change[] {
  return baselineFiles
    .filter((file) => !claimedFiles.has(file))
    .map((file) => {
      const path = join(snapshotsDir, file);
      const engine = describeEnginePicture(file);
      return {
        ...describeFile(file),
        // An engine picture is named as the engine runs name it (engine-changes.ts), so that filters and links see it.
        ...(engine && {
          engine: engine.engine,
          subject: `${engine.engine} › ${engine.name}`,
          viewport: engine.viewport,
        }),
        name: file,
        status: "obsolete",
        files: { baseline: path },
        signature: hashOf(readFileSync(path)),
        accepted: false,
      } satisfies Change;
    });
}

/** What a baseline's path says about it: `home.spec.ts/home-desktop.png` is the home page's picture at desktop size. */
function describeFile(file: string): ClaimedBaseline {
  const kind: ChangeKind = file.endsWith(".png") ? "image" : "aria";
  // Stryker disable next-line Regex: a baseline's file name holds ".png" or ".aria.yml" only at its end (its name is a slug)
  const stem = basename(file).replace(/\.(png|aria\.yml)$/, "");
  const declaredName = stem.slice(0, stem.lastIndexOf("-"));
  return {
    file,
    kind,
    subject: `${file.split("/")[0]} › ${declaredName}`,
    viewport: stem.slice(stem.lastIndexOf("-") + 1),
    declaredName,
  };
}

/**
 * Whether the test compared every baseline it declares: it passed, or each of its errors is one
 * baseline's difference, for which the run kept what it saw. A skipped test compared nothing; a
 * comparison that failed without a result (a picture that never settled) compared nothing either.
 */
function comparedAll(result: JSONReportTestResult): boolean {
  if (result.status === "passed") return true;
  if (result.status !== "failed" || result.errors.length === 0) return false;
  const differences = result.attachments.filter(
    (a) => a.name.endsWith("-actual.png") || a.name.endsWith(ARIA_ACTUAL_SUFFIX),
  ).length;
  // Stryker disable next-line MethodExpression: a difference is attached only with its error, so an error of another kind makes more errors than differences all the same
  const visual = result.errors.every((error) =>
    // Stryker disable next-line StringLiteral: a message-less error is no comparison's, and no other text without those names is either
    /toHaveScreenshot|toMatchAriaSnapshot|A snapshot doesn't exist/.test(error.message ?? ""),
  );
  return visual && result.errors.length === differences;
}

/** The first line of the test's first error, without terminal colours: what stopped it. */
function firstLine(result: JSONReportTestResult): string {
  const message = result.errors[0]?.message ?? result.error?.message ?? "no error recorded";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes are what is removed
  const lines = message.replace(/\u001b\[[0-9;]*m/g, "").split("\n");
  // Stryker disable next-line StringLiteral: split always gives a first part; the fallback is there for the type
  return (lines[0] ?? "").slice(0, 200);
}

function textOf(attachment: JSONReportAttachment): string {
  if (attachment.path) return readFileSync(attachment.path, "utf8");
  return Buffer.from(attachment.body ?? "", "base64").toString("utf8");
}
