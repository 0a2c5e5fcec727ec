import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes } from "react-router";
import { ENGINE_BASELINES } from "#qa/engines/index.ts";
import { type CatalogueStory, catalogueIndexFile, readCatalogueStories } from "#qa/plan/catalogue-index.ts";
import { PICTURE_HARNESS, type ShownSource } from "#qa/results/index.ts";
import { catalogueBuild, siteBuild } from "#src/build/builds.ts";
import { MODULE_GRAPH_FILE, type ModuleGraph } from "#src/build/module-graph.ts";
import siteRoutes from "#src/routes.ts";
import type { Change } from "./change.ts";
import { type ChangedFiles, changedFiles } from "./changed-files.ts";

/**
 * Why a baseline changed: the changed files (changed-files.ts) that reach, through the module graph
 * the build recorded (src/build/module-graph.ts), the page or story the picture shows (the change's
 * `source`). A page is its route module (React Router's own route config, src/routes.ts); a story
 * is its story file (the catalogue's index.json). Either is seen together with what every page or
 * every story loads: what the build's entries reach without going through another page's route
 * module or another story's file (src/root.tsx and src/app.css on the site; the catalogue's
 * preview, its decorators and app.css in the catalogue). The spec that takes the picture counts too.
 *
 * An obsolete baseline shows nothing any more: it is put down to the changed files that declare
 * baselines of its folder (its spec; for the catalogue's, the story files too), where it was most
 * likely renamed or removed.
 */

/** The files that declare the Firefox and WebKit pictures (snapshots/engines/): how they are named, and which pages. */
const ENGINE_PICTURE_LISTS = ["qa/engines/pictures.ts", "qa/plan/pictured-pages.ts"];

/** A file whose change changes every engine picture: the code that drives, settles and shoots, the stand-in photos (not the records). */
export const takesEnginePictures = (file: string) =>
  PICTURE_HARNESS.some((entry) => file === entry || file.startsWith(`${entry}/`)) &&
  !file.startsWith("snapshots/") &&
  !file.endsWith(".test.ts") &&
  !file.includes("/fixtures/");

/** The site's route modules are named from this folder (react-router.config.ts's appDirectory). */
const APP_DIRECTORY = "src";
/** The spec that makes one test per story (specs/stories.spec.ts): the story files declare its baselines. */
const CATALOGUE_SPEC = "stories.spec.ts";
const isStoryFile = (file: string) => /^src\/.*\.stories\.tsx$/.test(file);
/** An engine picture of a story: named by the story's id, which joins its title and name with `--` (no page name has it). */
const isStoryPicture = (name: string) => (name.split("/").at(-1) ?? "").includes("--");

/** What the review knows of the checkout's modules. */
export interface Sources {
  /** The site's graph (build/module-graph.json), and its routes (src/routes.ts). */
  site?: ModuleGraph;
  routes: RouteConfigEntry[];
  /** The catalogue's graph (storybook-static/module-graph.json), and each story's file (index.json). */
  catalogue?: ModuleGraph;
  stories: Record<string, string>;
}

/** What a change's record says about its causes: the files, or why the review cannot tell. */
export type CausesOf = Pick<Change, "causes" | "causesUnknown">;

/** The modules a picture shows, in the graph of the build that made them. */
export function modulesShowing(
  source: ShownSource,
  sources: Sources,
): { graph: ModuleGraph; own: string[]; subjects: string[] } | string {
  if (source.kind === "page") {
    if (!sources.site) return `the site's build recorded no module graph (build/${MODULE_GRAPH_FILE}: npm run build)`;
    const matches = matchRoutes(sources.routes as Parameters<typeof matchRoutes>[0], source.id) ?? [];
    if (matches.length === 0) return `no route of src/routes.ts matches ${source.id}`;
    const routeFile = (route: object) => `${APP_DIRECTORY}/${(route as RouteConfigEntry).file}`;
    return {
      graph: sources.site,
      own: matches.map((match) => routeFile(match.route)),
      subjects: allRoutes(sources.routes).map(routeFile),
    };
  }
  if (!sources.catalogue)
    return `the catalogue's build recorded no module graph (storybook-static/${MODULE_GRAPH_FILE}: npm run build-storybook)`;
  const file = sources.stories[source.id];
  if (!file) return `the catalogue's index.json has no story ${source.id}`;
  return { graph: sources.catalogue, own: [file], subjects: Object.values(sources.stories) };
}

const allRoutes = (routes: RouteConfigEntry[]): RouteConfigEntry[] =>
  routes.flatMap((route) => [route, ...allRoutes(route.children ?? [])]);

/**
 * Every module and file reachable from `own` (through static and dynamic imports and the files a
 * module's transform read), and from the build's entries without entering another subject.
 */
export function reachable(graph: ModuleGraph, own: string[], subjects: string[]): Set<string> {
  const reached = new Set<string>();
  const others = new Set(subjects.filter((subject) => !own.includes(subject)));
  const queue = [...own, ...graph.entries.filter((entry) => !others.has(entry))];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    if (reached.has(id) || others.has(id)) continue;
    reached.add(id);
    const module = graph.modules[id];
    if (module) queue.push(...module.imports, ...module.dynamicImports, ...module.reads);
  }
  return reached;
}

/** The changed files behind one change, or why the review cannot tell. */
export function causesOf(change: Change, sources: Sources, changed: string[]): CausesOf {
  const [folder] = change.name.split("/");
  // What takes the baseline: its spec, or for the engine pictures the code that takes them and the stand-in photos.
  const takes = (file: string) =>
    folder === ENGINE_BASELINES ? takesEnginePictures(file) : file === `specs/${folder}`;
  if (change.status === "obsolete") {
    // The engine pictures are named in their list, and their stories' pictures by the story files as well.
    const declares = (file: string) =>
      folder === ENGINE_BASELINES
        ? ENGINE_PICTURE_LISTS.includes(file) || (isStoryPicture(change.name) && isStoryFile(file))
        : takes(file) || (folder === CATALOGUE_SPEC && isStoryFile(file));
    return { causes: changed.filter(declares) };
  }
  if (!change.source) return { causesUnknown: "the run recorded no page or story for it (a run from before?)" };
  const showing = modulesShowing(change.source, sources);
  if (typeof showing === "string") return { causesUnknown: showing };
  const reached = reachable(showing.graph, showing.own, showing.subjects);
  return { causes: changed.filter((file) => reached.has(file) || takes(file)) };
}

/** Each story's file, as the catalogue's index names it (without its leading `./`). */
export const storyFiles = (stories: CatalogueStory[]): Record<string, string> =>
  Object.fromEntries(stories.map((story) => [story.id, story.importPath.replace(/^\.\//, "")]));

/** What the builds in `root` recorded, with the site's routes (this checkout's unless given). */
export function loadSources(root: string, routes: RouteConfigEntry[] = siteRoutes): Sources {
  const readJson = <T>(file: string): T | undefined =>
    existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as T) : undefined;
  const site = siteBuild(process.env, root);
  const catalogue = catalogueBuild(root);
  const index = catalogueIndexFile(root);
  return {
    site: readJson<ModuleGraph>(join(root, site.folder, MODULE_GRAPH_FILE)),
    routes,
    catalogue: readJson<ModuleGraph>(join(root, catalogue.folder, MODULE_GRAPH_FILE)),
    // No catalogue built: no story's file is known, and each story's change says why.
    stories: existsSync(index) ? storyFiles(readCatalogueStories(index)) : {},
  };
}

/** Each change with its causes, and what the changed files were measured against. */
export function withCauses(
  changes: Change[],
  root: string,
  changed: ChangedFiles = changedFiles(root),
): { changes: Change[]; changedFiles: ChangedFiles } {
  if ("unknown" in changed) {
    return { changes: changes.map((change) => withUnknown(change, changed.unknown)), changedFiles: changed };
  }
  const sources = loadSources(root);
  return {
    changes: changes.map((change) =>
      change.status === "not-compared" ? change : { ...change, ...causesOf(change, sources, changed.files) },
    ),
    changedFiles: changed,
  };
}

const withUnknown = (change: Change, why: string): Change =>
  change.status === "not-compared" ? change : { ...change, causesUnknown: `the changed files are not known: ${why}` };
