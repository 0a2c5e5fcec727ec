import type { StockPhoto } from "./article-types";
import { DEFAULT_IMAGE_ORIGIN } from "./origin";

export const STOCK_PHOTO_ORIGIN: string = import.meta.env.VITE_IMAGE_HOST ?? DEFAULT_IMAGE_ORIGIN;

/** A crop of a stock photo, resized and converted by the host itself. */
export function stockPhotoUrl(photo: StockPhoto, width: number, height: number): string {
  const params = new URLSearchParams({ w: String(width), h: String(height), fit: "crop", auto: "format", q: "75" });
  return `${STOCK_PHOTO_ORIGIN}/${photo.id}?${params}`;
}

/** `srcset` candidates for the same crop at several widths, keeping its aspect ratio. */
export function stockPhotoSrcSet(photo: StockPhoto, width: number, height: number, widths: number[]): string {
  return widths.map((w) => `${stockPhotoUrl(photo, w, Math.round((w * height) / width))} ${w}w`).join(", ");
}
