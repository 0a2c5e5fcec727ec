import sharp from "sharp";
import type { SamePixels } from "./verdict.ts";

/** Whether two image files hold the same pixels (their PNG bytes may differ). */
export const samePixels: SamePixels = async (a, b) => {
  const [one, two] = await Promise.all(
    [a, b].map((file) => sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  return one.info.width === two.info.width && one.info.height === two.info.height && one.data.equals(two.data);
};
