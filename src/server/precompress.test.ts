import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { precompress } from "./precompress.ts";

/** The compressed copies precompress leaves in a build folder, read from disk. */

let root: string;

/** Page-like text with enough variety that gzip's settings differ in what they achieve (a fixed sequence). */
function pageText(): string {
  const words = ["Vormis", "treening", "kõnd", "jooks", "päev", "nädal", "eesmärk", "<p>", "</p>", "uni", "samm"];
  let seed = 7;
  return Array.from({ length: 6000 }, () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return words[seed % words.length];
  }).join(" ");
}

const write = (file: string, text: string) => {
  mkdirSync(join(root, file, ".."), { recursive: true });
  writeFileSync(join(root, file), text);
};
const onDisk = (file: string) => readFileSync(join(root, file));
/** Sets a file's modification time, in seconds since the epoch. */
const touch = (file: string, seconds: number) => utimesSync(join(root, file), seconds, seconds);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "vormis-precompress-"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("precompressed copies", () => {
  it("lie beside every text file as brotli and gzip, each decompressing to the original", () => {
    const text = "<p>Vormis, treening igaks päevaks.</p>".repeat(40);
    for (const file of ["index.html", "assets/app.js", "assets/app.css", "about.data", "feed.json", "icon.svg"]) {
      write(file, text);
    }
    precompress(root);
    for (const file of ["index.html", "assets/app.js", "assets/app.css", "about.data", "feed.json", "icon.svg"]) {
      expect(brotliDecompressSync(onDisk(`${file}.br`)).toString(), file).toBe(text);
      expect(gunzipSync(onDisk(`${file}.gz`)).toString(), file).toBe(text);
    }
  });

  it("are not made for images and fonts, which are compressed already, nor for folders named like files", () => {
    write("assets/photo.avif", "not text");
    write("assets/font.woff2", "not text");
    write("blog/uus.json/index.html", "<h1>Postitus</h1>");
    precompress(root);
    for (const file of ["assets/photo.avif", "assets/font.woff2", "blog/uus.json"]) {
      expect(existsSync(join(root, `${file}.br`)), file).toBe(false);
      expect(existsSync(join(root, `${file}.gz`)), file).toBe(false);
    }
    expect(existsSync(join(root, "blog/uus.json/index.html.br"))).toBe(true);
  });

  it("in gzip are as small as gzip's strongest setting makes them", () => {
    const text = pageText();
    write("index.html", text);
    precompress(root);
    expect(onDisk("index.html.gz").length).toBe(gzipSync(text, { level: 9 }).length);
  });

  it("are kept while at least as new as their original, so a restart neither redoes nor changes them", () => {
    write("index.html", "<h1>Avaleht</h1>");
    precompress(root);
    write("index.html.br", "kept");
    write("index.html.gz", "kept");
    touch("index.html", 1_000);
    touch("index.html.br", 1_000);
    touch("index.html.gz", 2_000);
    precompress(root);
    expect(onDisk("index.html.br").toString()).toBe("kept");
    expect(onDisk("index.html.gz").toString()).toBe("kept");
    expect(statSync(join(root, "index.html.br")).mtimeMs).toBe(1_000_000);
  });

  it("are made again once the original is newer", () => {
    write("index.html", "<h1>Avaleht</h1>");
    precompress(root);
    write("index.html", "<h1>Avaleht, uus</h1>");
    touch("index.html.br", 1_000);
    touch("index.html.gz", 1_000);
    touch("index.html", 2_000);
    precompress(root);
    expect(brotliDecompressSync(onDisk("index.html.br")).toString()).toBe("<h1>Avaleht, uus</h1>");
    expect(gunzipSync(onDisk("index.html.gz")).toString()).toBe("<h1>Avaleht, uus</h1>");
  });
});
