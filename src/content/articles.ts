import type { Article, ArticleBlock } from "./article-types";
import { isArticleSlug, postBySlug } from "./posts";

// One lazy chunk per article body: a page only downloads the text it shows.
const bodies = import.meta.glob<ArticleBlock[]>("./articles/*.ts", { import: "body" });

/** The article for a slug, or null when the blog has no such article. */
export async function loadArticle(slug: string): Promise<Article | null> {
  if (!isArticleSlug(slug)) return null;
  const loadBody = bodies[`./articles/${slug}.ts`];
  if (!loadBody) return null;
  return { ...postBySlug(slug), body: await loadBody() };
}
