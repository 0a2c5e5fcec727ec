/**
 * The engine pictures' last run as data (reports/last-run/engine-pictures.json): what each picture
 * came to, where its file is, which engine version took it, and which tree it was taken of. The
 * visual review reads it beside Playwright's report (qa/visual/engine-changes.ts).
 *
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import {
  type ExpectedOrigin,
  type LeftOut,
  leftOut,
  otherTree,
  type RunOrigin,
  staleBecause,
  TAKEN_BEFORE,
} from "./origin.ts";
import { cleanError, type TestRecord, withRestarts } from "./tests.ts";

/** How a picture was compared: byte for byte, or by the across-versions rule after an engine moved. */
export type Comparison = "exact" | "across-versions";

/** What a picture shows: a page of the site (by its address) or a story of the catalogue (by its id). */
export interface ShownSource {
  kind: "page" | "story";
  id: string;
}

export interface PictureResult {
  /** The baseline's path under snapshots/: `engines/firefox/home-desktop.png`. */
  file: string;
  engine: string;
  /** The page's name or the story's id (as the Chromium baselines name them), and what the picture shows. */
  name: string;
  source: ShownSource;
  viewport: string;
  /** `updated`: the run remade the baseline (`npm run snapshots:engines`). */
  status: "unchanged" | "changed" | "new" | "updated" | "not-compared";
  /** The picture taken, and the baseline as the run compared it (a copy: an accept may replace the file). */
  actual?: string;
  baseline?: string;
  comparison?: Comparison;
  /** What differs, or why the picture was not compared. */
  reason?: string;
  /** The browser stopped answering while it was taken, and was restarted: one sentence each. */
  restarts?: string[];
}

export interface EngineVersions {
  engine: string;
  /** What the engine said it is in this run; absent when it did not start. */
  version?: string;
  /** The version that took its baselines (engine.json); absent before the first baselines. */
  baselineVersion?: string;
}

/** `harness`: the stamp of the picture-taking code, stand-ins and records (picture-harness.ts) the pictures were taken with. */
export interface PictureRun extends RunOrigin {
  engines: EngineVersions[];
  pictures: PictureResult[];
}

export function writePictureRun(file: string, run: PictureRun): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(run, null, 2)}\n`);
}

/** Before a run: no pictures of an earlier run may stand for this one's. */
export function clearPictureRun(file: string): void {
  rmSync(file, { force: true });
}

/** What a run of some engines writes: its own pictures, and the earlier run's of the other engines if of the same tree. */
export interface MergedPictureRun {
  run: PictureRun;
  /** The engines whose earlier pictures were left out, and the line that says why. */
  dropped?: LeftOut;
}

/**
 * Two runs of one engine each add up: this run's results (`now`, of the engines in `ran`) with the
 * earlier run's of every other engine, when the earlier run was taken of the same tree (commit,
 * files, picture harness). Otherwise those are left out, and `dropped` says whose and why.
 */
export function mergePictureRuns(earlier: PictureRun | undefined, now: PictureRun, ran: string[]): MergedPictureRun {
  const other = (engine: string) => !ran.includes(engine);
  const engines = earlier?.engines.filter(({ engine }) => other(engine)) ?? [];
  const pictures = earlier?.pictures.filter(({ engine }) => other(engine)) ?? [];
  const kept = [...new Set([...engines.map(({ engine }) => engine), ...pictures.map(({ engine }) => engine)])];
  if (!earlier || kept.length === 0) return { run: now };
  const why = otherTree(earlier, now);
  if (why) return { run: now, dropped: leftOut(kept, "pictures", why, TAKE_ENGINE_PICTURES, "takes") };
  return {
    run: {
      ...now,
      engines: byEngine([...now.engines, ...engines]),
      pictures: byEngine([...now.pictures, ...pictures]),
    },
  };
}

/** Each engine's entries together, the engines in the order of their names, each's in the order it had. */
const byEngine = <T extends { engine: string }>(entries: T[]) =>
  entries.toSorted((a, b) => a.engine.localeCompare(b.engine));

/** How to take the engine pictures again, for every message that asks for it. */
export const TAKE_ENGINE_PICTURES = "npm run test:engines -- --pictures";

/**
 * The last run's results, or undefined before any run. A file that is no run's results (cut short,
 * edited, not JSON) is an error naming it and the command that writes it again.
 */
export function readPictureRun(file: string): PictureRun | undefined {
  if (!existsSync(file)) return undefined;
  let run: Partial<PictureRun> | null;
  try {
    run = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw unreadable(file, (error as Error).message);
  }
  if (typeof run?.commit !== "string" || !Array.isArray(run.engines) || !Array.isArray(run.pictures)) {
    throw unreadable(file, "it lists no commit, engines and pictures");
  }
  return run as PictureRun;
}

/** Why the run's pictures cannot stand for this tree's, or undefined when they can: what is wrong, without the command. */
export function staleEnginePictures(run: PictureRun | undefined, expected: ExpectedOrigin): string | undefined {
  if (!run) return "no Firefox and WebKit pictures were taken for this checkout";
  return staleBecause("the Firefox and WebKit pictures", run, expected, TAKEN_BEFORE);
}

const unreadable = (file: string, why: string) =>
  new Error(`${file} is not the engine pictures' results (${why}): \`${TAKE_ENGINE_PICTURES}\` writes it again.`);

/** The sentence a run prints when an engine's version is not the one that took its baselines. */
export function versionMoveLine({ engine, version, baselineVersion }: EngineVersions): string | undefined {
  if (!version || !baselineVersion || version === baselineVersion) return undefined;
  return (
    `  ${engine} moved from ${baselineVersion} (its baselines) to ${version}: its pictures are compared by the ` +
    `across-versions rule, antialiasing forgiven. \`npm run snapshots:engines -- --engine ${engine.toLowerCase()}\` remakes them.`
  );
}

/** What a picture that did not pass came to, as the engines' run says it. */
const PICTURE_OUTCOME: Record<PictureResult["status"], string> = {
  unchanged: "unchanged",
  updated: "written as the baseline",
  changed: "changed",
  new: "new: no baseline yet",
  "not-compared": "not compared",
};

/** Every picture of the run: passed when it matched its baseline (or was remade as one). */
export function pictureTests({ pictures }: Pick<PictureRun, "pictures">): TestRecord[] {
  return pictures.map(({ engine, file, name, status, reason, restarts }) => {
    const passed = status === "unchanged" || status === "updated";
    return {
      layer: "engine picture",
      place: engine,
      file,
      title: name,
      status: passed ? "passed" : "failed",
      tags: [],
      ...(!passed && { error: cleanError(reason ? `${PICTURE_OUTCOME[status]}: ${reason}` : PICTURE_OUTCOME[status]) }),
      ...withRestarts(restarts),
    };
  });
}
