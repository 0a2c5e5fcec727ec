import { existsSync, readFileSync } from "node:fs";
import { basename } from "node:path";
import type { JSONReport, JSONReportSpec, JSONReportSuite, JSONReportTestResult } from "@playwright/test/reporter";
import { ARIA_ACTUAL_SUFFIX, BASELINE_ANNOTATION } from "./baselines.ts";

/**
 * Turns a Playwright run into the list a reviewer needs: which baselines changed, which are
 * new, which are obsolete, and where each one's baseline, actual and diff files are.
 */

export type ChangeKind = "image" | "aria";
export type ChangeStatus = "changed" | "new" | "obsolete";

export interface Change {
  /** The baseline's path under snapshots/, e.g. `stories.spec.ts/packagecard--premium-desktop.png`: what accept takes. */
  name: string;
  kind: ChangeKind;
  status: ChangeStatus;
  /** The page or story the baseline shows (its folder and the name the test gave it). */
  subject: string;
  /** The Playwright project, i.e. the viewport. */
  viewport: string;
  /** Where the files are now (absolute, or the text itself for an aria snapshot the report kept inline). */
  files: { baseline?: string; actual?: string; diff?: string };
  actualText?: string;
  /** For a changed picture: how many pixels differ, and their share of the picture. */
  pixels?: { count: number; ratio: number };
}

/** A baseline a test declares, for one project. */
export interface ClaimedBaseline {
  file: string;
  kind: ChangeKind;
  subject: string;
  viewport: string;
  declaredName: string;
}

export interface CollectedRun {
  changes: Change[];
  unchanged: number;
  /** Baselines whose test did not get as far as comparing them (it failed for another reason, or did not run). */
  notCompared: string[];
}

const FILE_FOR_KIND: Record<ChangeKind, (stem: string) => string> = {
  image: (stem) => `${stem}.png`,
  aria: (stem) => `${stem}.aria.yml`,
};

/** Every baseline each test in the report declares (see baselines.ts), with the result that ran it. */
export function claimedBaselines(report: JSONReport): { baseline: ClaimedBaseline; result?: JSONReportTestResult }[] {
  const claimed: { baseline: ClaimedBaseline; result?: JSONReportTestResult }[] = [];
  for (const spec of allSpecs(report.suites)) {
    const folder = basename(spec.file);
    for (const test of spec.tests) {
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
          claimed.push({ baseline, result: test.results.at(-1) });
        }
      }
    }
  }
  return claimed;
}

/**
 * The changed and new baselines of a run. `baselineExists` says whether snapshots/ has the file
 * (a missing one is new); `snapshotsDir` makes the baseline's absolute path.
 */
export function collectRun(
  report: JSONReport,
  snapshotsDir: string,
  baselineExists: (name: string) => boolean,
): CollectedRun {
  const changes: Change[] = [];
  const notCompared: string[] = [];
  let unchanged = 0;
  for (const { baseline, result } of claimedBaselines(report)) {
    const attachment = (suffix: string) =>
      result?.attachments.find((a) => a.name === `${baseline.declaredName}${suffix}`);
    const actual = baseline.kind === "image" ? attachment("-actual.png") : attachment(ARIA_ACTUAL_SUFFIX);
    if (!actual) {
      if (result && (result.status === "passed" || onlyVisualErrors(result))) unchanged++;
      else notCompared.push(baseline.file);
      continue;
    }
    const exists = baselineExists(baseline.file);
    const change: Change = {
      name: baseline.file,
      kind: baseline.kind,
      status: exists ? "changed" : "new",
      subject: baseline.subject,
      viewport: baseline.viewport,
      files: {
        baseline: exists ? `${snapshotsDir}/${baseline.file}` : undefined,
        actual: actual.path,
        diff: baseline.kind === "image" ? attachment("-diff.png")?.path : undefined,
      },
    };
    if (!actual.path && actual.body) change.actualText = Buffer.from(actual.body, "base64").toString("utf8");
    if (baseline.kind === "image" && exists && result) {
      change.pixels = differingPixels(result, baseline.declaredName, change.files.diff);
    }
    changes.push(change);
  }
  return { changes, unchanged, notCompared };
}

/** Baseline files in snapshots/ that no test claims: left behind when a page or story was renamed. */
export function obsoleteBaselines(claimedFiles: Set<string>, baselineFiles: string[], snapshotsDir: string): Change[] {
  return baselineFiles
    .filter((file) => !claimedFiles.has(file))
    .map((file) => {
      const kind: ChangeKind = file.endsWith(".png") ? "image" : "aria";
      const stem = basename(file).replace(/\.(png|aria\.yml)$/, "");
      const viewport = stem.slice(stem.lastIndexOf("-") + 1);
      return {
        name: file,
        kind,
        status: "obsolete",
        subject: `${file.split("/")[0]} › ${stem.slice(0, stem.lastIndexOf("-"))}`,
        viewport,
        files: { baseline: `${snapshotsDir}/${file}` },
      } satisfies Change;
    });
}

/** Whether every error of a failed test is a baseline comparison (so its other baselines were compared). */
function onlyVisualErrors(result: JSONReportTestResult): boolean {
  return result.errors.every((error) =>
    /toHaveScreenshot|toMatchAriaSnapshot|A snapshot doesn't exist/.test(error.message ?? ""),
  );
}

/**
 * Playwright says how many pixels differ in the failing screenshot's message, which names the
 * snapshot; its ratio is rounded to 1 %, so the share is taken from the diff picture's size instead.
 */
function differingPixels(result: JSONReportTestResult, declaredName: string, diffFile?: string): Change["pixels"] {
  for (const error of result.errors) {
    const message = error.message ?? "";
    if (!message.includes(`${declaredName}.png`)) continue;
    const match = /(\d+) pixels \(ratio ([\d.]+) of all image pixels\) are different/.exec(message);
    if (!match) continue;
    const count = Number(match[1]);
    const size = diffFile && existsSync(diffFile) ? pngSize(diffFile) : undefined;
    return { count, ratio: size ? count / (size.width * size.height) : Number(match[2]) };
  }
  return undefined;
}

/** Width and height from a PNG's header chunk (bytes 16–23). */
function pngSize(file: string) {
  const header = readFileSync(file).subarray(16, 24);
  return { width: header.readUInt32BE(0), height: header.readUInt32BE(4) };
}

function* allSpecs(suites: JSONReportSuite[] = []): Generator<JSONReportSpec> {
  for (const suite of suites) {
    yield* suite.specs;
    yield* allSpecs(suite.suites);
  }
}
