import { describe, expect, it } from "vitest";
import { shownBy } from "./baselines.ts";

describe("what a picture shows, from the page's address", () => {
  it("is the story for the catalogue's iframe.html?id=…, else the page's path", () => {
    expect(
      shownBy("http://localhost:6007/iframe.html?id=packagecard--premium&viewMode=story&globals=a11y.manual:!true"),
    ).toBe("story packagecard--premium");
    expect(shownBy("http://localhost:4173/about?utm=x#top")).toBe("page /about");
    expect(shownBy("http://localhost:4173/")).toBe("page /");
    expect(shownBy("http://localhost:4173/iframe.html")).toBe("page /iframe.html");
    expect(shownBy("http://localhost:4173/blog?id=x")).toBe("page /blog");
  });
});
