/**
 * Summaries of a page's runs. A single run on a busy 2-core machine swings by a few hundred ms,
 * more than the margins the targets leave, so the table shows medians and the range around them.
 *
 */

/** "lowest–highest" of the runs' values, or the one value when they all agree once formatted. */
export function spread(values: number[], format: (value: number) => string): string {
  if (values.length === 0) return "–";
  const [low, high] = [format(Math.min(...values)), format(Math.max(...values))];
  return low === high ? low : `${low}–${high}`;
}
