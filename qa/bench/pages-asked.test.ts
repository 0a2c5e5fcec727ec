import { describe, expect, it } from "vitest";
import { publicPaths } from "#src/lib/public-paths.ts";
import { pagesAsked } from "./pages-asked.ts";

const PAGES = ["/", "/about", "/contact"];

describe("the pages the bench measures", () => {
  it("are every public page unless some are named", () => {
    expect(pagesAsked([])).toEqual(publicPaths);
  });

  it("are those named, in the site's order", () => {
    expect(pagesAsked(["/contact", "/"], PAGES)).toEqual(["/", "/contact"]);
  });

  it("are refused when none of those named is a public page", () => {
    expect(() => pagesAsked(["/kontakt"], PAGES)).toThrow(
      "no public page matches /kontakt. Usage: npm run bench -- [<page path>…]",
    );
  });

  it("take no option", () => {
    expect(() => pagesAsked(["--runs", "5"], PAGES)).toThrow(
      /^Unknown option '--runs'\..* Usage: npm run bench -- \[<page path>…\]$/,
    );
  });
});
