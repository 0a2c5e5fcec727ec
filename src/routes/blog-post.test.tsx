import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { posts } from "../content/posts";
import BlogPostPage, { clientLoader, meta } from "./blog-post";

function renderArticleRoute(path: string) {
  const Stub = createRoutesStub([
    {
      path: "/blog/:slug",
      // biome-ignore lint/suspicious/noExplicitAny: the stub passes the route's own loader data through
      Component: BlogPostPage as any,
      // biome-ignore lint/suspicious/noExplicitAny: as above
      loader: clientLoader as any,
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

describe("article route", () => {
  it.each(posts.map((post) => [post.slug, post.title]))(
    "/blog/%s renders its article: back link, title, 1200×600 stock photo, body with headings, lists and highlight boxes @article-page @article-image-size @article-body",
    async (slug, title) => {
      renderArticleRoute(`/blog/${slug}`);
      expect(await screen.findByRole("heading", { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Tagasi blogisse" })).toHaveAttribute("href", "/blog");
      const hero = screen.getAllByRole("img")[0];
      expect(hero).toHaveAttribute("width", "1200");
      expect(hero).toHaveAttribute("height", "600");
      expect(hero).toHaveAttribute("fetchpriority", "high");
      expect(hero.getAttribute("src")).toContain("w=1200&h=600");
      expect(new URL(hero.getAttribute("src") ?? "").host).toBe("images.unsplash.com");
      // The body: headings, at least one list and one highlight box, each with its own role.
      expect(screen.getAllByRole("heading", { level: 2 }).length).toBeGreaterThan(2);
      expect(screen.getAllByRole("list").length).toBeGreaterThan(0);
      expect(screen.getAllByRole("listitem").length).toBeGreaterThan(1);
      expect(screen.getAllByRole("complementary").length).toBeGreaterThan(0);
      expect(screen.getByRole("heading", { level: 2, name: "Jaga seda artiklit" })).toBeInTheDocument();
      expect(screen.getByText(/\d+ min lugemist/)).toBeInTheDocument();
    },
  );

  it("an article's head gives its own address as canonical, to search engines and share cards alike", async () => {
    const [{ slug }] = posts;
    const params = { slug };
    // biome-ignore lint/suspicious/noExplicitAny: the route's own loader data and params, as React Router passes them
    const tags = meta({ loaderData: await clientLoader({ params } as any), params } as any);
    const address = `https://vormis.ee/blog/${slug}`;
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: address });
    expect(tags).toContainEqual({ property: "og:url", content: address });
  });

  it("an unknown slug renders 'Postitust ei leitud' with the way back to the blog @unknown-article", async () => {
    renderArticleRoute("/blog/seda-artiklit-ei-ole");
    expect(await screen.findByRole("heading", { level: 1, name: "Postitust ei leitud" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Tagasi blogisse" })).toHaveAttribute("href", "/blog");
  });
});
