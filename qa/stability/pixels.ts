import sharp from "sharp";
import type { SamePixels } from "./verdict.ts";

/** Whether two image files hold the same pixels (their PNG bytes may differ). */
export const samePixels: SamePixels = async (a, b) => {
  const [one, two] = await Promise.all(
    [a, b].map((file) => sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  // Four bytes a pixel: the same width and the same bytes make the same height.
  return one.info.width === two.info.width && one.data.equals(two.data);
};
