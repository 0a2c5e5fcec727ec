/**
 * `npm run test:engines`: every page's and story's pictures (pictures.ts) and the visitor journeys
 * (journeys.ts) in Firefox and WebKit, against the built site and catalogue. `-- --engine webkit` runs one engine, `-- --journey
 * contact` only the journeys whose name contains the text, `-- --pictures` or `-- --journeys` only those,
 * `-- --page /about --story featuregrid--default` (each as often as needed) only those pages' and
 * stories' pictures and the journeys that open those pages (what `npm run test:changed` chose),
 * `-- --update` remakes the chosen engines' baselines (`npm run snapshots:engines`). Prints each
 * engine's version first; fails if any picture differs or any journey fails, with a screenshot per
 * failed journey in reports/engines/ and the pictures in reports/engines/pictures/. This command is
 * this site's: what it pictures and walks, and the servers it runs them against; the run itself, and
 * how its results add up with the run before's, is the engines' (qa/engines/engine-run.ts).
 */

import { tmpdir } from "node:os";
import { join } from "node:path";
import { journeysVisiting, picturesOf, picturingEngine, type Shows, type Site } from "#qa/engines/index.ts";
import { enginesHere, firefox, runEngines, webkit } from "#qa/engines/run.ts";
import { currentCommit } from "#qa/results/index.ts";
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

const here = enginesHere(chosenEngines, readEnv("CI"), console.error);
if (!here) process.exit(1);
if (!here.length && !takePictures) process.exit(0);

// Stopped from outside (npm test stops it when another stage fails): the exit handlers stop the servers and browsers.
for (const signal of ["SIGTERM", "SIGINT"]) process.once(signal, () => process.exit(1));

// What the pictures are taken of: the tree as it is now (the review refuses them once it changes).
// Its files are kept by their stamp, so that the review's refusal can name what changed since.
const origin = { commit: currentCommit(), inputs: keepTree(currentInputs(catalogueBuild())).stamp };
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
let exitCode = 1;
try {
  exitCode = await runEngines(
    {
      engines: chosenEngines,
      here,
      site,
      pictures:
        takePictures && catalogue
          ? {
              // Of the site's pages and the catalogue's stories, those chosen.
              of: (engine) => picturesOf(picturingEngine(engine), sitePictures(stories), shows),
              place: {
                snapshotsDir: SNAPSHOTS_DIR,
                update: options.update,
                take: (driver, picture, baseline) =>
                  takePicture(driver, picture, { catalogue: catalogue.origin }, baseline),
              },
            }
          : undefined,
      journeys: walkJourneys ? journeys : undefined,
      origin,
      files: {
        screenshots: REPORTS.engines,
        pictures: REPORTS.enginePictures,
        journeyResults: REPORTS.lastRun.engines,
        pictureResults: REPORTS.lastRun.enginePictures,
        hangs: REPORTS.lastRun.engineHangs,
      },
      picturedLabel: `${chosenSubjects ? "the chosen" : "every"} page's and story's pictures`,
    },
    console.log,
  );
} finally {
  server.stop();
  catalogue?.stop();
}
process.exit(exitCode);
