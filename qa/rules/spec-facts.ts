/**
 * Facts from the product spec that tests check the site against. Written out by
 * hand here, never derived from src/content, so that a test comparing the two
 * can fail.
 */

/** The blog's six articles, in the order the spec lists them. */
export const SPEC_ARTICLE_SLUGS = [
  "5-nippi-tohusaks-treeninguks",
  "toitumine-enne-ja-parast-treeningut",
  "motivatsiooni-hoidmine-talvel",
  "kuidas-seada-realistlikke-eesmarke",
  "kodutreening-vs-jousaal",
  "taastumise-tahtsus-treeningutel",
];
