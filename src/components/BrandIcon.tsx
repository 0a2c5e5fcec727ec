/** The one path of a Simple Icons file (`simple-icons/icons/<brand>.svg?raw`). */
function markOf(svg: string): string {
  const path = /<path d="([^"]+)"/.exec(svg)?.[1];
  if (!path) throw new Error("not a Simple Icons file: no path");
  return path;
}

/**
 * A brand's mark, filled in the text colour. Each page bundles only the marks it
 * shows, read from their SVG files: the package's JavaScript entry carries every
 * mark twice over with its metadata. Always decoration: the link or button names it.
 */
export function BrandIcon({ svg, className }: { svg: string; className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`${className} fill-current`} focusable="false">
      <path d={markOf(svg)} />
    </svg>
  );
}
