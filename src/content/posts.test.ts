import { describe, expect, it } from "vitest";
import { SPEC_ARTICLE_SLUGS } from "#qa/plan/spec-facts.ts";
import { wordCount } from "../lib/reading-time";
import { loadArticle } from "./articles";
import { posts } from "./posts";

const articles = await Promise.all(posts.map((post) => loadArticle(post.slug)));

describe("article content", () => {
  it("has the six spec slugs in order @six-articles", () => {
    expect(posts.map((post) => post.slug)).toEqual(SPEC_ARTICLE_SLUGS);
  });

  it("gives every article a unique title, excerpt and photo", () => {
    for (const field of ["title", "excerpt"] as const) {
      expect(new Set(posts.map((post) => post[field])).size).toBe(posts.length);
    }
    expect(new Set(posts.map((post) => post.image.id)).size).toBe(posts.length);
  });

  it.each(posts.map((post, index) => [post.slug, articles[index]]))(
    "%s has a body of 600–1000 words with sub-headings, a list and a highlight box @article-body",
    (_slug, article) => {
      expect(article).not.toBeNull();
      const body = article?.body ?? [];
      const words = wordCount(body);
      expect(words).toBeGreaterThanOrEqual(600);
      expect(words).toBeLessThanOrEqual(1000);
      expect(body.filter((block) => block.kind === "heading").length).toBeGreaterThanOrEqual(1);
      expect(body.some((block) => block.kind === "list")).toBe(true);
      expect(body.some((block) => block.kind === "highlight")).toBe(true);
    },
  );

  it("keeps markup out of the text: no tags or Markdown in any block @article-body", () => {
    const allText = JSON.stringify(articles);
    expect(allText).not.toMatch(/<[a-z/][^>]*>/i);
    expect(allText).not.toMatch(/\*\*|__|\]\(/);
  });

  // Slips an Estonian reader caught once; kept here so they do not come back.
  it.each([
    ["väljaasete", "the genitive plural of 'väljaaste' (lunge) is 'väljaastete'"],
    ["tundest alla", "'ei jää … alla' takes 'tunde poolest', not 'tundest'"],
  ])("writes correct Estonian: no '%s' (%s)", (wrong) => {
    expect(JSON.stringify(articles)).not.toContain(wrong);
  });

  it("writes the spec's editorial figures in Estonian style: warm-up 5–10 min, sleep 7–9 h, protein 1,6–2,2 g per kg @article-figures", () => {
    const text = (slug: string) => JSON.stringify(articles[posts.findIndex((post) => post.slug === slug)]);
    expect(text("5-nippi-tohusaks-treeninguks")).toContain("5–10 min");
    expect(text("toitumine-enne-ja-parast-treeningut")).toMatch(/1,6–2,2 g[^"]{0,40}(kg|kilogrammi)/);
    expect(text("taastumise-tahtsus-treeningutel")).toMatch(/7–9 (h|tundi)/);
    expect(text("kuidas-seada-realistlikke-eesmarke")).toContain("SMART");
  });

  it("writes every decimal with a comma and every range with an en dash, in every mention @article-figures", () => {
    const bodies = JSON.stringify(articles.map((article) => article?.body));
    expect(bodies).toContain("1,6–2,2");
    expect(bodies).not.toMatch(/\d\.\d/);
    expect(bodies).not.toMatch(/\d-\d/);
  });
});
