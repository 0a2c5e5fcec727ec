import { describe, expect, it } from "vitest";
import { journeysVisiting } from "./journey.ts";

const journeys = [
  { name: "home: the menu", pages: ["/"] },
  { name: "blog: an article", pages: ["/blog", "/blog/a"] },
  { name: "stories in place", pages: [], stories: ["header--on-home"] },
];

describe("the journeys a change reaches", () => {
  it("are those that open one of the pages or show one of the stories, in their order", () => {
    expect(journeysVisiting(journeys, ["/blog/a"]).map((journey) => journey.name)).toEqual(["blog: an article"]);
    expect(journeysVisiting(journeys, ["/"], ["header--on-home"]).map((journey) => journey.name)).toEqual([
      "home: the menu",
      "stories in place",
    ]);
  });

  it("are none when no page or story of theirs is named", () => {
    expect(journeysVisiting(journeys, ["/contact"], ["footer--default"])).toEqual([]);
  });
});
