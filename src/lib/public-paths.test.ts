import { expect, it } from "vitest";
import { SPEC_ARTICLE_SLUGS } from "#qa/plan/spec-facts.ts";
import { publicPaths } from "./public-paths";

it("prerenders every page the spec names: home, about, contact, the blog and each of its articles", () => {
  expect(publicPaths).toEqual([
    "/",
    "/about",
    "/contact",
    "/blog",
    ...SPEC_ARTICLE_SLUGS.map((slug) => `/blog/${slug}`),
  ]);
});
