import { readFileSync } from "node:fs";
import { Blob, Face } from "harfbuzzjs";
import { describe, expect, it } from "vitest";
import { ESTONIAN_LETTERS_FONT, estonianLettersFont, LATIN_EXTENDED_FONT } from "./estonian-letters.ts";

describe("the font file for the Estonian letters the Latin file lacks", () => {
  it("holds exactly Š, š, Ž and ž, at every weight the brand font has", async () => {
    const face = new Face(new Blob(await estonianLettersFont("truetype")));
    const letters = String.fromCodePoint(...face.collectUnicodes());
    expect([...letters].toSorted()).toEqual([..."ŠšŽž"].toSorted());
    expect(face.getAxisInfos()).toMatchObject({ wght: { min: 200, default: 400, max: 800 } });
  });

  it("weighs less than a tenth of the Latin Extended file a page with those letters would fetch otherwise", () => {
    expect(readFileSync(ESTONIAN_LETTERS_FONT).length * 10).toBeLessThan(readFileSync(LATIN_EXTENDED_FONT).length);
  });

  it("as committed is what `npm run font:letters` makes from the installed brand font today", async () => {
    const made = Buffer.from(await estonianLettersFont("woff2"));
    expect(
      readFileSync(ESTONIAN_LETTERS_FONT).equals(made),
      "the committed file is out of date (a new brand font or subsetter?): run `npm run font:letters`",
    ).toBe(true);
  });

  it("keeps the font's licence address (SIL Open Font License)", async () => {
    const face = new Face(new Blob(await estonianLettersFont("truetype")));
    expect(face.getName(14, "en")).toMatch(/OFL/);
  });
});
