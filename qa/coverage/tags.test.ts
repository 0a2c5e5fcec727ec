import { describe, expect, it } from "vitest";
import { tagsIn } from "./tags";

describe("the ids a title names", () => {
  it("are the kebab-case words after an @, wherever they stand in the title", () => {
    expect(tagsIn("main navigation on /about Meist @nav-about")).toEqual(["nav-about"]);
    expect(tagsIn("@price: the package costs 19 € @home-package")).toEqual(["price", "home-package"]);
  });

  it("are not e-mail addresses, package names or words glued to an @", () => {
    expect(tagsIn('jyri@example.ee writes; "@playwright/test" loads; x@y and @Upper and @trailing-')).toEqual([]);
  });
});
