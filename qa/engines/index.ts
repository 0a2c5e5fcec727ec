/**
 * The entry of qa/engines/ for what a picture and a journey are, and for what one does in a page (locate, check
 * with axe, settle and shoot): the names and types the review and test:changed go by, and the steps this site's
 * journeys and pictures (qa/plan/) are written with. It loads no browser's driver: the engines and the runs
 * that drive them come through run.ts, which only the engines' command imports.
 */
export { axeViolations } from "./axe.ts";
export type { Engine, EngineDriver } from "./driver.ts";
export { readEngineRecord, writeEngineRecord } from "./engine-record.ts";
export { type Journey, journeysVisiting, type Site } from "./journey.ts";
export { type ByRole, byRole, isShown } from "./locate.ts";
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
export { settleForPicture, waitForFonts, wholePageShot } from "./settled-shot.ts";
