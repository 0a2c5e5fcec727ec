import { posts } from "../content/posts.ts";
import { articlePath, PATHS } from "./paths.ts";

/**
 * Every page that exists, each prerendered to static HTML: for prerendering, the
 * sitemap, the specs and the benchmark. Apart from `paths.ts` because it reads the
 * blog's posts, which no page but the blog's should download with its scripts.
 */
export const publicPaths: string[] = [
  PATHS.home,
  PATHS.about,
  PATHS.contact,
  PATHS.blog,
  ...posts.map((post) => articlePath(post.slug)),
];
