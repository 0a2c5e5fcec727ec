import type { StockPhoto } from "../content/article-types";
import { stockPhotoSrcSet, stockPhotoUrl } from "../content/images";

interface StockImageProps {
  photo: StockPhoto;
  /** The crop's intrinsic size; also reserves the space, so nothing shifts while it loads. */
  width: number;
  height: number;
  /** Widths the host renders for `srcset`. */
  widths: number[];
  sizes: string;
  /** "lcp": the page's main image, loaded at once and first; "later" (default): loaded when scrolled near. */
  importance?: "lcp" | "later";
  className?: string;
}

export function StockImage({ photo, width, height, widths, sizes, importance = "later", className }: StockImageProps) {
  return (
    <img
      src={stockPhotoUrl(photo, width, height)}
      srcSet={stockPhotoSrcSet(photo, width, height, widths)}
      sizes={sizes}
      width={width}
      height={height}
      alt={photo.alt}
      loading={importance === "lcp" ? "eager" : "lazy"}
      fetchPriority={importance === "lcp" ? "high" : undefined}
      decoding="async"
      className={className}
    />
  );
}
