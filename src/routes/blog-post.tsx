import { ArrowLeft } from "lucide";
import { Link } from "react-router";
import { ArticleBody } from "../components/ArticleBody";
import { BackToTop } from "../components/BackToTop";
import { HydrateLater } from "../components/HydrateLater";
import { Icon } from "../components/Icon";
import { NotFound } from "../components/NotFound";
import { ShareButtons } from "../components/ShareButtons";
import { StockImage } from "../components/StockImage";
import { stockPhotoUrl } from "../content/images";
import { notFoundPages } from "../content/not-found";
import { formatEstonianDate } from "../lib/dates";
import { absoluteUrl, organization, pageMeta } from "../lib/meta";
import { articlePath } from "../lib/paths";
import { readingMinutes } from "../lib/reading-time";
import type { Route } from "./+types/blog-post";

/**
 * The article for the address, loaded on demand: React Router fetches a client
 * loader's chunk before the page goes live, and a page opened directly has its
 * article in the HTML already, so the blog's posts are fetched only when the
 * loader runs (a visit from another page).
 */
async function articleData(slug: string) {
  const { loadArticle } = await import("../content/articles");
  return { article: await loadArticle(slug) };
}

// Prerendering runs the loader for the six known slugs; in the browser the
// client loader fetches an article's own chunk, also for URLs that were not
// prerendered (they end on "Postitust ei leitud").
export const loader = ({ params }: Route.LoaderArgs) => articleData(params.slug);

export const clientLoader = ({ params }: Route.ClientLoaderArgs) => articleData(params.slug);

export function meta({ loaderData, params }: Route.MetaArgs) {
  const article = loaderData?.article;
  if (!article) {
    return [
      ...pageMeta({ title: notFoundPages.post.title, description: notFoundPages.post.text, path: "/blog" }),
      { name: "robots", content: "noindex" },
    ];
  }
  const path = articlePath(params.slug);
  const image = { url: stockPhotoUrl(article.image, 1200, 600), width: 1200, height: 600, alt: article.image.alt };
  return pageMeta({
    title: article.title,
    description: article.excerpt,
    path,
    image,
    type: "article",
    structuredData: [
      {
        "@type": "BlogPosting",
        headline: article.title,
        description: article.excerpt,
        image: image.url,
        datePublished: article.publishedAt,
        inLanguage: "et",
        mainEntityOfPage: absoluteUrl(path),
        author: organization,
        publisher: organization,
      },
    ],
  });
}

export default function BlogPostPage({ loaderData: { article }, params }: Route.ComponentProps) {
  if (!article) {
    return <NotFound kind="post" />;
  }
  return (
    <>
      <article className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
        <Link
          to="/blog"
          className="inline-flex min-h-11 items-center gap-2 rounded-full pr-3 font-semibold text-leaf hover:underline"
        >
          <Icon icon={ArrowLeft} className="size-5" />
          Tagasi blogisse
        </Link>
        <h1 className="mt-6 text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl">
          {article.title}
        </h1>
        <p className="mt-4 text-muted">
          <time dateTime={article.publishedAt}>{formatEstonianDate(article.publishedAt)}</time>
          {" · "}
          {readingMinutes(article.body)} min lugemist
        </p>
        <StockImage
          photo={article.image}
          width={1200}
          height={600}
          widths={[600, 750, 900, 1200, 1800]}
          // The article column (56rem) less its side padding (1rem on phones, 1.5rem from 640px).
          sizes="(min-width: 896px) 848px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)"
          importance="lcp"
          className="mt-8 aspect-[2/1] w-full rounded-card bg-tint object-cover"
        />
        <HydrateLater>
          <div className="mx-auto mt-10 max-w-prose">
            <ArticleBody blocks={article.body} />
            <ShareButtons path={articlePath(params.slug)} />
          </div>
        </HydrateLater>
      </article>
      <HydrateLater>
        <BackToTop />
      </HydrateLater>
    </>
  );
}
