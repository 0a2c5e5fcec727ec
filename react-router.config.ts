import { join } from "node:path";
import type { Config } from "@react-router/dev/config";
import { preloadPagesFonts } from "./src/build/font-preloads";
import { writeHostFiles } from "./src/build/host-files";
import { saveNotFoundPages } from "./src/build/not-found-pages";
import { paintPagesBeforeScripts } from "./src/build/paint-first";
import { DEFAULT_IMAGE_ORIGIN, DEFAULT_SITE_ORIGIN } from "./src/content/origin";
import { NOT_FOUND_PAGES } from "./src/lib/paths";
import { publicPaths } from "./src/lib/public-paths";

export default {
  appDirectory: "src",
  // The benchmark builds a separate copy (pointed at a local image host) without touching build/.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: false,
  // Every public page is prerendered to static HTML, and so are the two not-found pages.
  prerender: [...publicPaths, ...NOT_FOUND_PAGES.map((page) => page.prerenderAt)],
  // Pages preload the font files their text needs and ask for their scripts once what the first paint needs is
  // in; then headers (with the hashes of the pages' inline scripts), sitemap and robots.txt for the host.
  buildEnd({ reactRouterConfig, viteConfig }) {
    const clientDir = join(reactRouterConfig.buildDirectory, "client");
    saveNotFoundPages(clientDir);
    preloadPagesFonts(clientDir);
    paintPagesBeforeScripts(clientDir);
    writeHostFiles({
      clientDir,
      origin: viteConfig.env.VITE_SITE_ORIGIN ?? DEFAULT_SITE_ORIGIN,
      imageOrigin: viteConfig.env.VITE_IMAGE_HOST ?? DEFAULT_IMAGE_ORIGIN,
      publicPaths,
    });
  },
} satisfies Config;
