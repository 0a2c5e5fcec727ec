/**
 * The entry of qa/engines/: what the other parts of the tools import of it (qa/house/house.ts).
 */
export { type Journey, journeysVisiting } from "./journey.ts";
export {
  claimedEnginePictures,
  describeEnginePicture,
  ENGINE_BASELINES,
  type EnginePicture,
  enginePictures,
} from "./pictures.ts";

/**
 * The journeys, loaded when asked for: they bring the engine driving and picture taking they walk with, which
 * the review and the obsolete check, importing this entry for the pictures' names, have no use for.
 */
export const loadJourneys = async () => (await import("./journeys.ts")).JOURNEYS;
