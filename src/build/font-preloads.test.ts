import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { covers, fontFacesOf, preloadPagesFonts, shownText, withFontPreloads } from "./font-preloads.ts";

/** The brand font's @font-face rules as the production build writes them (recorded from build/client/assets). */
const BUILT_FACES = [
  '@font-face{font-family:Plus Jakarta Sans Variable;font-style:normal;font-display:swap;font-weight:200 800;src:url(/assets/plus-jakarta-sans-latin-ext-wght-normal-DmpS2jIq.woff2)format("woff2");unicode-range:U+100-15F,U+162-17C,U+17F-2BA,U+2BD-2C5,U+2C7-2CC,U+2CE-2D7,U+2DD-2FF,U+304,U+308,U+329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF}',
  '@font-face{font-family:Plus Jakarta Sans Variable;font-style:normal;font-display:swap;font-weight:200 800;src:url(/assets/plus-jakarta-sans-estonian-wght-normal-C2705G8Z.woff2)format("woff2");unicode-range:U+160-161,U+17D-17E}',
  '@font-face{font-family:Plus Jakarta Sans Variable;font-style:normal;font-display:swap;font-weight:200 800;src:url(/assets/plus-jakarta-sans-latin-wght-normal-eXO_dkmS.woff2)format("woff2");unicode-range:U+??,U+131,U+152-153,U+2BB-2BC,U+2C6,U+2DA,U+2DC,U+304,U+308,U+329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD}',
].join("");

const LATIN = "/assets/plus-jakarta-sans-latin-wght-normal-eXO_dkmS.woff2";
const ESTONIAN_LETTERS = "/assets/plus-jakarta-sans-estonian-wght-normal-C2705G8Z.woff2";
const LATIN_EXTENDED = "/assets/plus-jakarta-sans-latin-ext-wght-normal-DmpS2jIq.woff2";

const preloadOf = (href: string) =>
  `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin="anonymous"/>`;

/** A page's head and body in the shape React Router prerenders them (trimmed from a real article). */
function page(body: string) {
  return [
    '<!DOCTYPE html><html lang="et"><head><meta charSet="utf-8"/><title>Taastumise tähtsus | Vormis</title>',
    '<meta name="description" content="Šokolaad ja žürii pealkirjas ei joonistu."/>',
    preloadOf(LATIN),
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/><link rel="stylesheet" href="/assets/root.css"/></head>',
    `<body>${body}<script>window.__reactRouterContext = {"text":"žürii"};</script></body></html>`,
  ].join("");
}

describe("the stylesheet's font faces", () => {
  it("are read with their files and ranges from the built stylesheet", () => {
    expect(fontFacesOf(BUILT_FACES).map((face) => face.href)).toEqual([LATIN_EXTENDED, ESTONIAN_LETTERS, LATIN]);
    expect(fontFacesOf(BUILT_FACES)[1].unicodeRange).toBe("U+160-161,U+17D-17E");
  });

  it("leave out a face drawn from an installed font, which has no file to preload, but not one with a file besides", () => {
    expect(fontFacesOf('@font-face{font-family:Fallback;src:local("DejaVu Sans")}')).toEqual([]);
    const faces = fontFacesOf('@font-face{font-family:A;src:local(A),url(/assets/a.woff2)format("woff2")}');
    expect(faces.map((face) => face.href)).toEqual(["/assets/a.woff2"]);
  });

  it("fail the build when a rule is in a shape this step cannot read", () => {
    expect(() => fontFacesOf("@font-face{font-family:A;src: url(/assets/a.woff2)}")).toThrow(/cannot read/);
    expect(() => fontFacesOf("@font-face{font-family:A}")).toThrow(/cannot read/);
  });

  it("without a range draw every character", () => {
    const [face] = fontFacesOf('@font-face{font-family:Mono;src:url(/assets/mono.woff2)format("woff2")}');
    expect(face.href).toBe("/assets/mono.woff2");
    expect(covers(face.unicodeRange, 0x10ffff)).toBe(true);
  });
});

describe("a unicode-range", () => {
  it("covers single code points, ranges and wildcards, written in either case, with or without spaces", () => {
    // As minified, or as written across lines (src/fonts/brand-font.css).
    const range = "U+??,u+131,\n    U+152-153, U+1E??";
    for (const codePoint of [0x00, 0x41, 0xff, 0x131, 0x152, 0x153, 0x1e00, 0x1eff]) {
      expect(covers(range, codePoint), codePoint.toString(16)).toBe(true);
    }
    for (const codePoint of [0x100, 0x130, 0x132, 0x151, 0x154, 0x1dff, 0x1f00]) {
      expect(covers(range, codePoint), codePoint.toString(16)).toBe(false);
    }
  });
});

describe("a page's shown text", () => {
  it("is what its body draws: not its head, scripts, styles, comments, attributes or markup", () => {
    const html = page(
      [
        '<main><h1 class="x">Massaaž</h1><img alt="Šveits"/><!-- Šokolaad ja žürii --><style media="print">.ž{}</style>',
        '<noscript><p>Ž</p></noscript><script type="application/ld+json">{"a":"ž"}</script><p>A &amp; B &lt;3</p></main>',
      ].join(""),
    );
    expect(shownText(html)).toBe("MassaažA &amp; B &lt;3");
  });
});

describe("a page preloads the font files its own text needs, besides the Latin one every page preloads", () => {
  // Read in each test, so that a reading that throws fails the tests rather than the file.
  const faces = () => fontFacesOf(BUILT_FACES);

  it("a page with š or ž preloads the Estonian letters' file, next to the Latin file's preload", () => {
    const html = withFontPreloads(page("<p>Ükski massaažipüstol ei asenda und.</p>"), faces());
    expect(html).toContain(`${preloadOf(LATIN)}${preloadOf(ESTONIAN_LETTERS)}<link rel="icon"`);
    expect(html).not.toContain(LATIN_EXTENDED);
  });

  it("a page with other Latin letters preloads the Latin Extended file, once", () => {
    const html = withFontPreloads(page("<p>Łukasz ja Ōsaka</p>"), faces());
    expect(html.split(preloadOf(LATIN_EXTENDED))).toHaveLength(2);
    expect(html).not.toContain(ESTONIAN_LETTERS);
  });

  it("a combining mark that two faces cover needs only the one defined last, which the browser draws from", () => {
    const html = page("<p>Nai\u0308ivne</p>");
    expect(withFontPreloads(html, faces())).toBe(html);
  });

  it("a character no face draws (the system's fonts do) needs no preload", () => {
    const html = page("<p>Tere 🙂 日本</p>");
    expect(withFontPreloads(html, faces())).toBe(html);
  });

  it("the preloads follow the stylesheet's order of faces", () => {
    const html = withFontPreloads(page("<p>Łukasz ja žürii</p>"), faces());
    expect(html).toContain(`${preloadOf(LATIN)}${preloadOf(LATIN_EXTENDED)}${preloadOf(ESTONIAN_LETTERS)}`);
  });

  it("a page in plain Estonian (õ, ä, ö, ü, „quotes“, dashes, euros) is left as it is", () => {
    const html = page("<p>Õhtune jõuk, äge töö – 19 € „üle“ kuu…</p>");
    expect(withFontPreloads(html, faces())).toBe(html);
  });

  it("a page that preloads no font gets every one its text needs, before its stylesheet", () => {
    const html = page("<p>Žürii</p>").replace(preloadOf(LATIN), "");
    expect(withFontPreloads(html, faces())).toContain(
      `${preloadOf(ESTONIAN_LETTERS)}${preloadOf(LATIN)}<link rel="stylesheet"`,
    );
  });
});

describe("the build step", () => {
  it("adds the preloads to every prerendered page in the build folder, reading each page's own stylesheets", () => {
    const root = mkdtempSync(join(tmpdir(), "vormis-font-preloads-"));
    try {
      mkdirSync(join(root, "assets"));
      mkdirSync(join(root, "blog", "taastumine"), { recursive: true });
      writeFileSync(join(root, "assets", "root.css"), `.a{color:red}${BUILT_FACES}`);
      writeFileSync(join(root, "index.html"), page("<p>Tere</p>"));
      writeFileSync(join(root, "blog", "taastumine", "index.html"), page("<p>massaaž</p>"));
      preloadPagesFonts(root);
      expect(readFileSync(join(root, "index.html"), "utf8")).toBe(page("<p>Tere</p>"));
      expect(readFileSync(join(root, "blog", "taastumine", "index.html"), "utf8")).toContain(
        preloadOf(ESTONIAN_LETTERS),
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("fails the build when a page links no stylesheet, or its stylesheets have no font face", () => {
    const root = mkdtempSync(join(tmpdir(), "vormis-font-preloads-"));
    try {
      mkdirSync(join(root, "assets"));
      writeFileSync(join(root, "assets", "root.css"), ".a{color:red}");
      writeFileSync(join(root, "index.html"), page("<p>Tere</p>"));
      expect(() => preloadPagesFonts(root)).toThrow(/no font face/);
      writeFileSync(join(root, "index.html"), page("<p>Tere</p>").replace(/<link rel="stylesheet"[^>]*>/, ""));
      expect(() => preloadPagesFonts(root)).toThrow(/no stylesheet/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
