/**
 * The pictures Firefox and WebKit take of a site: what its plan pictures (its pages, full length, and its
 * components alone) at each of the plan's sizes, named as the Chromium baselines of the same subjects are,
 * so that a review can set the three engines' pictures of one side by side. This site's plan is
 * site-pictures.ts'.
 *
 */

import type { ShownSource } from "#qa/results/index.ts";

/** Where the engine baselines live, under snapshots/: one folder per engine. */
export const ENGINE_BASELINES = "engines";

/** What names an engine's pictures: its folder, and the narrowest window it can make, if any. */
export interface PicturingEngine {
  name: string;
  /** The Debian package that brings the engine: its build is part of the version the baselines record. */
  debianPackage: string;
  /** WebKitGTK's window cannot be narrower than its toolbar: its mobile pictures are this wide instead. */
  narrowestWidth?: number;
}

/** What a picture shows: a page of the site (by its address) or a story of the catalogue (by its id). */
export interface PicturedSubject {
  /** The name its Chromium baselines go by: the page's name, or the story's id. */
  name: string;
  source: ShownSource;
  /** Photos its picture shows waiting for good (a story of a photo that waits), rather than loaded. */
  waitingPhotos: number;
}

export interface EnginePicture {
  engine: string;
  subject: PicturedSubject;
  /** The name of the size it is taken at (the Chromium project's: "desktop", "mobile"). */
  viewport: string;
  /** The size the engine is asked for: the viewport's, or as near as the engine can come. */
  width: number;
  height: number;
  /** The baseline's path under snapshots/, e.g. `engines/webkit/home-mobile-447px.png`. */
  file: string;
}

/** The engines that take pictures, as their drivers (firefox.ts, webkit.ts) name them. */
export const PICTURING_ENGINES: PicturingEngine[] = [
  { name: "Firefox", debianPackage: "firefox-esr" },
  // MiniBrowser's toolbar, in WebKitGTK 2.50 under Xvfb: measured, and checked again by every picture taken.
  { name: "WebKit", debianPackage: "libwebkit2gtk-4.1-0", narrowestWidth: 447 },
];

/** The picturing engine of a driver's name. */
export function picturingEngine(name: string): PicturingEngine {
  const engine = PICTURING_ENGINES.find((candidate) => candidate.name === name);
  if (!engine) throw new Error(`No pictures are defined for the engine "${name}" (qa/engines/pictures.ts).`);
  return engine;
}

const folderOf = (engine: string) => engine.toLowerCase();

/** Whether a page or story is pictured in this run: every one, unless a run asks for some alone (`npm run test:changed`). */
export type Shows = (source: ShownSource) => boolean;
const everySubject: Shows = () => true;

/** What a site has pictured: the sizes, by the names its Chromium projects give them, and what is pictured at each. */
export interface PicturePlan {
  sizes: Readonly<Record<string, { width: number; height: number }>>;
  subjectsAt(size: string): PicturedSubject[];
}

/**
 * Every picture an engine takes of what the `plan` pictures (those `shows` keeps), in the order it takes
 * them (one size, then the next, to resize least).
 */
export function picturesOf(engine: PicturingEngine, plan: PicturePlan, shows: Shows = everySubject): EnginePicture[] {
  return Object.entries(plan.sizes).flatMap(([viewport, asked]) => {
    const width = Math.max(asked.width, engine.narrowestWidth ?? 0);
    // The file name says when the width is not the viewport's, so no reviewer compares it as if it were.
    const suffix = width === asked.width ? "" : `-${width}px`;
    return plan
      .subjectsAt(viewport)
      .filter((subject) => shows(subject.source))
      .map((subject) => ({
        engine: engine.name,
        subject,
        viewport,
        width,
        height: asked.height,
        file: `${ENGINE_BASELINES}/${folderOf(engine.name)}/${subject.name}-${viewport}${suffix}.png`,
      }));
  });
}

/** Every engine's pictures of what the `plan` pictures (those `shows` keeps). */
export const enginePictures = (plan: PicturePlan, shows: Shows = everySubject): EnginePicture[] =>
  PICTURING_ENGINES.flatMap((engine) => picturesOf(engine, plan, shows));

/** Every engine baseline the harness takes of the `plan`: what snapshots/engines/ may hold, and what a run must compare. */
export const claimedEnginePictures = (plan: PicturePlan): string[] =>
  enginePictures(plan).map((picture) => picture.file);

/**
 * What an engine picture's file says of it, for one no list names any more (an obsolete baseline):
 * its engine, the page's name or story's id, and its viewport. Undefined for any other baseline.
 */
export function describeEnginePicture(file: string): { engine: string; name: string; viewport: string } | undefined {
  const [folder, engineFolder, base] = file.split("/");
  const engine = PICTURING_ENGINES.find((candidate) => folderOf(candidate.name) === engineFolder);
  const named = base?.match(/^(.+)-([a-z]+)(?:-\d+px)?\.png$/);
  if (folder !== ENGINE_BASELINES || !engine || !named) return undefined;
  return { engine: engine.name, name: named[1], viewport: named[2] };
}

/** The record of which engine version took an engine's baselines: `engines/firefox/engine.json`. */
export const engineRecordFile = (engine: string) => `${ENGINE_BASELINES}/${folderOf(engine)}/engine.json`;
