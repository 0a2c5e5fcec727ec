import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Text is worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".webmanifest", ".xml", ".txt", ".data", ".svg"]);

/** Each copy's file ending, the one the static host looks for, and how it is made (at the strongest setting: made once, sent often). */
export const COMPRESSED_COPIES = {
  br: {
    ending: ".br",
    // Stryker disable next-line ObjectLiteral: 11 is also brotli's default quality; said here because it is meant
    compress: (raw: Buffer) => brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  },
  gzip: { ending: ".gz", compress: (raw: Buffer) => gzipSync(raw, { level: 9 }) },
};

/**
 * Writes a brotli and a gzip copy beside every text file of the build
 * (`x.js.br`, `x.js.gz`), as a CDN holds them ready: compressing on request
 * would make the first visitor of each file wait while brotli works, which
 * also skews the benchmark. A copy newer than its original is kept, so a
 * restart costs nothing and the copies' ETags stay the same.
 */
export function precompress(root: string) {
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    const file = join(entry.parentPath, entry.name);
    if (!entry.isFile() || !COMPRESSIBLE.has(extname(file))) continue;
    const modified = statSync(file).mtimeMs;
    for (const { ending, compress } of Object.values(COMPRESSED_COPIES)) {
      const copy = file + ending;
      if (!existsSync(copy) || statSync(copy).mtimeMs < modified) writeFileSync(copy, compress(readFileSync(file)));
    }
  }
}
