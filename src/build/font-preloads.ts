import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { prerenderedPages } from "./host-files.ts";

/**
 * A font file that the browser finds only while laying a page out is requested late, on the same slow line
 * as the scripts that bring the page to life, and the text waits in the fallback font meanwhile. Every page
 * preloads the Latin file (root.tsx); this build step also preloads, on a page whose own text is drawn from it,
 * any other face of the page's stylesheets: on an article that writes "massaaž", the file for š and ž
 * (src/fonts/estonian-letters.ts). React 19 hydrates a head with extra links as it is. After a move within the
 * site, a page that needs such a file fetches it as it lays the text out: by then the page is live.
 *
 */

/** A face of a built stylesheet: its file, and the characters it draws (a CSS unicode-range). */
export interface BuiltFontFace {
  href: string;
  unicodeRange: string;
}

const FONT_PRELOAD = /<link rel="preload" href="([^"]+)" as="font"[^>]*\/>/g;
const STYLESHEET = /<link rel="stylesheet" href="([^"]+)"/g;

/** The @font-face rules of a built (minified) stylesheet that draw from a file of their own, in order. */
export function fontFacesOf(css: string): BuiltFontFace[] {
  return [...css.matchAll(/@font-face\{([^}]*)\}/g)].flatMap(([rule, body]) => {
    const src = body.match(/src:([^;]+)/)?.[1];
    if (!src || !/^(url|local)\(/.test(src))
      throw new Error(`font-preloads: a @font-face rule it cannot read: ${rule}`);
    const href = src.match(/url\(([^)]+)\)/)?.[1];
    // A face without a range draws every character.
    return href ? [{ href, unicodeRange: body.match(/unicode-range:([^;]+)/)?.[1] ?? "U+0-10FFFF" }] : [];
  });
}

/** Whether a unicode-range (`U+??`, `U+131`, `U+152-153`, ...) covers a code point. */
export function covers(unicodeRange: string, codePoint: number): boolean {
  return unicodeRange.split(",").some((part) => {
    // Each part is "U+" and a code point, a range or a wildcard.
    const [first, last = first] = part.trim().slice(2).split("-");
    return (
      codePoint >= Number.parseInt(first.replaceAll("?", "0"), 16) &&
      codePoint <= Number.parseInt(last.replaceAll("?", "F"), 16)
    );
  });
}

/**
 * The text a page's body draws: without markup, comments (React's hold no ">"), scripts, styles or the
 * no-JavaScript copies.
 * Entities stay as they are: React writes only &amp; &lt; &gt; &quot; &#x27;, whose characters are all Latin.
 */
export function shownText(html: string): string {
  return html
    .slice(html.indexOf("<body"))
    .replace(/<(script|style|noscript)\b[^>]*>[\s\S]*?<\/\1>/g, "")
    .replace(/<[^>]+>/g, "");
}

const preloadLink = (href: string) =>
  `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin="anonymous"/>`;

/** The page with a preload for each face its text is drawn from that it does not preload yet. */
export function withFontPreloads(html: string, faces: BuiltFontFace[]): string {
  const preloaded = new Set([...html.matchAll(FONT_PRELOAD)].map(([, href]) => href));
  // Where faces' ranges overlap, the browser draws from the face defined last (CSS Fonts 4), so that one is needed.
  const drawnFrom = new Set(
    [...new Set(shownText(html))].map(
      (character) => faces.findLast((face) => covers(face.unicodeRange, character.codePointAt(0) ?? 0))?.href,
    ),
  );
  const needed = faces.map((face) => face.href).filter((href) => drawnFrom.has(href) && !preloaded.has(href));
  const links = [...new Set(needed)].map(preloadLink).join("");
  // Beside the page's own font preloads, or else before its first stylesheet, so they start as early.
  const lastPreload = [...html.matchAll(FONT_PRELOAD)].at(-1);
  const at = lastPreload?.index === undefined ? html.search(STYLESHEET) : lastPreload.index + lastPreload[0].length;
  return `${html.slice(0, at)}${links}${html.slice(at)}`;
}

/** Adds the preloads to every prerendered page; fails the build, never silently, on output it cannot read. */
export function preloadPagesFonts(clientDir: string) {
  for (const file of prerenderedPages(clientDir)) {
    const html = readFileSync(file, "utf8");
    const stylesheets = [...html.matchAll(STYLESHEET)].map(([, href]) => href);
    if (stylesheets.length === 0) throw new Error(`font-preloads: ${file} links no stylesheet`);
    const faces = stylesheets.flatMap((href) => fontFacesOf(readFileSync(join(clientDir, href), "utf8")));
    if (faces.length === 0) throw new Error(`font-preloads: no font face in the stylesheets of ${file}`);
    writeFileSync(file, withFontPreloads(html, faces));
  }
}
