/**
 * The pages Firefox and WebKit picture (besides every story of the catalogue), by the name their baselines go by.
 */
import { posts } from "#src/content/posts.ts";
import { articlePath, PATHS } from "#src/lib/paths.ts";

/** Every route of the site once: an article stands for all (one template), a missing page and a missing article for the 404s. */
export const PICTURED_PAGES = [
  { name: "home", path: PATHS.home },
  { name: "about", path: PATHS.about },
  { name: "blog-list", path: PATHS.blog },
  { name: "article", path: articlePath(posts[0].slug) },
  { name: "contact-form", path: PATHS.contact },
  { name: "unknown-page", path: "/ei-ole-sellist-lehte" },
  { name: "unknown-article", path: `${PATHS.blog}/ei-ole-sellist-postitust` },
] as const;
