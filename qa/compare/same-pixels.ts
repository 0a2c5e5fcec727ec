import { rasterOf } from "#qa/basics/index.ts";

/** Whether two PNG files hold the same pixels. */
export type SamePixels = (a: string, b: string) => Promise<boolean>;

/** Whether two image files hold the same pixels (their PNG bytes may differ). */
export const samePixels: SamePixels = async (a, b) => {
  const [one, two] = await Promise.all([rasterOf(a), rasterOf(b)]);
  // Four bytes a pixel: the same width and the same bytes make the same height.
  return one.width === two.width && one.data.equals(two.data);
};
