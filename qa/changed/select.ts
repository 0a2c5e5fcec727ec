import { describeEnginePicture, type Journey, journeysVisiting } from "#qa/engines/index.ts";
import { IN_PLACE_DESCRIBE, IN_PLACE_STORIES } from "#qa/plan/left-behind.ts";
import { EVERY_PAGE, SPEC_PAGES } from "#qa/plan/spec-pages.ts";
import { modulesShowing, reachable, type Sources, takesEnginePictures } from "#qa/visual/index.ts";

/**
 * What `npm run test:changed` runs for the changed files: what the runners cannot know themselves.
 * Vitest (`vitest related`) and Playwright (`--only-changed`) find the specs that import a changed
 * file; neither knows which pages and stories a source reaches once built. That comes from the
 * builds' module graphs, read as the review's causes read them (qa/visual/causes.ts): a page is its
 * route modules with what every page loads, a story its file with what every story loads.
 *
 * Some files reach everything, and then the whole suite runs (`everything`): no graph can say what a
 * design token, a font, a configuration or a support file of every spec changes.
 */

/** The spec that makes one test per story: run for the reached stories alone. */
export const STORIES_SPEC = "specs/stories.spec.ts";

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.includes("/fixtures/");

/** A module: Vitest and Playwright follow its importers. */
export const isModule = (file: string) => /\.(m?[jt]sx?|cjs)$/.test(file);

/**
 * A file outside the site's sources that no import leads to: a JSON or picture fixture a spec reads,
 * a CI script a spec runs, a file of public/. The site's own are in the builds' graphs, a baseline
 * reaches what compares it, a workflow has its lint, and the docs no check.
 */
const readNotImported = (file: string) =>
  !file.startsWith("src/") &&
  !file.startsWith("snapshots/") &&
  !file.startsWith(".github/") &&
  !file.endsWith(".md") &&
  !isModule(file);

/**
 * The catalogue's preview and the modules it ends what a story leaves behind with (its errors, timers
 * and network answers) before the next story is shown in the same page: every story is shown through
 * them, and the stories' spec proves the clean slate with tests that go by no story.
 */
const CATALOGUE_PREVIEW = [
  ".storybook/preview.tsx",
  ".storybook/story-errors.ts",
  ".storybook/story-timers.ts",
  ".storybook/mock-network.ts",
];

/** This site's support of every browser spec: its fixtures, the catalogue's story marks, and the servers and builds its runs start. */
const SPEC_SUPPORT = [
  "playwright-fixtures.ts",
  "own-origins.ts",
  "left-behind.ts",
  "story-finished.ts",
  "story-in-place.ts",
  "story-states.ts",
  "global-setup.ts",
  "e2e-servers.ts",
  "site-server.ts",
  "catalogue-server.ts",
  "catalogue-index.ts",
  "server-identity.ts",
  "kept-trees.ts",
].map((file) => `qa/plan/${file}`);

/** Files whose change reaches every check, each with why; a spec and the modules it imports are the runners' to find. */
const EVERYTHING: [(file: string) => boolean, string][] = [
  [(file) => file === "tailwind.config.ts", "a design token"],
  [(file) => file === "src/app.css", "the global stylesheet"],
  [(file) => file.startsWith("src/fonts/"), "a font"],
  [(file) => file === "package-lock.json" || file === "package.json", "the dependencies"],
  [
    (file) =>
      /^(vite|vitest|playwright|react-router)\.config\.ts$/.test(file) ||
      ["biome.json", "tsconfig.json", ".storybook/main.ts"].includes(file),
    "a tool's or build's configuration",
  ],
  [(file) => file.startsWith("src/build/") || file.startsWith("src/server/"), "the build, or the server of every page"],
  [
    (file) =>
      file.startsWith("qa/support/") ||
      SPEC_SUPPORT.includes(file) ||
      file === "qa/settings.ts" ||
      file === "src/test-setup.ts" ||
      file.startsWith("mocks/"),
    "a support file of every spec",
  ],
  [takesEnginePictures, "the engines' harness, which takes every engine picture"],
  [
    (file) => CATALOGUE_PREVIEW.includes(file),
    "the catalogue's preview, which shows every story and ends what each leaves behind",
  ],
  [
    (file) => file === "snapshots/environment.json" || /^snapshots\/engines\/[^/]+\/engine\.json$/.test(file),
    "the record of the browser every baseline was made in",
  ],
];

/** Why `file` reaches every check, or undefined. A site source no build's graph holds (the server's entry, the route table) does too. */
export function reachesEverything(file: string, sources: Sources): string | undefined {
  // A spec, or a fixture it imports: the runners find what imports it. One it reads is read, below.
  if (isTest(file) && isModule(file)) return undefined;
  const rule = EVERYTHING.find(([matches]) => matches(file));
  if (rule) return rule[1];
  if (readNotImported(file)) {
    return "a file read rather than imported (a fixture, a script, a public file): no runner can say which check reads it";
  }
  const inGraph = (graph?: { modules: Record<string, unknown> }) => Boolean(graph && file in graph.modules);
  if (file.startsWith("src/") && !inGraph(sources.site) && !inGraph(sources.catalogue)) {
    return "a site source no build's module graph holds (read by the build or the server)";
  }
  return undefined;
}

/**
 * The stories' spec's tests that show stories in place of others (qa/plan/left-behind.ts), by the
 * stories they show: run when one of those is reached, as the one-story tests go by their story.
 */
const inPlaceTests = (tests: ListedTest[], stories: string[]) =>
  IN_PLACE_STORIES.some((story) => stories.includes(story))
    ? tests.filter((test) => test.file === STORIES_SPEC && test.title[0] === IN_PLACE_DESCRIBE)
    : [];

/** What there is to choose from. */
export interface Checks {
  /** The pages checked besides those the journeys and specs open, by path (the pictures', the built HTML). */
  pages: string[];
  /** Every story's id. */
  stories: string[];
  journeys: Pick<Journey, "name" | "pages" | "stories">[];
  specPages: Record<string, string[] | typeof EVERY_PAGE>;
  /** Every browser test, as Playwright lists it. */
  tests: ListedTest[];
  /** The pages the engines picture, by the name their baselines go by (pictures.ts PICTURED_PAGES). */
  pictured: readonly { name: string; path: string }[];
}

/** One changed file and the pages and stories it reaches (a changed baseline: those it shows, or its spec's tests). */
export interface Reach {
  file: string;
  pages: string[];
  stories: string[];
  /** A Chromium baseline of a page spec: the spec file that compares it, run whole. */
  spec?: string;
}

/** A Chromium baseline: `snapshots/<spec file>/<name>-<project>.png` or `.aria.yml`. */
const CHROMIUM_BASELINE = /^snapshots\/([^/]+\.spec\.ts)\/(.+)-(desktop|mobile)\.(png|aria\.yml)$/;

/**
 * What a changed baseline reaches: an engine picture its page or story; a Chromium baseline of the
 * stories' spec its story (named by the story's id), of another spec that spec. Undefined for any other file.
 */
function baselineReach(file: string, checks: Checks): Omit<Reach, "file"> | undefined {
  const engine = file.startsWith("snapshots/") ? describeEnginePicture(file.slice("snapshots/".length)) : undefined;
  if (engine) {
    const page = checks.pictured.find((pictured) => pictured.name === engine.name);
    return { pages: page ? [page.path] : [], stories: checks.stories.filter((story) => story === engine.name) };
  }
  const [, spec, name] = CHROMIUM_BASELINE.exec(file) ?? [];
  if (!spec) return undefined;
  if (`specs/${spec}` === STORIES_SPEC) return { pages: [], stories: checks.stories.filter((story) => story === name) };
  return { pages: [], stories: [], spec: `specs/${spec}` };
}

export type Selection =
  | { everything: { file: string; why: string }[] }
  | {
      reaches: Reach[];
      /** The pages (every page the checks name) and stories reached. */
      pages: string[];
      stories: string[];
      /** The browser tests to run (the stories' spec goes by `stories`). */
      tests: ListedTest[];
      journeys: string[];
    };

/** A browser test as Playwright lists it: its spec file, the titles down to its own, the pages it names with `opens`. */
export interface ListedTest {
  file: string;
  title: string[];
  opens: string[];
}

/** What `playwright test --list --reporter=json` says of a suite, as far as the choice needs it. */
export interface ListedSuite {
  title: string;
  file: string;
  specs?: { title: string; tests: { annotations: { type: string; description?: string }[] }[] }[];
  suites?: ListedSuite[];
}

/** Every test of Playwright's list (once, whatever its projects), with the pages it names (OPENS_ANNOTATION). */
export function listedTests(suites: ListedSuite[], opensAnnotation: string): ListedTest[] {
  const walk = (suite: ListedSuite, titles: string[]): ListedTest[] => [
    ...(suite.specs ?? []).map((spec) => ({
      file: `specs/${suite.file}`,
      title: [...titles, spec.title],
      opens: [
        ...new Set(
          spec.tests.flatMap((test) =>
            test.annotations.flatMap((a) => (a.type === opensAnnotation && a.description ? [a.description] : [])),
          ),
        ),
      ],
    })),
    ...(suite.suites ?? []).flatMap((inner) => walk(inner, [...titles, inner.title])),
  ];
  // The top suite of each file is the file itself, whose title is no part of a test's.
  return suites.flatMap((file) => walk(file, []));
}

/**
 * The tests that open any of `pages`: those a test names, or else every page its spec file opens.
 * The stories' spec is chosen by story instead.
 */
export function testsOpening(pages: string[], tests: ListedTest[], specPages: Checks["specPages"]): ListedTest[] {
  if (pages.length === 0) return [];
  return tests.filter((test) => {
    if (test.file === STORIES_SPEC) return false;
    const opens = test.opens.length > 0 ? test.opens : (specPages[test.file] ?? EVERY_PAGE);
    return opens === EVERY_PAGE || opens.some((page) => pages.includes(page));
  });
}

/** Everything the changed files reach, or that they reach everything and why. */
export function selectChecks(changed: string[], sources: Sources, checks: Checks): Selection {
  const everything = changed.flatMap((file) => {
    const why = reachesEverything(file, sources);
    return why ? [{ file, why }] : [];
  });
  if (everything.length > 0) return { everything };
  // What each page and story shows; one whose modules are not known (no build) shows every file.
  const showing = (kind: "page" | "story", id: string): Set<string> | "all" => {
    const modules = modulesShowing({ kind, id }, sources);
    return typeof modules === "string" ? "all" : reachable(modules.graph, modules.own, modules.subjects);
  };
  const allPages = [
    ...new Set([
      ...checks.pages,
      ...checks.journeys.flatMap((journey) => journey.pages),
      ...Object.values(checks.specPages).flatMap((opens) => (opens === EVERY_PAGE ? [] : opens)),
      ...checks.tests.flatMap((test) => test.opens),
    ]),
  ];
  const pageModules = allPages.map((page) => ({ id: page, modules: showing("page", page) }));
  const storyModules = checks.stories.map((story) => ({ id: story, modules: showing("story", story) }));
  const reaching = (file: string, subjects: { id: string; modules: Set<string> | "all" }[]) =>
    subjects.filter(({ modules }) => modules === "all" || modules.has(file)).map(({ id }) => id);
  const reaches: Reach[] = changed.map((file) => ({
    file,
    ...(baselineReach(file, checks) ?? { pages: reaching(file, pageModules), stories: reaching(file, storyModules) }),
  }));
  const pages = allPages.filter((page) => reaches.some((reach) => reach.pages.includes(page)));
  const stories = checks.stories.filter((story) => reaches.some((reach) => reach.stories.includes(story)));
  return {
    reaches,
    pages,
    stories,
    tests: [
      ...new Set([
        ...testsOpening(pages, checks.tests, checks.specPages),
        ...checks.tests.filter((test) => reaches.some((reach) => reach.spec === test.file)),
        ...inPlaceTests(checks.tests, stories),
      ]),
    ],
    journeys: journeysVisiting(checks.journeys, pages, stories).map((journey) => journey.name),
  };
}

/** The pages each of `files` (the specs/ folder's) opens: SPEC_PAGES's, and every page for a spec it does not list. */
export const specPagesFor = (files: string[]): Checks["specPages"] =>
  Object.fromEntries(files.map((file) => [file, SPEC_PAGES[file] ?? EVERY_PAGE]));

/** A browser test by its file and titles, as the choice and Playwright's report both name it. */
export const titleOf = (test: Pick<ListedTest, "file" | "title">) => [test.file, ...test.title].join(" › ");

/**
 * The chosen tests Playwright's report of the run does not hold, and those it holds that were not chosen:
 * none of either when its filter held exactly the choice (`ran` is the report's tests, listedTests).
 */
export function filterMisses(chosen: Set<string>, ran: ListedTest[]): { notRun: string[]; notChosen: string[] } {
  const ranTitles = new Set(ran.map(titleOf));
  return {
    notRun: [...chosen].filter((title) => !ranTitles.has(title)),
    notChosen: [...ranTitles].filter((title) => !chosen.has(title)),
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Playwright's --grep for the chosen tests: each by its file and titles, and of the stories' spec the
 * chosen stories' tests (titled `title › name`). Playwright matches it against the project, the file,
 * the titles and the tags, joined by spaces, each describe's tags after its title; a test's title is
 * followed by its tags or ends the text.
 */
export function playwrightGrep(tests: ListedTest[], stories: { title: string; name: string }[]): string {
  const fileName = (file: string) => file.replace(/^specs\//, "");
  // A describe's tags follow its title (`about page @viewport-independent looks right`): any tags may sit between.
  const exactly = (file: string, titles: string[]) =>
    ` ${[fileName(file), ...titles].map(escapeRegExp).join("(?: @\\S+)* ")}(?: @|$)`;
  return [
    ...tests.map((test) => exactly(test.file, test.title)),
    ...stories.map((story) => exactly(STORIES_SPEC, [`${story.title} › ${story.name}`])),
  ].join("|");
}
