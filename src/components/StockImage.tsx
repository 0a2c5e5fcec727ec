import { useEffect, useState } from "react";
import type { StockPhoto } from "../content/article-types";
import { stockPhotoSrcSet, stockPhotoUrl } from "../content/images";
import { DEFERRED_PHOTO } from "../lib/before-live";

interface StockImageProps {
  photo: StockPhoto;
  /** The crop's intrinsic size; also reserves the space, so nothing shifts while it loads. */
  width: number;
  height: number;
  /** Widths the host renders for `srcset`. */
  widths: number[];
  sizes: string;
  /**
   * "lcp": the page's main photo, in the HTML, fetched at once and first. "later" (default): a photo
   * further down, whose file the prerendered page does not ask for: on a slow phone it would share
   * the line with the scripts that make the page live. It is asked for once React has the page
   * (or at the visitor's first scroll before that, src/lib/before-live.ts), and then lazily.
   */
  importance?: "lcp" | "later";
  className?: string;
}

export function StockImage({ photo, width, height, widths, sizes, importance, className }: StockImageProps) {
  const src = stockPhotoUrl(photo, width, height);
  const srcSet = stockPhotoSrcSet(photo, width, height, widths);
  const main = importance === "lcp";
  // False in the prerendered HTML and while React adopts it, so the two agree; true right after.
  const [live, setLive] = useState(false);
  // Stryker disable next-line ArrayDeclaration: a constant dependency never changes, so the effect still runs once
  useEffect(() => setLive(true), []);
  const shared = { sizes, width, height, decoding: "async" } as const;
  const alt = photo.alt;
  if (main)
    return (
      <img {...shared} alt={alt} src={src} srcSet={srcSet} loading="eager" fetchPriority="high" className={className} />
    );
  const files = live ? { src, srcSet } : { [DEFERRED_PHOTO.src]: src, [DEFERRED_PHOTO.srcset]: srcSet };
  return (
    <>
      {/* Without JavaScript this one never gets a file: the copy in <noscript> shows instead. */}
      <img
        {...shared}
        {...files}
        alt={alt}
        loading="lazy"
        className={[className, "noscript:hidden"].filter(Boolean).join(" ")}
      />
      {live ? null : (
        <noscript>
          <img {...shared} alt={alt} src={src} srcSet={srcSet} loading="lazy" className={className} />
        </noscript>
      )}
    </>
  );
}
