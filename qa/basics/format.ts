/** How the review, the summary and their messages write numbers, one way everywhere. */

/** A count with thousands separators: 12,478. */
export const formatCount = (value: number) => value.toLocaleString("en-US");

/** A share as a percentage a reviewer can read: two decimals, or "under 0.01 %" for a few pixels. */
export const formatShare = (ratio: number) =>
  ratio > 0 && ratio < 0.0001 ? "under 0.01 %" : `${(ratio * 100).toFixed(2)} %`;

/** A file's size in megabytes (10⁶ bytes), one decimal: 12.3 MB. */
export const formatMegabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;
