/**
 * The entry of qa/compare/: what the other parts of the tools import of it (qa/house/house.ts).
 */
export { compareAcrossVersions } from "./across-versions.ts";
export { comparePictures, type PictureDifference } from "./pixels.ts";
export type { Region } from "./regions.ts";
export { type SamePixels, samePixels } from "./same-pixels.ts";
