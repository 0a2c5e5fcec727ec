import { describe, expect, it } from "vitest";
import { readingMinutes, wordCount } from "./reading-time";

const words = (count: number) => Array.from({ length: count }, (_, index) => `sõna${index}`).join(" ");

describe("an article's reading time", () => {
  it("is at least one minute, however short the article", () => {
    expect(readingMinutes([])).toBe(1);
    expect(readingMinutes([{ kind: "paragraph", text: "Tere." }])).toBe(1);
  });

  it("counts whole minutes at 200 words a minute, rounding up", () => {
    expect(readingMinutes([{ kind: "paragraph", text: words(200) }])).toBe(1);
    expect(readingMinutes([{ kind: "paragraph", text: words(201) }])).toBe(2);
    expect(readingMinutes([{ kind: "paragraph", text: words(600) }])).toBe(3);
  });

  it("counts the words of every kind of block: headings, lists and highlights with their titles", () => {
    expect(
      wordCount([
        { kind: "heading", text: "Miks trenn?" },
        { kind: "subheading", text: "Kolm põhjust" },
        { kind: "paragraph", text: "Liikumine teeb  rõõmsaks.\nJa terveks." },
        { kind: "list", items: ["Uni", "Toit ja vesi"] },
        { kind: "highlight", title: "Nõuanne", text: "Alusta aeglaselt." },
      ]),
    ).toBe(2 + 2 + 5 + 4 + 3);
  });

  it("does not count dashes and other marks standing alone as words, but counts numbers", () => {
    expect(wordCount([{ kind: "paragraph", text: "Kõnd – 30 minutit … iga päev !" }])).toBe(5);
  });
});
