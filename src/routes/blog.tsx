import { BlogCard } from "../components/BlogCard";
import { HydrateLater } from "../components/HydrateLater";
import { blogPage } from "../content/blog";
import { posts } from "../content/posts";
import { pageMeta } from "../lib/meta";
import { PATHS } from "../lib/paths";

export const meta = () =>
  pageMeta({
    title: blogPage.title,
    description: blogPage.description,
    path: PATHS.blog,
  });

export default function BlogPage() {
  return (
    <div className="mx-auto max-w-content px-4 py-14 sm:px-6 sm:py-20">
      <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{blogPage.title}</h1>
      <p className="mt-4 max-w-prose text-lg text-muted">{blogPage.intro}</p>
      <HydrateLater>
        <div className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post, index) => (
            // The first card's photo is the largest thing in the first screen; the rest load when scrolled near.
            <BlogCard key={post.slug} post={post} imageImportance={index === 0 ? "lcp" : "later"} />
          ))}
        </div>
      </HydrateLater>
    </div>
  );
}
