/**
 * The entry of qa/engines/ for what a picture and a journey are: the names, types and records the review and
 * test:changed go by. What one does in a page (locate, check with axe, settle and shoot), which this site's
 * journeys and pictures are written with, comes through page.ts; the engines and their runs through run.ts,
 * which alone loads the browsers' drivers. Each entry loads only what its importers use.
 */
export type { Engine, EngineDriver } from "./driver.ts";
export { readEngineRecord, writeEngineRecord } from "./engine-record.ts";
export { type Journey, journeysVisiting, type Site } from "./journey.ts";
export {
  claimedEnginePictures,
  describeEnginePicture,
  ENGINE_BASELINES,
  type EnginePicture,
  enginePictures,
  engineRecordFile,
  type PicturedSubject,
  type PicturePlan,
  picturesOf,
  picturingEngine,
  type Shows,
} from "./pictures.ts";
