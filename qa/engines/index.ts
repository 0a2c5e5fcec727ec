/**
 * The entry of qa/engines/: the machinery the other parts of the tools import of it (qa/house/house.ts). What
 * this site pictures and walks comes through site.ts.
 */
export { type Journey, journeysVisiting } from "./journey.ts";
export {
  claimedEnginePictures,
  describeEnginePicture,
  ENGINE_BASELINES,
  type EnginePicture,
  enginePictures,
  type PicturePlan,
} from "./pictures.ts";
