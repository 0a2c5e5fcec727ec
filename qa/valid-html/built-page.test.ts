import { describe, expect, it } from "vitest";
import { NOT_FOUND_PAGES } from "#src/lib/paths.ts";
import { builtPagePath } from "./built-page.ts";

describe("a built page's address", () => {
  it("is its folder for an index page, home's being /", () => {
    expect(builtPagePath("index.html")).toBe("/");
    expect(builtPagePath("about/index.html")).toBe("/about");
    expect(builtPagePath("blog/kodutreening-vs-jousaal/index.html")).toBe("/blog/kodutreening-vs-jousaal");
  });

  it("is where a not-found page is prerendered, for both of them", () => {
    for (const page of NOT_FOUND_PAGES) expect(builtPagePath(page.file)).toBe(page.prerenderAt);
  });
});
