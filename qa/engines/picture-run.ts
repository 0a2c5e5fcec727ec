/**
 * One engine's pictures in turn: taken, kept in the report folder, and compared with the baselines
 * (or, remaking them, written as the baselines with the engine's version). A picture that cannot be
 * taken is reported as not compared, and the next one is still taken. A browser that stops answering is
 * restarted and the picture taken again from its start (answering.ts); twice in a row, and the pictures
 * left are not taken, each saying why.
 *
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { EngineVersions, PictureResult } from "#qa/results/index.ts";
import { EngineGaveUp, type EngineSession, withRestart } from "./answering.ts";
import { checkPicture } from "./check-picture.ts";
import type { EngineDriver } from "./driver.ts";
import { readEngineRecord, writeEngineRecord } from "./engine-record.ts";
import { ENGINE_BASELINES, type EnginePicture, engineRecordFile, type PicturingEngine } from "./pictures.ts";
import { engineLabel } from "./report.ts";

/**
 * Takes one picture in a window already at its size: opens what it shows and returns the settled picture
 * (settled-shot.ts), the first shot at once where it is the `baseline`'s very bytes.
 */
export type TakePicture = (driver: EngineDriver, picture: EnginePicture, baseline?: Buffer) => Promise<Buffer>;

export interface PictureRunPlace {
  /** snapshots/: the baselines and each engine's record. */
  snapshotsDir: string;
  /** Where the pictures taken (and copies of the baselines they differ from) are kept. */
  outputDir: string;
  /** Remake the baselines instead of comparing with them. */
  update: boolean;
  /** The installed version of a Debian package (dpkg's, unless a test gives its own). */
  installedVersion?: (name: string) => string | undefined;
  /** The engine's pictures to take, in order (pictures.ts' picturesOf). */
  pictures: EnginePicture[];
  /** How the site's pictures are taken (this site's: take-picture.ts). */
  take: TakePicture;
}

/** What dpkg says of an installed package's version, or undefined where there is no such package. */
function debianPackageVersion(name: string): string | undefined {
  try {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: dpkg-query's own field syntax, not a template
    return execFileSync("dpkg-query", ["--show", "--showformat=${Version}", name], {
      encoding: "utf8",
      // Stryker disable next-line StringLiteral: only where dpkg knows no such package does it say so on stderr, which "pipe" keeps off the console; the answer is the same
      stdio: "pipe",
    }).trim();
    // Stryker disable next-line BlockStatement: a function that returns nothing returns undefined all the same
  } catch {
    return undefined;
  }
}

/**
 * The engine's version as its baselines record it: what the browser says, and the Debian build it
 * came in, which can change without the browser's own number (a rebuild against other libraries).
 */
export function exactVersion(
  browserVersion: string,
  engine: PicturingEngine,
  installedVersion: (name: string) => string | undefined,
): string {
  const build = installedVersion(engine.debianPackage);
  return build ? `${browserVersion} (${engine.debianPackage} ${build})` : browserVersion;
}

/**
 * Which version took the engine's baselines, or why that is not known: a record that is missing
 * (while baselines exist) or that cannot be read.
 */
function recordOf(snapshotsDir: string, engine: string): { version?: string; problem?: string } {
  const remake = `\`npm run snapshots:engines -- --engine ${engine.toLowerCase()}\` remakes the baselines and the record`;
  try {
    const record = readEngineRecord(snapshotsDir, engine);
    if (!record)
      return {
        problem: `${engineRecordFile(engine)} is missing, so which version took the baseline is not known: ${remake}`,
      };
    if (typeof record.version !== "string" || record.version === "") {
      return { problem: `${engineRecordFile(engine)} names no version: ${remake}` };
    }
    return { version: record.version };
  } catch (error) {
    return { problem: `${engineRecordFile(engine)} cannot be read (${(error as Error).message}): ${remake}` };
  }
}

const describe = (picture: EnginePicture) => ({
  file: picture.file,
  engine: picture.engine,
  name: picture.subject.name,
  source: picture.subject.source,
  viewport: picture.viewport,
});

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const copyOf = (file: string, role: "expected") => file.replace(/\.png$/, `-${role}.png`);

export async function runPictures(
  engine: PicturingEngine,
  session: EngineSession,
  place: PictureRunPlace,
  log: (line: string) => void,
): Promise<{ pictures: PictureResult[]; versions: EngineVersions }> {
  const { engine: said } = session.driver;
  const version = exactVersion(said.version, engine, place.installedVersion ?? debianPackageVersion);
  const record = recordOf(place.snapshotsDir, engine.name);
  const baselineVersion = record.version;
  const pictures: PictureResult[] = [];
  /** The size the browser's window has now; unknown after a failure, and in a browser started anew. */
  let sized: { driver: unknown; viewport: string } | undefined;
  /** Once the browser has stopped answering twice in a row, the pictures left are not taken. */
  let gaveUp: string | undefined;
  for (const picture of place.pictures) {
    const started = Date.now();
    const described = describe(picture);
    const baselineFile = join(place.snapshotsDir, picture.file);
    // A first shot that is the baseline's very bytes is taken as it is (take-picture.ts); remaking, there is none to match.
    const baseline = !place.update && existsSync(baselineFile) ? readFileSync(baselineFile) : undefined;
    try {
      if (gaveUp) throw new Error(gaveUp);
      const taken = await withRestart(
        session,
        `picture ${picture.file}`,
        async (driver) => {
          if (sized?.driver !== driver || sized.viewport !== picture.viewport) {
            sized = undefined;
            await driver.resize(picture.width, picture.height);
            sized = { driver, viewport: picture.viewport };
          }
          return place.take(driver, picture, baseline);
        },
        log,
      );
      const png = taken.value;
      const restarts = taken.restarts.map((restart) => `${restart}; taken on the second go`);
      const actual = join(place.outputDir, picture.file);
      mkdirSync(dirname(actual), { recursive: true });
      writeFileSync(actual, png);
      // A baseline whose version is not known is compared by neither rule: the lenient one would be a guess.
      if (!place.update && record.problem && existsSync(baselineFile)) throw new Error(record.problem);
      const ran = restarts.length ? { restarts } : {};
      if (place.update) {
        mkdirSync(dirname(baselineFile), { recursive: true });
        writeFileSync(baselineFile, png);
        pictures.push({ ...described, status: "updated", actual, ...ran });
      } else {
        const check = await checkPicture(baselineFile, actual, version === baselineVersion);
        const baseline = check.status === "changed" ? copyOf(actual, "expected") : undefined;
        if (baseline) copyFileSync(baselineFile, baseline);
        pictures.push({ ...described, ...check, actual, baseline, ...ran });
      }
    } catch (error) {
      sized = undefined;
      if (error instanceof EngineGaveUp) gaveUp = `not taken: ${error.message}`;
      pictures.push({
        ...described,
        status: "not-compared",
        reason: messageOf(error),
      });
    }
    log(
      // The browser's own version: the Debian build is said once, in the summary line.
      pictureLine(engineLabel(said), pictures.at(-1) as PictureResult, Date.now() - started),
    );
  }
  // The record names the version only when it took every baseline; the run reports what the record says.
  const recorded = place.update && pictures.every((picture) => picture.status === "updated");
  if (recorded) writeEngineRecord(place.snapshotsDir, { engine: engine.name, version });
  return {
    pictures,
    versions: { engine: engine.name, version, baselineVersion: recorded ? version : baselineVersion },
  };
}

const SIGN: Record<PictureResult["status"], string> = {
  unchanged: "✓",
  updated: "✓",
  changed: "✗",
  new: "✗",
  "not-compared": "✗",
};
const OUTCOME: Record<PictureResult["status"], string> = {
  unchanged: "",
  updated: " written as the baseline",
  changed: " changed",
  new: " is new: no baseline yet",
  "not-compared": " not compared",
};

/** How a picture is not as its baseline, as the summary counts it. */
const OUTCOME_WORD = { changed: "changed", new: "new", "not-compared": "not compared" } as const;

/** Whether a picture is not as its baseline (changed, new or not compared): such a picture fails the run. */
export const notAsBaseline = (picture: Pick<PictureResult, "status">) => picture.status in OUTCOME_WORD;

export function pictureLine(label: string, picture: PictureResult, ms: number): string {
  const across = picture.comparison === "across-versions" ? " (across versions)" : "";
  const reason = picture.reason ? `: ${picture.reason}` : "";
  return `  ${SIGN[picture.status]} ${label} › picture ${picture.file}${OUTCOME[picture.status]}${across}${reason} (${(ms / 1000).toFixed(1)} s)`;
}

/** An engine's pictures when it could not take them: each listed, none compared. */
export function notTaken(pictures: EnginePicture[], why: string): PictureResult[] {
  return pictures.map((picture) => ({
    ...describe(picture),
    status: "not-compared",
    reason: why,
  }));
}

/** How many of an engine's pictures are not as their baselines, and how: changed, new, not compared. */
export function pictureSummaryLine(
  engine: Pick<EngineVersions, "engine" | "version">,
  pictures: readonly Pick<PictureResult, "status">[],
): string {
  const label = engine.version ? engineLabel({ name: engine.engine, version: engine.version }) : engine.engine;
  const notAsBaselines = Object.entries(OUTCOME_WORD)
    .map(([status, word]) => ({ word, count: pictures.filter((picture) => picture.status === status).length }))
    .filter(({ count }) => count > 0);
  const wrong = notAsBaselines.reduce((sum, { count }) => sum + count, 0);
  return wrong
    ? `✗ ${label}: ${wrong} of ${pictures.length} pictures not as their baselines: ${notAsBaselines.map(({ word, count }) => `${count} ${word}`).join(", ")}`
    : `✓ ${label}: ${pictures.length} pictures as their baselines`;
}

/** Where a run keeps the pictures one engine took: its folder under the run's output folder, cleared before it takes them again. */
export function clearEnginePictureFiles(outputDir: string, engine: string): void {
  rmSync(join(outputDir, ENGINE_BASELINES, engine.toLowerCase()), { recursive: true, force: true });
}
