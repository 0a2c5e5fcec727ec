import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ArticleBody } from "./ArticleBody";

describe("article body", () => {
  it("shows text that looks like markup as text, never as markup @article-body", () => {
    const markup = '<img src="x" onerror="alert(1)"><script>alert(2)</script>';
    const { container } = render(
      <ArticleBody
        blocks={[
          { kind: "heading", text: markup },
          { kind: "paragraph", text: markup },
          { kind: "list", items: [markup] },
          { kind: "highlight", title: "Pea meeles", text: markup },
        ]}
      />,
    );
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent(markup);
    expect(screen.getAllByText(markup)).toHaveLength(4);
    expect(container.querySelector("img, script")).toBeNull();
  });

  it("gives headings, lists and highlight boxes their own roles @article-body", () => {
    render(
      <ArticleBody
        blocks={[
          { kind: "heading", text: "Soojendus" },
          { kind: "subheading", text: "Miks?" },
          { kind: "list", ordered: true, items: ["Esimene", "Teine"] },
          { kind: "highlight", title: "Pea meeles", text: "Soojendus kestab 5–10 minutit." },
        ]}
      />,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Soojendus" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Miks?" })).toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByRole("complementary", { name: "Pea meeles" })).toHaveTextContent("5–10 minutit");
  });
});
