/** A picture as its RGBA bytes, row after row, four per pixel. */
export interface Raster {
  data: Buffer;
  width: number;
  height: number;
}

/** A picture file (a PNG, or any image sharp reads) decoded, as every tool that compares pixels reads them. */
export async function rasterOf(file: string): Promise<Raster> {
  // Loaded when first asked for: a tool that imports qa/basics/ for a hash does not load sharp's native library.
  const { default: sharp } = await import("sharp");
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
