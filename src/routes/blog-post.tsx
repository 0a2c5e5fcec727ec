import { NotFound } from "../components/NotFound";
import { SiteLayout } from "../components/SiteLayout";
import { loadArticle } from "../content/articles";
import { notFoundPages } from "../content/not-found";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/blog-post";

// Prerendering runs the loader for the six known slugs; in the browser the
// client loader fetches an article's own chunk, also for URLs that were not
// prerendered (they end on "Postitust ei leitud").
export async function loader({ params }: Route.LoaderArgs) {
  return { article: await loadArticle(params.slug) };
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { article: await loadArticle(params.slug) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const article = loaderData?.article;
  if (!article) return pageMeta({ title: notFoundPages.post.title, description: notFoundPages.post.text });
  return pageMeta({ title: article.title, description: article.excerpt });
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  return <SiteLayout>{article ? <h1>{article.title}</h1> : <NotFound kind="post" />}</SiteLayout>;
}
