/**
 * Summaries of a page's runs. A single run on a busy 2-core machine swings by a few hundred ms,
 * more than the margins the targets leave, so the table shows medians and the range around them.
 *
 */

/**
 * The middle value (the mean of the two middle ones for an even count); NaN when there are none,
 * as the mean of two values that are not there.
 */
export function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** "lowest–highest" of the runs' values, or the one value when they all agree once formatted. */
export function spread(values: number[], format: (value: number) => string): string {
  if (values.length === 0) return "–";
  const [low, high] = [format(Math.min(...values)), format(Math.max(...values))];
  return low === high ? low : `${low}–${high}`;
}
