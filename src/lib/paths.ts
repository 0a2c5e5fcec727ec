/**
 * Every address of the site, in one place: the route table, prerendering, the
 * per-page menu rules, the benchmark and the specs read them from here. The list
 * of every page is in `public-paths.ts`: it needs the blog's posts, which only
 * the blog's pages load in the browser.
 * Plain Node imports this module too, so its imports name their `.ts` files.
 */
export const PATHS = { home: "/", about: "/about", contact: "/contact", blog: "/blog" } as const;

export const articlePath = (slug: string) => `${PATHS.blog}/${slug}`;

/**
 * The two not-found pages. Each is prerendered at `prerenderAt` like any page,
 * then saved as `file`, which the host answers with status 404: the first for
 * an unknown address that `serves` matches, the second for any other. The same
 * split the router makes between an unknown article (`/blog/:slug`) and
 * anything else (`*`), so that React takes over exactly the page the host sent.
 */
export const NOT_FOUND_PAGES = [
  { serves: /^\/blog\/[^/]+\/?$/, netlifyPattern: "/blog/:slug", prerenderAt: "/blog/404", file: "blog/404.html" },
  { netlifyPattern: "/*", prerenderAt: "/404", file: "404.html" },
] as const;

/** The not-found page the host sends for an unknown address. */
export function notFoundPageFor(pathname: string) {
  const [unknownArticle, anythingElse] = NOT_FOUND_PAGES;
  return unknownArticle.serves.test(pathname) ? unknownArticle : anythingElse;
}
