/**
 * `npm run test:engines`: every page's and story's pictures (pictures.ts) and the visitor journeys
 * (journeys.ts) in Firefox and WebKit, against the built site and catalogue. `-- --engine webkit` runs one engine, `-- --journey
 * contact` only the journeys whose name contains the text, `-- --pictures` or `-- --journeys` only those,
 * `-- --page /about --story featuregrid--default` (each as often as needed) only those pages' and
 * stories' pictures and the journeys that open those pages (what `npm run test:changed` chose),
 * `-- --update` remakes the chosen engines' baselines (`npm run snapshots:engines`). Prints each
 * engine's version first; fails if any picture differs or any journey fails, with a screenshot per
 * failed journey in reports/engines/ and the pictures in reports/engines/pictures/. A run replaces only
 * the results of what it did again (its engines' pictures, its engines' journeys): the run before's of
 * the other engine stay when it was of the same tree, so one engine's run and then the other's add up.
 *
 */

import { accessSync, constants, existsSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  type Engine,
  type EngineDriver,
  type EnginePicture,
  journeysVisiting,
  picturesOf,
  picturingEngine,
  type Shows,
  type Site,
} from "#qa/engines/index.ts";
import {
  COMMAND_LIMIT_MS,
  clearEnginePictureFiles,
  type EngineInfo,
  type EngineSession,
  firefox,
  guarded,
  notTaken,
  pictureSummaryLine,
  preflight,
  runJourneys,
  runPictures,
  startAfresh,
  summaryLine,
  versionLine,
  webkit,
  whereToLook,
} from "#qa/engines/run.ts";
import {
  clearEngineResults,
  clearJourneyScreenshots,
  clearPictureRun,
  currentCommit,
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
import { REPORTS, readEnv, SNAPSHOTS_DIR } from "#qa/settings.ts";
import { fromCommandLine, parseCommandLine } from "#qa/support/index.ts";
import { catalogueBuild, currentInputs } from "#src/build/builds.ts";
import { readCatalogueStories } from "./catalogue-index.ts";
import { startCatalogueServer } from "./catalogue-server.ts";
import { JOURNEYS } from "./journeys.ts";
import { keepTree } from "./kept-trees.ts";
import { sitePictures } from "./site-pictures.ts";
import { startSiteServer } from "./site-server.ts";
import { takePicture } from "./take-picture.ts";

const REPORT_DIR = REPORTS.engines;
/**
 * A driver command made of several (a WebDriver `goto` waits for the load with many, each within
 * COMMAND_LIMIT_MS): bounded as a whole too, above the waits inside it.
 */
const COMPOSITE_COMMAND_LIMIT_MS = 3 * COMMAND_LIMIT_MS;
const ENGINES = [firefox, webkit];

const USAGE =
  "npm run test:engines -- [--engine <name>]… [--pictures | --journeys] [--journey <text>] [--page <path>]… [--story <id>]… [--update]";
const options = fromCommandLine(
  (args) =>
    parseCommandLine(
      {
        args,
        options: {
          engine: { type: "string", multiple: true },
          journey: { type: "string" },
          page: { type: "string", multiple: true },
          story: { type: "string", multiple: true },
          pictures: { type: "boolean", default: false },
          journeys: { type: "boolean", default: false },
          update: { type: "boolean", default: false },
        },
      },
      USAGE,
    ).values,
);
/** Both unless one is asked for alone (naming journeys asks for journeys); remaking baselines takes pictures only. */
const takePictures = options.pictures || options.update || (!options.journeys && options.journey === undefined);
const walkJourneys = !options.update && (options.journeys || !options.pictures);
const chosenEngines = ENGINES.filter(
  (engine) => !options.engine || options.engine.some((name) => name.toLowerCase() === engine.name.toLowerCase()),
);
/** Some pages and stories asked for alone: their pictures, and the journeys that open the pages. */
const chosenSubjects = options.page || options.story ? [...(options.page ?? []), ...(options.story ?? [])] : undefined;
const shows: Shows | undefined = chosenSubjects && ((source) => chosenSubjects.includes(source.id));
const journeys = walkJourneys
  ? (chosenSubjects ? journeysVisiting(JOURNEYS, options.page ?? [], options.story ?? []) : JOURNEYS).filter(
      (journey) => !options.journey || journey.name.includes(options.journey),
    )
  : [];
if (!chosenEngines.length || (walkJourneys && !journeys.length && !chosenSubjects)) {
  console.error(`No such engine or journey. Engines: ${ENGINES.map((e) => e.name).join(", ")}. Journeys:`);
  for (const journey of JOURNEYS) console.error(`  ${journey.name}`);
  process.exit(1);
}

/** The results the run before left in `file`, or none: a file that cannot be read is left out, saying so. */
function earlierResults<T>(file: string, read: (file: string) => T | undefined): T | undefined {
  if (!existsSync(file)) return undefined;
  try {
    return read(file);
  } catch (error) {
    console.log(
      `  ${file} could not be read (${(error as Error).message}): the results of the run before are left out`,
    );
    return undefined;
  }
}

const isExecutable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};
const verdict = preflight(
  chosenEngines.map((engine) => ({
    name: engine.name,
    missing: engine.programs.filter((file) => !isExecutable(file)),
  })),
  readEnv("CI"),
);
if (verdict.message) console.error(verdict.message);
if (verdict.fatal) process.exit(1);
const engines = chosenEngines.filter((engine) => verdict.run.includes(engine.name));
const skipped = chosenEngines.filter((engine) => !verdict.run.includes(engine.name));
if (!engines.length && !takePictures) process.exit(0);

// Stopped from outside (npm test stops it when another stage fails): the exit handlers stop the servers and browsers.
for (const signal of ["SIGTERM", "SIGINT"]) process.once(signal, () => process.exit(1));

/** What this run does again: the other engines' results of the run before stay, if of the same tree (see the end). */
const ranPictures = takePictures ? chosenEngines.map((engine) => engine.name) : [];
const ranJourneys = walkJourneys ? chosenEngines.map((engine) => engine.name) : [];
const earlierJourneys = earlierResults(REPORTS.lastRun.engines, (file) => {
  const results = readEngineResults(file);
  if (!Array.isArray(results?.journeys)) throw new Error("it lists no journeys");
  return results;
});
const earlierPictures = earlierResults(REPORTS.lastRun.enginePictures, readPictureRun);
for (const name of ranJourneys) clearJourneyScreenshots(REPORT_DIR, name);
for (const name of ranPictures) clearEnginePictureFiles(REPORTS.enginePictures, name);
clearEngineResults(REPORTS.lastRun.engines);
clearPictureRun(REPORTS.lastRun.enginePictures);
// What the pictures are taken of: the tree as it is now (the review refuses them once it changes).
// Its files are kept by their stamp, so that the review's refusal can name what changed since.
const origin = { commit: currentCommit(), inputs: keepTree(currentInputs(catalogueBuild())).stamp };
/** Each journey's outcome in each engine, for the spec rule coverage. */
const outcomes: JourneyResult[] = [];
mkdirSync(REPORT_DIR, { recursive: true });
const inboxFile = join(tmpdir(), `vormis-engines-${process.pid}`, "messages.jsonl");
const server = await startSiteServer({
  portVariable: "ENGINES_SITE_PORT",
  env: { ...process.env, CONTACT_INBOX_FILE: inboxFile },
});
// The stories are pictured too, and a journey goes through them: the catalogue's current build, served for this run alone.
const catalogue =
  takePictures || journeys.some((journey) => journey.catalogue)
    ? await startCatalogueServer("ENGINES_CATALOGUE_PORT")
    : undefined;
const site: Site = { origin: server.origin, inboxFile, catalogue: catalogue?.origin };
const stories = takePictures && catalogue ? readCatalogueStories() : [];
/** The pictures an engine takes in this run: of the site's pages and the catalogue's stories, those chosen. */
const picturesIn = (engine: string) => picturesOf(picturingEngine(engine), sitePictures(stories), shows);
/** Where the pictures are taken, kept and compared: only when they are taken. */
const picturePlace =
  takePictures && catalogue
    ? {
        snapshotsDir: SNAPSHOTS_DIR,
        outputDir: REPORTS.enginePictures,
        update: options.update,
        take: (driver: EngineDriver, picture: EnginePicture, baseline?: Buffer) =>
          takePicture(driver, picture, { catalogue: catalogue.origin }, baseline),
      }
    : undefined;

const LIMITS = { commandMs: COMPOSITE_COMMAND_LIMIT_MS };
/** A browser of the engine whose every command is bounded (answering.ts), started anew when asked. */
async function startSession(engine: Engine): Promise<EngineSession> {
  const launch = async () => guarded(await engine.launch(site), LIMITS);
  return { engine: engine.name, driver: await launch(), relaunch: launch, hangs: { dir: REPORTS.lastRun.engineHangs } };
}

let exitCode = 0;
try {
  // Both engines start at once; the banner lists what each one says it is before any journey runs.
  const launched = await Promise.allSettled(engines.map((engine) => startSession(engine)));
  console.log(
    `Engines (${takePictures ? `${chosenSubjects ? "the chosen" : "every"} page's and story's pictures, ` : ""}${journeys.length} journeys each, site ${site.origin}, ` +
      `every command answered within ${COMMAND_LIMIT_MS / 1000} s or the browser is restarted):`,
  );
  const running: { engine: Engine; session: EngineSession; info: EngineInfo }[] = [];
  launched.forEach((outcome, index) => {
    const engine = engines[index];
    if (outcome.status === "rejected") {
      exitCode = 1;
      console.log(
        `  ✗ ${engine.name} did not start: ${outcome.reason instanceof Error ? outcome.reason.message : outcome.reason}`,
      );
      return;
    }
    const info = { ...outcome.value.driver.engine, via: engine.via };
    console.log(versionLine(info));
    running.push({ engine, session: outcome.value, info });
  });
  // The engines run side by side, each its pictures and then its journeys, started afresh between them
  // (Firefox in a user context of its own, WebKit in a new browser): what the pictures leave behind (a
  // cached page answers 304, a pointer hovers) is no journey's start. A new Firefox profile's first start
  // was five seconds of a core; the page journeys' 200 would be the pictures' 304 if the cache were shared.
  const results = await Promise.all(
    running.map(async ({ engine, session, info }) => {
      try {
        const pictured = picturePlace
          ? await runPictures(
              picturingEngine(engine.name),
              session,
              { ...picturePlace, pictures: picturesIn(engine.name) },
              console.log,
            )
          : undefined;
        if (pictured && walkJourneys) {
          try {
            session.driver = await startAfresh(session, LIMITS);
          } catch (error) {
            // Every journey counts as failed: none could run.
            console.log(`  ✗ ${info.name} did not start again for the journeys: ${(error as Error).message}`);
            for (const journey of journeys) {
              outcomes.push({ engine: engine.name, title: journey.name, status: "failed", error: "did not start" });
            }
            return { info, pictured, passed: 0, failed: journeys.length, ms: 0 };
          }
        }
        const walked = await runJourneys(session, journeys, site, info, REPORT_DIR, console.log);
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
      if (moved) console.log(moved);
      const wrong = pictured.pictures.filter((picture) => !["unchanged", "updated"].includes(picture.status));
      console.log(pictureSummaryLine(pictured.versions, pictured.pictures.length, wrong.length));
      if (wrong.length) exitCode = 1;
    }
    if (walkJourneys) console.log(summaryLine(info, passed, failed, ms));
    if (failed) exitCode = 1;
    // Said again at the end, where a reader of a long run looks: the machinery's faults, apart from the verdict.
    const restarts = [
      ...(pictured?.pictures ?? []).flatMap((picture) => picture.restarts ?? []),
      ...outcomes.filter((outcome) => outcome.engine === info.name).flatMap((outcome) => outcome.restarts ?? []),
    ];
    for (const restart of restarts) console.log(`↻ ${restart}`);
  }
  // Stamped once the records are written: a remake's pictures belong with the records it wrote.
  const taken = { ...origin, harness: pictureHarnessStamp() };
  const journeyResults = mergeEngineResults(earlierJourneys, { ...taken, journeys: outcomes }, ranJourneys);
  if (journeyResults.dropped) {
    console.log(journeyResults.dropped.line);
    for (const name of journeyResults.dropped.engines) clearJourneyScreenshots(REPORT_DIR, name);
  }
  if (walkJourneys || journeyResults.results.journeys.length > 0) {
    writeEngineResults(REPORTS.lastRun.engines, journeyResults.results);
  }
  const pictured = results.flatMap(({ pictured }) => (pictured ? [pictured] : []));
  // An engine that is not here or did not start: each of its pictures is listed as not compared.
  const missing = (takePictures ? chosenEngines : [])
    .filter((engine) => !pictured.some(({ versions }) => versions.engine === engine.name))
    .map((engine) => ({
      engine,
      why: skipped.includes(engine) ? `${engine.name} is not installed here` : `${engine.name} did not start`,
    }));
  // Pictures asked for and not taken make no clean run, here as in CI (the journeys may be skipped locally).
  for (const { engine, why } of missing) {
    console.log(`✗ ${engine.name}: none of its ${picturesIn(engine.name).length} pictures compared (${why})`);
    exitCode = 1;
  }
  const look = whereToLook(
    {
      journeys: results.reduce((sum, { failed }) => sum + failed, 0),
      pictures:
        missing.length +
        pictured
          .flatMap(({ pictures }) => pictures)
          .filter((picture) => !["unchanged", "updated"].includes(picture.status)).length,
    },
    { screenshots: REPORT_DIR, pictures: REPORTS.enginePictures },
  );
  if (look) console.log(look);
  const pictureResults = mergePictureRuns(
    earlierPictures,
    {
      ...taken,
      engines: [...pictured.map(({ versions }) => versions), ...missing.map(({ engine }) => ({ engine: engine.name }))],
      pictures: [
        ...pictured.flatMap(({ pictures }) => pictures),
        ...missing.flatMap(({ engine, why }) => notTaken(picturesIn(engine.name), why)),
      ],
    },
    ranPictures,
  );
  if (pictureResults.dropped) {
    console.log(pictureResults.dropped.line);
    for (const name of pictureResults.dropped.engines) clearEnginePictureFiles(REPORTS.enginePictures, name);
  }
  if (takePictures || pictureResults.run.pictures.length > 0) {
    writePictureRun(REPORTS.lastRun.enginePictures, pictureResults.run);
  }
} finally {
  server.stop();
  catalogue?.stop();
}
process.exit(exitCode);
