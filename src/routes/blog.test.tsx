import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { SPEC_ARTICLE_SLUGS } from "#qa/plan/spec-facts.ts";
import BlogPage from "./blog";

describe("blog list", () => {
  it("shows six cards in the spec's order, each with image, title, excerpt and one 'Loe edasi' link @blog-cards", () => {
    const Stub = createRoutesStub([{ path: "/blog", Component: BlogPage }]);
    render(<Stub initialEntries={["/blog"]} />);
    expect(screen.getByRole("heading", { level: 1, name: "Blogi" })).toBeInTheDocument();
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(6);
    cards.forEach((card, index) => {
      const title = within(card).getByRole("heading", { level: 2 }).textContent;
      const links = within(card).getAllByRole("link");
      expect(links).toHaveLength(1);
      expect(links[0]).toHaveAccessibleName(`Loe edasi: ${title}`);
      expect(links[0]).toHaveAttribute("href", `/blog/${SPEC_ARTICLE_SLUGS[index]}`);
      const image = within(card).getByRole("img");
      expect(image).toHaveAttribute("alt", expect.stringMatching(/\S{3,}/));
      expect(image.getAttribute("srcset")).toMatch(/ 400w, .* 800w$/);
      expect(card.textContent?.length).toBeGreaterThan(150);
    });
  });

  it("loads only the first image at once, and first (the page's largest paint); the rest wait until scrolled near", () => {
    const Stub = createRoutesStub([{ path: "/blog", Component: BlogPage }]);
    render(<Stub initialEntries={["/blog"]} />);
    const images = screen.getAllByRole("img");
    expect(images.map((img) => img.getAttribute("loading"))).toEqual(["eager", "lazy", "lazy", "lazy", "lazy", "lazy"]);
    expect(images.map((img) => img.getAttribute("fetchpriority"))).toEqual(["high", null, null, null, null, null]);
  });
});
