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
  /** The page's main (LCP) image loads at once and first; all others wait until needed. */
  priority?: boolean;
  className?: string;
}

export function StockImage({ photo, width, height, widths, sizes, priority = false, className }: StockImageProps) {
  return (
    <img
      src={stockPhotoUrl(photo, width, height)}
      srcSet={stockPhotoSrcSet(photo, width, height, widths)}
      sizes={sizes}
      width={width}
      height={height}
      alt={photo.alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={className}
    />
  );
}
