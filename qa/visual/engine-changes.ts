import { existsSync } from "node:fs";
import { formatCount } from "#qa/basics/index.ts";
import type { EnginePicture } from "#qa/engines/index.ts";
import {
  type ExpectedOrigin,
  type PictureResult,
  type PictureRun,
  staleEnginePictures,
  TAKE_ENGINE_PICTURES,
} from "#qa/results/index.ts";
import type { CollectedRun, EngineMove } from "./change.ts";
import { changesOf, type Described, type SeenBaseline } from "./seen-baseline.ts";

/**
 * The Firefox and WebKit pictures of the last `npm run test:engines` (qa/results/engine-pictures.ts)
 * as the review's changes, measured against every engine picture the harness takes: what the run
 * did not compare (it did not run, ran on another tree, or an engine was missing) is listed as not
 * compared, never left out. This reads what the run saw of each picture from its results;
 * seen-baseline.ts makes the changes of that, as it does for Chromium's (collect.ts).
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
  /** The version each engine took its pictures in: only of the pictures found in `results`, so of a run that is there. */
  // Stryker disable next-line ArrayDeclaration: without a run there is no picture in `results` to ask a version for
  const versions = new Map((run?.engines ?? []).map(({ engine, version }) => [engine, version]));
  let filesMissing = false;
  const seen = place.claimed.map((claimed): SeenBaseline => {
    const picture = results.get(claimed.file);
    if (!picture) return notTaken(claimed, stale ?? `its engine did not run in the last run (${TAKE_ENGINE_PICTURES})`);
    if (picture.status === "unchanged" || picture.status === "updated")
      return { ...described(picture), found: "unchanged" };
    // Stryker disable next-line StringLiteral: the engine run gives every picture it could not take its reason; the fallback is for the type
    if (picture.status === "not-compared") return notTaken(claimed, picture.reason ?? "");
    const missing = missingFile(picture);
    filesMissing ||= missing !== undefined;
    return missing ? notTaken(claimed, missing) : taken(picture, versions.get(picture.engine));
  });
  const { changes, unchanged } = await changesOf(seen, place.snapshotsDir);
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
function described(picture: Pick<PictureResult, "file" | "engine" | "name" | "source" | "viewport">): Described {
  return {
    file: picture.file,
    kind: "image",
    engine: picture.engine,
    subject: `${picture.engine} › ${picture.name}`,
    viewport: picture.viewport,
    source: picture.source,
  };
}

/** A picture the harness takes that the run did not compare, described as the harness takes it. */
function notTaken(picture: EnginePicture, reason: string): SeenBaseline {
  const { file, engine, subject, viewport } = picture;
  return {
    ...described({ file, engine, name: subject.name, source: subject.source, viewport }),
    found: "not-compared",
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

/**
 * A changed or new picture, with the run's copy of the baseline it was compared with (a new one has none), and the
 * version of the engine that took it.
 */
function taken(picture: PictureResult, engineVersion: string | undefined): SeenBaseline {
  return {
    ...described(picture),
    ...(engineVersion ? { engineVersion } : {}),
    found: "picture",
    // Stryker disable next-line StringLiteral: missingFile lets no picture through without the file taken; the fallback is for the type
    actual: picture.actual ?? "",
    baseline: picture.status === "new" ? undefined : picture.baseline,
    reason: picture.comparison === "across-versions" ? `compared across engine versions: ${picture.reason}` : undefined,
  };
}
