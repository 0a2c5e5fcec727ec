import { ArrowRight } from "lucide";
import { Link } from "react-router";
import type { PostSummary } from "../content/article-types";
import { formatEstonianDate } from "../lib/dates";
import { Icon } from "./Icon";
import { StockImage } from "./StockImage";

interface BlogCardProps {
  post: PostSummary;
  /** StockImage's `importance`: the first card's photo may be the page's main one. */
  imageImportance?: "lcp" | "later";
}

export function BlogCard({ post, imageImportance }: BlogCardProps) {
  return (
    <article className="flex flex-col overflow-hidden rounded-card border border-line bg-paper shadow-card">
      <StockImage
        photo={post.image}
        width={600}
        height={400}
        widths={[400, 600, 700, 800]}
        // The blog grid's columns (1, 2, then 3 up to the 72rem content width), less its
        // padding, gaps and the card's 1px borders: a phone fetches no wider photo than it shows.
        sizes="(min-width: 1152px) 345px, (min-width: 1024px) calc(33.33vw - 39px), (min-width: 640px) calc(50vw - 42px), calc(100vw - 34px)"
        importance={imageImportance}
        className="aspect-[3/2] w-full bg-tint object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold text-muted">
          <time dateTime={post.publishedAt}>{formatEstonianDate(post.publishedAt)}</time>
        </p>
        <h2 className="mt-2 text-xl leading-snug font-bold text-balance">{post.title}</h2>
        <p className="mt-3 flex-1 text-muted">{post.excerpt}</p>
        <Link
          to={`/blog/${post.slug}`}
          aria-label={`Loe edasi: ${post.title}`}
          className="mt-6 inline-flex items-center gap-2 self-start rounded-full font-bold text-leaf underline-offset-4 hover:underline"
        >
          Loe edasi
          <Icon icon={ArrowRight} className="size-5" />
        </Link>
      </div>
    </article>
  );
}
