/**
 * Article bodies are typed blocks rather than HTML strings, so every block is
 * rendered by a React component and no article text can inject markup.
 */
export type ArticleBlock =
  | { kind: "heading"; text: string }
  | { kind: "subheading"; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "list"; ordered?: boolean; items: string[] }
  | { kind: "highlight"; title: string; text: string };

/** A photo on the stock-photo host, addressed by its id (see src/content/images.ts). */
export interface StockPhoto {
  id: string;
  alt: string;
}

/** What the blog list and an article's page head show. */
export interface PostSummary {
  slug: string;
  title: string;
  /** One or two sentences shown on the blog card and as the meta description. */
  excerpt: string;
  image: StockPhoto;
  /** ISO date (YYYY-MM-DD). */
  publishedAt: string;
}

export interface Article extends PostSummary {
  body: ArticleBlock[];
}
