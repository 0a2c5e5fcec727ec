/**
 * Which pages of the site each browser spec opens: what \`npm run test:changed\` runs a spec for.
 */
import { PATHS } from "#src/lib/paths.ts";
import { publicPaths } from "#src/lib/public-paths.ts";

/** A spec that opens every page (or the server that answers them all). */
export const EVERY_PAGE = "every page";

const ARTICLES = publicPaths.filter((path) => path.startsWith(`${PATHS.blog}/`));

/**
 * The pages each browser spec's tests open, by file under specs/, where a test does not name its own
 * (`opens` in qa/plan/playwright-fixtures.ts, checked as the test runs). A spec of one page runs
 * when that page is reached; a spec of every page whenever any page is. The stories' spec goes by
 * story instead, and the review page's spec opens no page of the site (Playwright runs it when what
 * it imports changes). A spec missing here counts as opening every page (select.test.ts keeps the
 * list whole).
 */
export const SPEC_PAGES: Record<string, string[] | typeof EVERY_PAGE> = {
  "specs/about.spec.ts": [PATHS.about],
  "specs/home.spec.ts": [PATHS.home],
  "specs/blog.spec.ts": [PATHS.blog, ...ARTICLES],
  "specs/contact.spec.ts": [PATHS.contact],
  // Each of its tests names the addresses it opens (a malformed one is matched as the host answers it).
  "specs/not-found.spec.ts": EVERY_PAGE,
  "specs/images.spec.ts": EVERY_PAGE,
  "specs/before-live.spec.ts": EVERY_PAGE,
  "specs/build-output.spec.ts": EVERY_PAGE,
  "specs/loading.spec.ts": EVERY_PAGE,
  "specs/navigation.spec.ts": EVERY_PAGE,
  "specs/photo-requests.spec.ts": EVERY_PAGE,
  "specs/security.spec.ts": EVERY_PAGE,
  "specs/static-host.spec.ts": EVERY_PAGE,
  "specs/stories.spec.ts": [],
  "specs/visual-review.spec.ts": [],
};
