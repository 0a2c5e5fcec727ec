import { describe, expect, it } from "vitest";
import { tagNames, tagsIn } from "./tags";

describe("the ids a title names", () => {
  it("are the kebab-case words after an @, wherever they stand in the title", () => {
    expect(tagsIn("main navigation on /about Meist @nav-about")).toEqual(["nav-about"]);
    expect(tagsIn("@price: the package costs 19 € @home-package")).toEqual(["price", "home-package"]);
  });

  it("are not e-mail addresses, package names or words glued to an @", () => {
    expect(tagsIn('jyri@example.ee writes; "@playwright/test" loads; x@y and @Upper and @trailing-')).toEqual([]);
  });

  it("come as the runners give tags: Playwright with the @, Vitest without", () => {
    expect(tagNames(["@small-screen", "contact-post"])).toEqual(["small-screen", "contact-post"]);
    expect(tagNames(undefined)).toEqual([]);
  });

  it("lose only a leading @: one inside a tag stays, so that the tag is named as written", () => {
    expect(tagNames(["@owner@vormis", "team@vormis"])).toEqual(["owner@vormis", "team@vormis"]);
  });
});
