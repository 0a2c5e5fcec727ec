import sharp from "sharp";

/** A picture as its RGBA bytes, row after row, four per pixel. */
export interface Raster {
  data: Buffer;
  width: number;
  height: number;
}

/** A picture file (a PNG, or any image sharp reads) decoded, as every tool that compares pixels reads them. */
export async function rasterOf(file: string): Promise<Raster> {
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
