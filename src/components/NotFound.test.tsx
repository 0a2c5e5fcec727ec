import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { NotFound } from "./NotFound";

function renderAt(kind: "page" | "post") {
  const Stub = createRoutesStub([{ path: "/", Component: () => <NotFound kind={kind} /> }]);
  render(<Stub initialEntries={["/"]} />);
}

describe("not-found pages", () => {
  it("an unknown page says 'Lehte ei leitud' and offers the way to the home page @unknown-page", () => {
    renderAt("page");
    expect(screen.getByRole("heading", { level: 1, name: "Lehte ei leitud" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Avalehele" })).toHaveAttribute("href", "/");
  });

  it("an unknown article says 'Postitust ei leitud' and offers the way back to the blog @unknown-article", () => {
    renderAt("post");
    expect(screen.getByRole("heading", { level: 1, name: "Postitust ei leitud" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Tagasi blogisse" })).toHaveAttribute("href", "/blog");
  });
});
