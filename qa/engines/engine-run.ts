/**
 * A run of the engines for any site: the installed ones of those asked for, side by side, each its pictures and
 * then its journeys in one browser started afresh between them, every command bounded and a silent browser
 * restarted. The run replaces only the results of what it did again: the run before's of another engine stay
 * when they were of the same tree, so one engine's run and then the other's add up. What a site pictures and
 * walks, and the servers it runs against, are its command's (this site's: qa/plan/test-engines.ts).
 */
import { accessSync, constants, existsSync, mkdirSync } from "node:fs";
import {
  clearEngineResults,
  clearJourneyScreenshots,
  clearPictureRun,
  type JourneyResult,
  mergeEngineResults,
  mergePictureRuns,
  pictureHarnessStamp,
  readEngineResults,
  readPictureRun,
  versionMoveLine,
  writeEngineResults,
  writePictureRun,
} from "#qa/results/index.ts";
import { COMMAND_LIMIT_MS, type EngineSession, guarded, startAfresh } from "./answering.ts";
import type { Engine } from "./driver.ts";
import type { Journey, Site } from "./journey.ts";
import { runJourneys } from "./journey-run.ts";
import {
  clearEnginePictureFiles,
  notAsBaseline,
  notTaken,
  type PictureRunPlace,
  pictureSummaryLine,
  runPictures,
} from "./picture-run.ts";
import { type EnginePicture, picturingEngine } from "./pictures.ts";
import { preflight } from "./preflight.ts";
import { type EngineInfo, summaryLine, versionLine, whereToLook } from "./report.ts";

/**
 * A driver command made of several (a WebDriver `goto` waits for the load with many, each within
 * COMMAND_LIMIT_MS): bounded as a whole too, above the waits inside it.
 */
const LIMITS = { commandMs: 3 * COMMAND_LIMIT_MS };

/** Where a run keeps what it leaves. */
export interface EngineRunFiles {
  /** The failed journeys' screenshots. */
  screenshots: string;
  /** The pictures taken, and copies of the baselines they differ from. */
  pictures: string;
  /** The journeys' results, read by the coverage and the soak. */
  journeyResults: string;
  /** The pictures' results, read by the review. */
  pictureResults: string;
  /** What a browser that stopped answering was doing. */
  hangs: string;
}

export interface EngineRun {
  /** The engines asked for: those not installed here, or not started, are said, and their pictures not compared. */
  engines: Engine[];
  /** Those of them installed here (enginesHere). */
  here: Engine[];
  site: Site;
  /** The pictures to take, unless the run walks journeys only: each engine's, and where and how they are taken. */
  pictures?: { of: (engine: string) => EnginePicture[]; place: Omit<PictureRunPlace, "pictures" | "outputDir"> };
  /** The journeys to walk, unless the run takes pictures only. */
  journeys?: Journey[];
  /** What the pictures and journeys are taken of: the tree now (the review refuses them once it changes). */
  origin: { commit: string; inputs: string };
  files: EngineRunFiles;
  /** What the banner says is pictured, e.g. "every page's and story's pictures". */
  picturedLabel: string;
}

const isExecutable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
    // Stryker disable next-line BlockStatement: a function that returns nothing returns undefined, as falsy as false
  } catch {
    return false;
  }
};

/** The results the run before left in `file`, or none: a file that cannot be read is left out, saying so. */
function earlierResults<T>(file: string, read: (file: string) => T | undefined, log: (line: string) => void) {
  if (!existsSync(file)) return undefined;
  try {
    return read(file);
  } catch (error) {
    log(`  ${file} could not be read (${(error as Error).message}): the results of the run before are left out`);
    return undefined;
  }
}

/**
 * Those of `engines` installed here, saying which are not and how to install them; none at all on CI when one is
 * missing (preflight.ts), where every engine is part of the verdict.
 */
export function enginesHere(engines: Engine[], onCI: boolean, log: (line: string) => void): Engine[] | undefined {
  const verdict = preflight(
    engines.map((engine) => ({ name: engine.name, missing: engine.programs.filter((file) => !isExecutable(file)) })),
    onCI,
  );
  if (verdict.message) log(verdict.message);
  return verdict.fatal ? undefined : engines.filter((engine) => verdict.run.includes(engine.name));
}

/** Runs the engines as `run` says, writes their results, and says whether all went well: the exit code. */
export async function runEngines(run: EngineRun, log: (line: string) => void): Promise<number> {
  const { files, site, pictures: picturing, journeys = [], here: engines } = run;
  const walkJourneys = run.journeys !== undefined;
  const skipped = run.engines.filter((engine) => !engines.includes(engine));

  /** What this run does again: the other engines' results of the run before stay, if of the same tree (see the end). */
  // Stryker disable next-line ArrayDeclaration: a name no engine has keeps and clears no engine's results, as none does
  const ranPictures = picturing ? run.engines.map((engine) => engine.name) : [];
  // Stryker disable next-line ArrayDeclaration: as above
  const ranJourneys = walkJourneys ? run.engines.map((engine) => engine.name) : [];
  const earlierJourneys = earlierResults(
    files.journeyResults,
    (file) => {
      const results = readEngineResults(file);
      if (!Array.isArray(results?.journeys)) throw new Error("it lists no journeys");
      return results;
    },
    log,
  );
  const earlierPictures = earlierResults(files.pictureResults, readPictureRun, log);
  for (const name of ranJourneys) clearJourneyScreenshots(files.screenshots, name);
  for (const name of ranPictures) clearEnginePictureFiles(files.pictures, name);
  clearEngineResults(files.journeyResults);
  clearPictureRun(files.pictureResults);
  mkdirSync(files.screenshots, { recursive: true });
  /** Each journey's outcome in each engine, for the spec rule coverage. */
  const outcomes: JourneyResult[] = [];

  /** A browser of the engine whose every command is bounded (answering.ts), started anew when asked. */
  async function startSession(engine: Engine): Promise<EngineSession> {
    const launch = async () => guarded(await engine.launch(site), LIMITS);
    return { engine: engine.name, driver: await launch(), relaunch: launch, hangs: { dir: files.hangs } };
  }

  let exitCode = 0;
  // Both engines start at once; the banner lists what each one says it is before any journey runs.
  const launched = await Promise.allSettled(engines.map((engine) => startSession(engine)));
  log(
    `Engines (${picturing ? `${run.picturedLabel}, ` : ""}${journeys.length} journeys each, site ${site.origin}, ` +
      `every command answered within ${COMMAND_LIMIT_MS / 1000} s or the browser is restarted):`,
  );
  const running: { engine: Engine; session: EngineSession; info: EngineInfo }[] = [];
  launched.forEach((outcome, index) => {
    const engine = engines[index];
    if (outcome.status === "rejected") {
      exitCode = 1;
      log(
        `  ✗ ${engine.name} did not start: ${outcome.reason instanceof Error ? outcome.reason.message : outcome.reason}`,
      );
      return;
    }
    const info = { ...outcome.value.driver.engine, via: engine.via };
    log(versionLine(info));
    running.push({ engine, session: outcome.value, info });
  });
  // The engines run side by side, each its pictures and then its journeys, started afresh between them
  // (Firefox in a user context of its own, WebKit in a new browser): what the pictures leave behind (a
  // cached page answers 304, a pointer hovers) is no journey's start. A new Firefox profile's first start
  // was five seconds of a core; the page journeys' 200 would be the pictures' 304 if the cache were shared.
  const results = await Promise.all(
    running.map(async ({ engine, session, info }) => {
      try {
        const pictured = picturing
          ? await runPictures(
              picturingEngine(engine.name),
              session,
              { ...picturing.place, outputDir: files.pictures, pictures: picturing.of(engine.name) },
              log,
            )
          : undefined;
        if (pictured && walkJourneys) {
          try {
            session.driver = await startAfresh(session, LIMITS);
          } catch (error) {
            // Every journey counts as failed: none could run.
            log(`  ✗ ${info.name} did not start again for the journeys: ${(error as Error).message}`);
            for (const journey of journeys) {
              outcomes.push({ engine: engine.name, title: journey.name, status: "failed", error: "did not start" });
            }
            return { info, pictured, passed: 0, failed: journeys.length, ms: 0 };
          }
        }
        const walked = await runJourneys(session, journeys, site, info, files.screenshots, log);
        outcomes.push(...walked.outcomes);
        return { info, pictured, ...walked };
      } finally {
        await session.driver.close().catch(() => undefined);
      }
    }),
  );
  for (const { info, pictured, passed, failed, ms } of results) {
    if (pictured) {
      const moved = versionMoveLine(pictured.versions);
      if (moved) log(moved);
      log(pictureSummaryLine(pictured.versions, pictured.pictures));
      if (pictured.pictures.some(notAsBaseline)) exitCode = 1;
    }
    if (walkJourneys) log(summaryLine(info, passed, failed, ms));
    if (failed) exitCode = 1;
    // Said again at the end, where a reader of a long run looks: the machinery's faults, apart from the verdict.
    const restarts = [
      ...(pictured?.pictures ?? []).flatMap((picture) => picture.restarts ?? []),
      ...outcomes.filter((outcome) => outcome.engine === info.name).flatMap((outcome) => outcome.restarts ?? []),
    ];
    for (const restart of restarts) log(`↻ ${restart}`);
  }
  // Stamped once the records are written: a remake's pictures belong with the records it wrote.
  const taken = { ...run.origin, harness: pictureHarnessStamp() };
  const journeyResults = mergeEngineResults(earlierJourneys, { ...taken, journeys: outcomes }, ranJourneys);
  if (journeyResults.dropped) {
    log(journeyResults.dropped.line);
    for (const name of journeyResults.dropped.engines) clearJourneyScreenshots(files.screenshots, name);
  }
  if (walkJourneys || journeyResults.results.journeys.length > 0) {
    writeEngineResults(files.journeyResults, journeyResults.results);
  }
  const pictured = results.flatMap(({ pictured }) => (pictured ? [pictured] : []));
  // An engine that is not here or did not start: each of its pictures is listed as not compared.
  const missing = picturing
    ? run.engines
        .filter((engine) => !pictured.some(({ versions }) => versions.engine === engine.name))
        .map((engine) => ({
          engine,
          pictures: picturing.of(engine.name),
          why: skipped.includes(engine) ? `${engine.name} is not installed here` : `${engine.name} did not start`,
        }))
    : [];
  // Pictures asked for and not taken make no clean run, here as in CI (the journeys may be skipped locally).
  for (const { engine, pictures, why } of missing) {
    log(`✗ ${engine.name}: none of its ${pictures.length} pictures compared (${why})`);
    exitCode = 1;
  }
  const look = whereToLook(
    {
      journeys: results.reduce((sum, { failed }) => sum + failed, 0),
      pictures: missing.length + pictured.flatMap(({ pictures }) => pictures).filter(notAsBaseline).length,
    },
    { screenshots: files.screenshots, pictures: files.pictures },
  );
  if (look) log(look);
  const pictureResults = mergePictureRuns(
    earlierPictures,
    {
      ...taken,
      engines: [...pictured.map(({ versions }) => versions), ...missing.map(({ engine }) => ({ engine: engine.name }))],
      pictures: [
        ...pictured.flatMap(({ pictures }) => pictures),
        ...missing.flatMap(({ pictures, why }) => notTaken(pictures, why)),
      ],
    },
    ranPictures,
  );
  if (pictureResults.dropped) {
    log(pictureResults.dropped.line);
    for (const name of pictureResults.dropped.engines) clearEnginePictureFiles(files.pictures, name);
  }
  if (picturing || pictureResults.run.pictures.length > 0) writePictureRun(files.pictureResults, pictureResults.run);
  return exitCode;
}
