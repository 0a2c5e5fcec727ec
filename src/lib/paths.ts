import { articleSlugs } from "../content/posts.ts";

/**
 * Every address of the site, in one place: the route table, prerendering, the
 * per-page menu rules, the benchmark and the specs read them from here.
 * Plain Node imports this module too (type stripping), so only erasable
 * TypeScript and `.ts` import paths.
 */
export const PATHS = { home: "/", about: "/about", contact: "/contact", blog: "/blog" } as const;

export const articlePath = (slug: string) => `${PATHS.blog}/${slug}`;

/** Every page that exists, each prerendered to static HTML. */
export const publicPaths: string[] = [
  PATHS.home,
  PATHS.about,
  PATHS.contact,
  PATHS.blog,
  ...articleSlugs.map(articlePath),
];
