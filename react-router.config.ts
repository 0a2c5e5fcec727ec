import type { Config } from "@react-router/dev/config";
import { articleSlugs } from "./src/content/posts";

/** Every public page is prerendered to static HTML; anything else gets the SPA fallback. */
export const publicPaths = ["/", "/about", "/contact", "/blog", ...articleSlugs.map((slug) => `/blog/${slug}`)];

export default {
  appDirectory: "src",
  buildDirectory: "build",
  ssr: false,
  prerender: publicPaths,
} satisfies Config;
