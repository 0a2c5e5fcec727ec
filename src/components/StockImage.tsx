import { useEffect, useState } from "react";
import type { StockPhoto } from "../content/article-types";
import { stockPhotoSrcSet, stockPhotoUrl } from "../content/images";
import { WAITING_PHOTO_SRC } from "../lib/before-live";

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
  const shared = { width, height, decoding: "async" } as const;
  const files = { src, srcSet, sizes };
  const alt = photo.alt;
  if (main) return <img {...shared} {...files} alt={alt} loading="eager" fetchPriority="high" className={className} />;
  // Waiting, it shows an empty stand-in that costs no request; `sizes` waits too, as it needs a `srcset`.
  const waiting = {
    src: WAITING_PHOTO_SRC,
    // DEFERRED_PHOTO's names, written out (the object would ship in the scripts), in the order the
    // before-live script copies them in: the file last, once the browser knows how to choose it.
    "data-sizes": sizes,
    "data-srcset": srcSet,
    "data-src": src,
  };
  return (
    <>
      {/* Without JavaScript this one never gets its file: the copy in <noscript> shows instead. */}
      <img
        {...shared}
        {...(live ? files : waiting)}
        alt={alt}
        loading="lazy"
        className={[className, "noscript:hidden"].filter(Boolean).join(" ")}
      />
      {live ? null : (
        <noscript>
          <img {...shared} {...files} alt={alt} loading="lazy" className={className} />
        </noscript>
      )}
    </>
  );
}
