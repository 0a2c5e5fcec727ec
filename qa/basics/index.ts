/**
 * The entry of qa/basics/: what the other parts of the tools import of it (qa/house/house.ts).
 */
export { formatCount, formatMegabytes, formatShare } from "./format.ts";
export { hashOf, runningHash } from "./hash.ts";
export { median } from "./median.ts";
export { type Raster, rasterOf } from "./raster.ts";
export { shootUntilTwoAgree } from "./shoot-until-agree.ts";
