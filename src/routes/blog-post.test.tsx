import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import BlogPostPage, { clientLoader } from "./blog-post";

function renderArticleRoute(path: string) {
  const Stub = createRoutesStub([
    // biome-ignore lint/suspicious/noExplicitAny: the stub passes the route's own loader data through
    { path: "/blog/:slug", Component: BlogPostPage as any, loader: clientLoader as any, HydrateFallback: () => null },
  ]);
  render(<Stub initialEntries={[path]} />);
}

describe("article route", () => {
  it("an unknown slug renders 'Postitust ei leitud' with the way back to the blog", async () => {
    renderArticleRoute("/blog/seda-artiklit-ei-ole");
    expect(await screen.findByRole("heading", { level: 1, name: "Postitust ei leitud" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Tagasi blogisse" })).toHaveAttribute("href", "/blog");
  });
});
