import { isArticleSlug } from "./article-slugs";
import type { Article } from "./article-types";

// One lazy chunk per article: a page only downloads the text it shows.
const articleModules = import.meta.glob<{ article: Article }>("./articles/*.ts");

/** The article for a slug, or null when the blog has no such article. */
export async function loadArticle(slug: string): Promise<Article | null> {
  if (!isArticleSlug(slug)) return null;
  const load = articleModules[`./articles/${slug}.ts`];
  return load ? (await load()).article : null;
}
