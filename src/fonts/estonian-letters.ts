/**
 * `npm run font:letters`: writes the brand font's file for Š, š, Ž and ž.
 *
 * Estonian spells loanwords with them ("massaaž", "šokolaad"), but fontsource's Latin file has little beyond
 * U+00FF, and the next file, Latin Extended, is 22 KB that the browser asks for only once it lays out such a word:
 * on a slow line that request shares the line with the scripts that bring the page to life. This file holds
 * just the four letters, cut from the Latin Extended file with their variable weight kept (1.8 KB); a page
 * whose text has them preloads it (src/build/font-preloads.ts), so it arrives with the Latin file.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const ESTONIAN_LETTERS_NOT_IN_LATIN = "ŠšŽž";

export const ESTONIAN_LETTERS_FONT = fileURLToPath(
  new URL("./plus-jakarta-sans-estonian-wght-normal.woff2", import.meta.url),
);

export const LATIN_EXTENDED_FONT = createRequire(import.meta.url).resolve(
  "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-ext-wght-normal.woff2",
);

export function estonianLettersFont(format: "woff2" | "truetype"): Promise<Uint8Array> {
  return subsetFont(readFileSync(LATIN_EXTENDED_FONT), ESTONIAN_LETTERS_NOT_IN_LATIN, {
    targetFormat: format,
    // The licence and its address travel with the font (SIL Open Font License); harfbuzz keeps only names 0-6.
    preserveNameIds: [13, 14],
  });
}

if (import.meta.main) {
  writeFileSync(ESTONIAN_LETTERS_FONT, await estonianLettersFont("woff2"));
  console.log(`Wrote ${ESTONIAN_LETTERS_FONT}`);
}
