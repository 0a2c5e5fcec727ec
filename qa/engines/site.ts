/**
 * The entry of qa/engines/ for what this site pictures and walks (qa/house/house.ts): the machinery's own entry,
 * index.ts, brings nothing of the site.
 */
export { sitePictures } from "./site-pictures.ts";

/**
 * The journeys, loaded when asked for: they bring the engine driving and picture taking they walk with, which
 * the review and the obsolete check, importing this entry for the pictures' names, have no use for.
 */
export const loadJourneys = async () => (await import("./journeys.ts")).JOURNEYS;
