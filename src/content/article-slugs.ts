/**
 * The six built-in articles, in the order the blog lists them. Kept apart from
 * the article texts so that the router config and the list page can know the
 * slugs without loading every article body.
 */
export const articleSlugs = [
  "5-nippi-tohusaks-treeninguks",
  "toitumine-enne-ja-parast-treeningut",
  "motivatsiooni-hoidmine-talvel",
  "kuidas-seada-realistlikke-eesmarke",
  "kodutreening-vs-jousaal",
  "taastumise-tahtsus-treeningutel",
] as const;

export type ArticleSlug = (typeof articleSlugs)[number];

export function isArticleSlug(value: string): value is ArticleSlug {
  return (articleSlugs as readonly string[]).includes(value);
}
