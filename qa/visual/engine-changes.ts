import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { formatCount, hashOf } from "#qa/basics/index.ts";
import { comparePictures } from "#qa/compare/index.ts";
import type { EnginePicture } from "#qa/engines/pictures.ts";
import {
  type ExpectedOrigin,
  type PictureResult,
  type PictureRun,
  staleEnginePictures,
  TAKE_ENGINE_PICTURES,
} from "#qa/results/index.ts";
import type { Change, CollectedRun, EngineMove } from "./change.ts";

/**
 * The Firefox and WebKit pictures of the last `npm run test:engines` (qa/results/engine-pictures.ts)
 * as the review's changes, measured against every engine picture the harness takes: what the run
 * did not compare (it did not run, ran on another tree, or an engine was missing) is listed as not
 * compared, never left out.
 */

export { TAKE_ENGINE_PICTURES };

export interface EnginePicturesPlace {
  /** Absolute path of snapshots/ as it is now. */
  snapshotsDir: string;
  /** Every engine picture the harness takes (qa/engines/pictures.ts). */
  claimed: EnginePicture[];
}

/** The same, with the command that takes them again, as each picture not compared says it. */
function staleness(run: PictureRun | undefined, expected: ExpectedOrigin): string | undefined {
  const stale = staleEnginePictures(run, expected);
  return stale && `${stale} (\`${TAKE_ENGINE_PICTURES}\` takes them again)`;
}

export async function collectEnginePictures(
  run: PictureRun | undefined,
  expected: ExpectedOrigin,
  place: EnginePicturesPlace,
): Promise<CollectedRun> {
  const stale = staleness(run, expected);
  const results = new Map(stale ? [] : (run?.pictures ?? []).map((picture) => [picture.file, picture]));
  const changes: Change[] = [];
  let unchanged = 0;
  let filesMissing = false;
  for (const claimed of place.claimed) {
    const picture = results.get(claimed.file);
    if (!picture) {
      changes.push(notCompared(claimed, stale ?? `its engine did not run in the last run (${TAKE_ENGINE_PICTURES})`));
    } else if (picture.status === "unchanged" || picture.status === "updated") {
      unchanged++;
    } else if (picture.status === "not-compared") {
      // Stryker disable next-line StringLiteral: the engine run gives every picture it could not take its reason; the fallback is for the type
      changes.push(notCompared(claimed, picture.reason ?? ""));
    } else {
      const missing = missingFile(picture);
      filesMissing ||= missing !== undefined;
      changes.push(missing ? notCompared(claimed, missing) : await changeOf(picture, place.snapshotsDir));
    }
  }
  const compared = place.claimed.length - changes.filter((change) => change.status === "not-compared").length;
  const moves = stale || !run ? [] : movesOf(run);
  return {
    changes,
    unchanged,
    claimed: place.claimed.length,
    compared,
    partial:
      compared === place.claimed.length
        ? undefined
        : `the engine pictures compared ${formatCount(compared)} of ${formatCount(place.claimed.length)} (${stale ?? (filesMissing ? "some of the pictures' files are missing" : "an engine did not take them all")})`,
    ...(moves.length > 0 ? { engineMoves: moves } : {}),
  };
}

/**
 * The engines the run found in another version than took their baselines (after a Debian update),
 * with how many of their pictures it compared across versions: passing that lenient rule is no
 * reason to keep baselines of the old version, so the review says so.
 */
function movesOf(run: PictureRun): EngineMove[] {
  return run.engines.flatMap(({ engine, version, baselineVersion }) =>
    version && baselineVersion && version !== baselineVersion
      ? [
          {
            engine,
            from: baselineVersion,
            to: version,
            acrossVersions: run.pictures.filter(
              (picture) => picture.engine === engine && picture.comparison === "across-versions",
            ).length,
          },
        ]
      : [],
  );
}

/** What a picture's result says about it, the same for every status. */
function described(
  picture: Pick<PictureResult, "engine" | "name" | "source" | "viewport">,
): Pick<Change, "engine" | "subject" | "viewport" | "source"> {
  return {
    engine: picture.engine,
    subject: `${picture.engine} › ${picture.name}`,
    viewport: picture.viewport,
    source: picture.source,
  };
}

function notCompared(picture: EnginePicture, reason: string): Change {
  return {
    name: picture.file,
    kind: "image",
    status: "not-compared",
    ...described({
      engine: picture.engine,
      name: picture.subject.name,
      source: picture.subject.source,
      viewport: picture.viewport,
    }),
    files: {},
    signature: hashOf(`not-compared ${picture.file}`),
    accepted: false,
    reason,
  };
}

/** Why a changed or new picture cannot be shown: the file the run took, or its copy of the baseline, is gone. */
function missingFile(picture: PictureResult): string | undefined {
  if (!picture.actual) return `the engine run names no picture taken (${TAKE_ENGINE_PICTURES})`;
  if (!existsSync(picture.actual)) return `the picture taken is missing: ${picture.actual} (${TAKE_ENGINE_PICTURES})`;
  if (picture.status === "changed" && picture.baseline && !existsSync(picture.baseline)) {
    return `the run's copy of its baseline is missing: ${picture.baseline} (${TAKE_ENGINE_PICTURES})`;
  }
  return undefined;
}

async function changeOf(picture: PictureResult, snapshotsDir: string): Promise<Change> {
  // Stryker disable next-line StringLiteral: the engine run keeps every picture it took; the fallback is for the type
  const actual = picture.actual ?? "";
  const current = join(snapshotsDir, picture.file);
  const accepted = existsSync(current) && readFileSync(current).equals(readFileSync(actual));
  const base = { name: picture.file, kind: "image" as const, ...described(picture), accepted };
  if (picture.status === "new" || !picture.baseline) {
    return { ...base, status: "new", files: { actual }, signature: hashOf(readFileSync(actual)) };
  }
  const pixels = await comparePictures(picture.baseline, actual);
  return {
    ...base,
    status: "changed",
    files: { baseline: picture.baseline, actual },
    pixels,
    signature: pixels.signature,
    ...(picture.comparison === "across-versions"
      ? { reason: `compared across engine versions: ${picture.reason}` }
      : {}),
  };
}
