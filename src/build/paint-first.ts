import { readFileSync, writeFileSync } from "node:fs";
import { prerenderedPages } from "./host-files.ts";

/**
 * React Router's prerendered page fetches every chunk it runs first (about
 * 120 KB gzipped) at once: `<link rel="modulepreload">` in the head, and the
 * static imports of an async inline module script. On a slow phone those
 * downloads share the connection with the stylesheet, the font and the hero
 * photo, and hold back the first paint. Our prerendered pages are complete
 * without JavaScript, so what they paint comes first: the head loses the preload links,
 * and the inline script waits until the page has painted and what that paint
 * needs has arrived, then starts preloading the same chunks (one per task, so no task runs long) and
 * runs React Router's own start-up code with its static imports turned into
 * awaited dynamic ones (same order, same modules), which hydrates the page.
 * Until then, taps are handled as src/lib/before-live.ts describes.
 *
 */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const START_SCRIPT = /(<script type="module" async="">)([\s\S]*?)(<\/script>)/;
const SIDE_EFFECT_IMPORT = /^import ("[^"]+");/gm;
const NAMESPACE_IMPORT = /^import \* as (\w+) from ("[^"]+");/gm;
const ENTRY_IMPORT = /^import\(("[^"]+")\);$/m;

/** What the first paint needs from the network, besides the page itself: stylesheets and preloaded fonts… */
export const PAINT_RESOURCES = 'link[rel="stylesheet"], link[rel="preload"][as="font"]';
/** …and the main photo, the one fetched with high priority. */
export const MAIN_PHOTOS = 'img[fetchpriority="high"]';

/**
 * Waits until the page has painted its first content and what that paint needs
 * has arrived. From then on the scripts compete with nothing the visitor is
 * waiting to see. On a slow phone the first paint comes as the stylesheet
 * arrives, before the font or the photo, so waiting for it costs nothing there;
 * on a fast connection the scripts would otherwise arrive, and run, before the
 * first frame and hold it back (the load event can come before that frame).
 * The load event stands in for "arrived" (everything has arrived or failed by
 * then), and is the only sign of it in a browser without resource timing; a
 * page in the background never paints, so there it is enough on its own.
 */
export const AFTER_FIRST_PAINT = `await new Promise((ready) => {
  const listening = new AbortController();
  const timed = globalThis.PerformanceObserver?.supportedEntryTypes ?? [];
  const pending = new Set([...document.querySelectorAll(${JSON.stringify(PAINT_RESOURCES)})].map((link) => link.href));
  const photos = [...document.querySelectorAll(${JSON.stringify(MAIN_PHOTOS)})];
  let loaded = document.readyState === "complete";
  let painted = !timed.includes("paint");
  let observer;
  const check = () => {
    const arrived = loaded || (timed.includes("resource") && pending.size === 0 && photos.every((photo) => photo.complete));
    if (!arrived || !(painted || document.visibilityState === "hidden")) return;
    listening.abort();
    observer?.disconnect();
    ready();
  };
  const { signal } = listening;
  addEventListener("load", () => { loaded = true; check(); }, { signal });
  document.addEventListener("visibilitychange", check, { signal });
  for (const photo of photos) for (const type of ["load", "error"]) photo.addEventListener(type, check, { signal });
  if (timed.length > 0) {
    observer = new PerformanceObserver((entries) => {
      for (const { name } of entries.getEntries()) {
        pending.delete(name);
        if (name === "first-contentful-paint") painted = true;
      }
      check();
    });
    for (const type of ["resource", "paint"]) if (timed.includes(type)) observer.observe({ type, buffered: true });
  }
  check();
});`;

export function paintBeforeScripts(html: string): string {
  const chunks = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href);
  const start = html.match(START_SCRIPT);
  if (chunks.length === 0 || !start) throw new Error("paint-first: React Router's preloads or start script not found");
  if (!ENTRY_IMPORT.test(start[2])) throw new Error("paint-first: React Router's start script has no entry import");
  const startCode = start[2]
    .replaceAll(SIDE_EFFECT_IMPORT, "await import($1);")
    .replaceAll(NAMESPACE_IMPORT, "const $1 = await import($2);");
  // A static import left over would fetch before the first paint: fail the build rather than ship that.
  if (/^\s*import\s*[^\s(]/m.test(startCode)) {
    throw new Error("paint-first: React Router's start script has an import this build step does not know");
  }
  // Starting a download takes about a millisecond on a fast machine, so a dozen in one go make a
  // long task on a slow phone: start one per task (scheduler.yield where there is one, as it is
  // not clamped like nested timers), then the imports, which find them under way.
  const preload = `const nextTask = () => globalThis.scheduler?.yield?.() ?? new Promise((next) => setTimeout(next));
for (const href of ${JSON.stringify(chunks)}) {
  document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
  await nextTask();
}`;
  return html
    .replaceAll(MODULE_PRELOAD, "")
    .replace(START_SCRIPT, (_, open, _code, close) => `${open}${AFTER_FIRST_PAINT}\n${preload}\n${startCode}${close}`);
}

export function paintPagesBeforeScripts(clientDir: string) {
  for (const file of prerenderedPages(clientDir)) {
    writeFileSync(file, paintBeforeScripts(readFileSync(file, "utf8")));
  }
}
