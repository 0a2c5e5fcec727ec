import { modulesShowing, reachable, type Sources, takesEnginePictures } from "#qa/visual/causes.ts";
import { NOT_FOUND_PAGES, PATHS } from "#src/lib/paths.ts";
import { publicPaths } from "#src/lib/public-paths.ts";

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

/** A spec that opens every page (or the server that answers them all). */
export const EVERY_PAGE = "every page";

const ARTICLES = publicPaths.filter((path) => path.startsWith(`${PATHS.blog}/`));
const UNKNOWN_PAGES = NOT_FOUND_PAGES.map((page) => page.prerenderAt);

/**
 * The pages each browser spec opens, by file under specs/. A spec of one page runs when that page
 * is reached; a spec of every page whenever any page is. The stories' spec goes by story instead,
 * and the review page's spec opens no page of the site (Playwright runs it when what it imports
 * changes). A spec missing here counts as opening every page (select.test.ts keeps the list whole).
 */
export const SPEC_PAGES: Record<string, string[] | typeof EVERY_PAGE> = {
  "specs/about.spec.ts": [PATHS.about],
  "specs/home.spec.ts": [PATHS.home],
  "specs/blog.spec.ts": [PATHS.blog, ...ARTICLES],
  "specs/contact.spec.ts": [PATHS.contact],
  "specs/not-found.spec.ts": UNKNOWN_PAGES,
  "specs/images.spec.ts": publicPaths,
  "specs/before-live.spec.ts": EVERY_PAGE,
  "specs/build-output.spec.ts": EVERY_PAGE,
  "specs/loading.spec.ts": EVERY_PAGE,
  "specs/navigation.spec.ts": EVERY_PAGE,
  "specs/security.spec.ts": EVERY_PAGE,
  "specs/static-host.spec.ts": EVERY_PAGE,
  "specs/stories.spec.ts": [],
  "specs/visual-review.spec.ts": [],
};

/** The spec that makes one test per story: run for the reached stories alone. */
export const STORIES_SPEC = "specs/stories.spec.ts";

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.includes("/fixtures/");

/** Files whose change reaches every check, each with why; tests and fixtures are their importers' business. */
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
      file === "qa/settings.ts" ||
      file === "src/test-setup.ts" ||
      file.startsWith("mocks/"),
    "a support file of every spec",
  ],
  [takesEnginePictures, "the engines' harness, which takes every engine picture"],
];

/** Why `file` reaches every check, or undefined. A site source no build's graph holds (the server's entry, the route table) does too. */
export function reachesEverything(file: string, sources: Sources): string | undefined {
  if (isTest(file)) return undefined;
  const rule = EVERYTHING.find(([matches]) => matches(file));
  if (rule) return rule[1];
  const inGraph = (graph?: { modules: Record<string, unknown> }) => Boolean(graph && file in graph.modules);
  if (file.startsWith("src/") && !inGraph(sources.site) && !inGraph(sources.catalogue)) {
    return "a site source no build's module graph holds (read by the build or the server)";
  }
  return undefined;
}

/** A Firefox and WebKit journey, by the pages it opens. */
export interface VisitingJourney {
  name: string;
  pages: string[];
}

/** The journeys that open any of `pages`. */
export const journeysVisiting = <T extends VisitingJourney>(journeys: T[], pages: string[]): T[] =>
  journeys.filter((journey) => journey.pages.some((page) => pages.includes(page)));

/** What there is to choose from. */
export interface Checks {
  /** The pages checked besides those the journeys and specs open, by path (the pictures', the built HTML). */
  pages: string[];
  /** Every story's id. */
  stories: string[];
  journeys: VisitingJourney[];
  specPages: Record<string, string[] | typeof EVERY_PAGE>;
}

/** One changed file and the pages and stories it reaches. */
export interface Reach {
  file: string;
  pages: string[];
  stories: string[];
}

export type Selection =
  | { everything: { file: string; why: string }[] }
  | {
      reaches: Reach[];
      /** The pages (every page the checks name) and stories reached. */
      pages: string[];
      stories: string[];
      /** Whole browser spec files to run (the stories' spec goes by `stories`). */
      specs: string[];
      journeys: string[];
    };

/** The browser spec files of `pages`. */
export function specsOpening(pages: string[], specPages: Checks["specPages"]): string[] {
  if (pages.length === 0) return [];
  return Object.entries(specPages)
    .filter(([, opens]) => opens === EVERY_PAGE || opens.some((page) => pages.includes(page)))
    .map(([file]) => file)
    .sort();
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
    ]),
  ];
  const pageModules = allPages.map((page) => ({ id: page, modules: showing("page", page) }));
  const storyModules = checks.stories.map((story) => ({ id: story, modules: showing("story", story) }));
  const reaching = (file: string, subjects: { id: string; modules: Set<string> | "all" }[]) =>
    subjects.filter(({ modules }) => modules === "all" || modules.has(file)).map(({ id }) => id);
  const reaches = changed.map((file) => ({
    file,
    pages: reaching(file, pageModules),
    stories: reaching(file, storyModules),
  }));
  const pages = allPages.filter((page) => reaches.some((reach) => reach.pages.includes(page)));
  const stories = checks.stories.filter((story) => reaches.some((reach) => reach.stories.includes(story)));
  return {
    reaches,
    pages,
    stories,
    specs: specsOpening(pages, checks.specPages),
    journeys: journeysVisiting(checks.journeys, pages).map((journey) => journey.name),
  };
}

/** The pages each of `files` (the specs/ folder's) opens: SPEC_PAGES's, and every page for a spec it does not list. */
export const specPagesFor = (files: string[]): Checks["specPages"] =>
  Object.fromEntries(files.map((file) => [file, SPEC_PAGES[file] ?? EVERY_PAGE]));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Playwright's --grep for the chosen tests: every test of the whole spec files given beside it, and
 * of the stories' spec only the chosen stories' tests. Playwright matches it against the project,
 * the file, the title (a story's is `title › name`) and the tags, joined by spaces.
 */
export function playwrightGrep(wholeFiles: string[], stories: { title: string; name: string }[]): string {
  const storiesFile = escapeRegExp(STORIES_SPEC.replace("specs/", ""));
  const titles = stories.map((story) => escapeRegExp(`${story.title} › ${story.name}`));
  return [
    ...(wholeFiles.length > 0 ? [`^(?!.* ${storiesFile} )`] : []),
    ...(titles.length > 0 ? [` ${storiesFile} (?:${titles.join("|")})(?: @|$)`] : []),
  ].join("|");
}
