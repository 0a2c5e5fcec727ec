import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { firstLoadOf } from "#qa/bench/first-load.ts";
import { CSS_BUDGET, FIRST_LOAD_JS_BUDGET, FONT_BUDGET } from "#qa/plan/budgets.ts";
import { SPEC_ARTICLE_SLUGS, SPEC_COPYRIGHT, SPEC_RIGHTS } from "#qa/plan/spec-facts.ts";
import { type BundleComposition, COMPOSITION_FILE } from "#src/build/bundle-composition.ts";
import { inlineScriptHashes } from "#src/build/host-files.ts";
import { AFTER_FIRST_PAINT } from "#src/build/paint-first.ts";
import { articlePath, NOT_FOUND_PAGES } from "#src/lib/paths.ts";
import { publicPaths } from "#src/lib/public-paths.ts";

const CLIENT = "build/client";

/** Every prerendered page's file: one per public address, and the two not-found pages. */
const pageFiles = [...publicPaths.map((path) => join(path, "index.html")), ...NOT_FOUND_PAGES.map((page) => page.file)];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

test.describe("production build", () => {
  test("contains no MSW code, no mock worker and nothing of the component catalogue", () => {
    const files = filesUnder(CLIENT);
    expect(files.some((file) => file.endsWith("mockServiceWorker.js"))).toBe(false);
    for (const file of files.filter((f) => /\.(js|html)$/.test(f))) {
      const text = readFileSync(file, "utf8");
      expect(text, file).not.toMatch(/mockServiceWorker|setupWorker/);
      expect(text, file).not.toMatch(/storybook/i);
    }
  });

  test("the build's record of what it was made from lies beside what is published, and nothing published names it", () => {
    const { stamp } = JSON.parse(readFileSync("build/build-stamp.json", "utf8")) as { stamp: string };
    expect(stamp).toMatch(/^[0-9a-f]{64}$/);
    for (const file of filesUnder(CLIENT)) {
      expect(file).not.toMatch(/stamp/i);
      expect(readFileSync(file).includes(stamp), file).toBe(false);
    }
  });

  test("every public route is prerendered with its own title, description and visible heading @html-lang", () => {
    const titles = new Set<string>();
    for (const path of publicPaths) {
      const html = readFileSync(join(CLIENT, path, "index.html"), "utf8");
      const title = html.match(/<title>([^<]+)<\/title>/)?.[1];
      expect(title, path).toBeTruthy();
      titles.add(title as string);
      expect(html, path).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html, path).toMatch(/<h1[^>]*>[^<]+/);
      expect(html, path).toContain('<html lang="et"');
    }
    expect(titles.size).toBe(publicPaths.length);
  });

  test("every prerendered page, both not-found pages too, has one footer with '© 2025' and 'Kõik õigused kaitstud.' @footer @copyright-year", () => {
    expect(pageFiles.length).toBe(publicPaths.length + 2);
    for (const file of pageFiles) {
      const html = readFileSync(join(CLIENT, file), "utf8");
      const footers = html.match(/<footer[\s>][\s\S]*?<\/footer>/g) ?? [];
      expect(footers, file).toHaveLength(1);
      // Its text as read: React's markers between the parts of a line left out.
      const text = footers
        .join("")
        .replace(/<!-- -->/g, "")
        .replace(/<[^>]+>/g, " ");
      expect(text, file).toContain(SPEC_COPYRIGHT);
      expect(text, file).toContain(SPEC_RIGHTS);
    }
  });

  test("no page offers an account: no password field, no sign-in, sign-up or account link @no-accounts", () => {
    for (const file of pageFiles) {
      const html = readFileSync(join(CLIENT, file), "utf8");
      expect(html, file).not.toMatch(/type="password"|autocomplete="(current|new)-password"/i);
      const text = html
        .replace(/<script[\s\S]*?<\/script>/g, " ")
        .replace(/<[^>]+>/g, " ")
        .toLocaleLowerCase("et");
      expect(text, file).not.toMatch(
        /logi sisse|sisselogimi|sisene|registreeru|loo konto|minu konto|kasutajakonto|parool|sign in|log in|sign up|login/,
      );
    }
  });

  test("the contact page's static HTML carries the form for the form host to detect @contact-form-host", () => {
    const html = readFileSync(join(CLIENT, "contact", "index.html"), "utf8");
    const form = html.match(/<form[^>]*>/)?.[0] ?? "";
    expect(form).toContain('name="contact"');
    expect(form).toContain('method="POST"');
    expect(form).toContain('action="/"');
    expect(form).toContain('data-netlify="true"');
    expect(html).toMatch(/<input type="hidden" name="form-name" value="contact"\/>/);
    for (const field of ["name", "email", "message"]) expect(html).toContain(`name="${field}"`);
  });

  test("both not-found pages are prerendered whole, and the host answers unknown addresses with them and 404 @unknown-page @unknown-article", async ({
    request,
  }) => {
    const answers: [path: string, heading: string][] = [
      ["/blog/seda-postitust-pole", "Postitust ei leitud"],
      ["/blog/seda-postitust-pole/", "Postitust ei leitud"],
      ["/blog/a/b", "Lehte ei leitud"],
      ["/seda-lehte-pole", "Lehte ei leitud"],
      ["/about/mida", "Lehte ei leitud"],
    ];
    for (const [path, heading] of answers) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    }
    expect(existsSync(join(CLIENT, "__spa-fallback.html")), "no address is answered with an empty app shell").toBe(
      false,
    );
    expect(readFileSync(join(CLIENT, "_redirects"), "utf8")).toBe(
      "/blog/:slug  /blog/404.html  404\n/*  /404.html  404\n",
    );
  });

  test("the server answers like the host: folders, trailing slashes, compression, 404 fallback", async ({
    request,
  }) => {
    for (const path of ["/about", "/about/"]) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain(">Meist</h1>");
    }
    const compressed = await request.get("/", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(compressed.headers()["content-encoding"]).toBe("br");
    expect(compressed.headers().vary).toContain("Accept-Encoding");
    const gzipped = await request.get("/about", { headers: { "Accept-Encoding": "gzip" } });
    expect(gzipped.headers()["content-encoding"]).toBe("gzip");
    expect(await gzipped.text()).toContain(">Meist</h1>");
    const missing = await request.get("/ei-ole-siin");
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('<html lang="et"');
    const wrongMethod = await request.fetch("/", { method: "PUT" });
    expect(wrongMethod.status()).toBe(405);
    expect(wrongMethod.headers().allow).toBe("GET, HEAD, POST");
  });
});

/** Every prerendered page's head, parsed once. */
function prerenderedHeads() {
  return publicPaths.map((path) => {
    const html = readFileSync(join(CLIENT, path, "index.html"), "utf8");
    const meta = (attribute: string, name: string) =>
      html.match(new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`))?.[1]?.replaceAll("&amp;", "&");
    const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]),
    );
    return { path, html, meta, canonical, jsonLd };
  });
}

test.describe("search and sharing", () => {
  test("every page has a canonical URL, Open Graph and Twitter cards with absolute URLs, and JSON-LD", () => {
    for (const { path, meta, canonical, jsonLd } of prerenderedHeads()) {
      expect(canonical, path).toBe(new URL(path, "https://vormis.ee").href);
      for (const property of ["og:title", "og:description", "og:url", "og:image", "og:type", "og:locale"]) {
        expect(meta("property", property), `${path} ${property}`).toBeTruthy();
      }
      expect(meta("property", "og:url")).toBe(canonical);
      expect(meta("property", "og:image"), path).toMatch(/^https:\/\//);
      expect(meta("name", "twitter:card"), path).toBe("summary_large_image");
      expect(meta("name", "twitter:image"), path).toMatch(/^https:\/\//);
      expect(jsonLd.every((data) => data["@context"] === "https://schema.org")).toBe(true);
      expect(jsonLd.map((data) => data["@type"])).toContain("Organization");
    }
  });

  test("home describes the app and its 19 EUR/month Premium offer @price", () => {
    const home = prerenderedHeads().find(({ path }) => path === "/");
    const app = home?.jsonLd.find((data) => data["@type"] === "MobileApplication");
    expect(app?.offers).toMatchObject({ price: "19.00", priceCurrency: "EUR" });
    expect(app?.offers.priceSpecification).toMatchObject({ billingDuration: "P1M" });
  });

  test("each article is a BlogPosting with its 1200×600 image @article-image-size", () => {
    const articles = prerenderedHeads().filter(({ path }) => path.startsWith("/blog/"));
    // Every article the spec names, so the loop below cannot run over none.
    expect(articles.map(({ path }) => path).sort()).toEqual(SPEC_ARTICLE_SLUGS.map(articlePath).sort());
    for (const { path, meta, jsonLd } of articles) {
      const post = jsonLd.find((data) => data["@type"] === "BlogPosting");
      expect(post?.headline, path).toBeTruthy();
      expect(post?.image, path).toContain("w=1200&h=600");
      expect(meta("property", "og:type")).toBe("article");
      expect(meta("property", "og:image"), path).toContain("w=1200&h=600");
      expect(meta("property", "og:image:width")).toBe("1200");
      expect(meta("property", "og:image:height")).toBe("600");
    }
  });

  test("sitemap.xml lists exactly the public pages, robots.txt points at it, icons and manifest are there", () => {
    const sitemap = readFileSync(join(CLIENT, "sitemap.xml"), "utf8");
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    expect(listed).toEqual(publicPaths);
    expect(readFileSync(join(CLIENT, "robots.txt"), "utf8")).toContain("Sitemap: https://vormis.ee/sitemap.xml");
    for (const file of ["favicon.svg", "favicon-32.png", "apple-touch-icon.png", "og-image.png", "site.webmanifest"]) {
      expect(existsSync(join(CLIENT, file)), file).toBe(true);
    }
    const manifest = JSON.parse(readFileSync(join(CLIENT, "site.webmanifest"), "utf8"));
    expect(manifest).toMatchObject({ lang: "et", theme_color: "#0e1a14" });
  });
});

test.describe("scripts wait for what the first paint needs (src/build/paint-first.ts, on React Router's real output)", () => {
  // That the wait holds the scripts back is checked in a browser (loading.spec.ts).
  test("no page asks for a script from its markup: no preload link, no static import, the wait first", () => {
    for (const file of pageFiles) {
      const html = readFileSync(join(CLIENT, file), "utf8");
      expect(html, file).not.toContain('rel="modulepreload"');
      const start = html.match(/<script type="module" async="">([\s\S]*?)<\/script>/)?.[1] ?? "";
      expect(start.startsWith(AFTER_FIRST_PAINT), file).toBe(true);
      expect(start, file).not.toMatch(/^\s*import\s*[^\s(]/m);
      // Every route module React Router would have imported is still imported, once the first paint's resources are in.
      expect(start, file).toMatch(/const route0 = await import\("\/assets\/root-[\w-]+\.js"\);/);
      expect(start, file).toMatch(/import\("\/assets\/entry\.client-[\w-]+\.js"\);\s*$/);
    }
  });

  test("the before-live script is the first script of every page, in its head", () => {
    for (const file of pageFiles) {
      const html = readFileSync(join(CLIENT, file), "utf8");
      const head = html.slice(0, html.indexOf("</head>"));
      const firstScript = head.match(/<script[^>]*>([\s\S]*?)<\/script>/)?.[1] ?? "";
      expect(firstScript, file).toContain("data-before-live");
    }
  });
});

test.describe("security headers", () => {
  test("every HTML answer carries a strict CSP and the other hardening headers, exactly as _headers says", async ({
    request,
  }) => {
    for (const path of [...publicPaths, "/ei-ole-siin"]) {
      const headers = (await request.get(path)).headers();
      const csp = headers["content-security-policy"] ?? "";
      const scriptSrc = csp.split(";").find((part) => part.trim().startsWith("script-src")) ?? "";
      expect(scriptSrc, path).toContain("'sha256-");
      expect(scriptSrc, path).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("img-src 'self' data: https://images.unsplash.com");
      expect(csp).toContain("form-action 'self' https://www.facebook.com");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(Number(headers["strict-transport-security"]?.match(/max-age=(\d+)/)?.[1])).toBeGreaterThanOrEqual(
        31536000,
      );
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
      expect(headers["cache-control"]).toBe("no-cache");
    }
    const asset = readdirSync(join(CLIENT, "assets")).find((name) => name.endsWith(".js"));
    const assetHeaders = (await request.get(`/assets/${asset}`)).headers();
    expect(assetHeaders["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("each page's CSP allows exactly its own inline scripts, with and without a trailing slash", async ({
    request,
  }) => {
    const allowedScripts = (csp: string) =>
      [...(csp.split(";").find((part) => part.trim().startsWith("script-src")) ?? "").matchAll(/'sha256-[^']+'/g)]
        .map(([hash]) => hash)
        .sort();
    for (const path of publicPaths) {
      const ownScripts = inlineScriptHashes(readFileSync(join(CLIENT, path, "index.html"), "utf8")).sort();
      expect(ownScripts.length, path).toBeGreaterThan(0);
      for (const variant of new Set([path, `${path}/`.replace("//", "/")])) {
        const csp = (await request.get(variant)).headers()["content-security-policy"] ?? "";
        expect(allowedScripts(csp), variant).toEqual(ownScripts);
      }
    }
  });

  test("any other URL gets the catch-all policy, which covers every page's inline scripts", async ({ request }) => {
    // Hosts that join the catch-all and a page's own policy enforce both, so the
    // catch-all must never be narrower than a page's.
    const csp = (await request.get("/ei-ole-siin")).headers()["content-security-policy"] ?? "";
    for (const file of filesUnder(CLIENT).filter((name) => name.endsWith(".html"))) {
      for (const hash of inlineScriptHashes(readFileSync(file, "utf8"))) expect(csp, file).toContain(hash);
    }
  });
});

/** gzip size of the stylesheets a page loads. */
function stylesheetBytes(htmlFile: string) {
  const html = readFileSync(htmlFile, "utf8");
  const stylesheets = new Set([...html.matchAll(/"(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]));
  return [...stylesheets].reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(CLIENT, file)), { level: 9 }).length,
    0,
  );
}

test.describe("size budgets (gzip, deterministic)", () => {
  test("first-load JavaScript and CSS of every route stay within budget @before-live-script-budget", () => {
    const composition: BundleComposition = JSON.parse(readFileSync(join(CLIENT, "..", COMPOSITION_FILE), "utf8"));
    const rows = pageFiles.map((file) => ({
      page: file.replace(/\/?index\.html$/, "") || "/",
      js: firstLoadOf(CLIENT, file, composition).gzip,
      css: stylesheetBytes(join(CLIENT, file)),
    }));
    console.log("First-load size per page (gzip, KB):");
    console.table(
      rows.map(({ page, js, css }) => ({ page, js: (js / 1024).toFixed(1), css: (css / 1024).toFixed(1) })),
    );
    for (const { page, js, css } of rows) {
      expect(js, `${page} JS (see npm run bundle:report)`).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET);
      expect(css, `${page} CSS`).toBeLessThanOrEqual(CSS_BUDGET);
    }
  });
});

/** The text of every file under the folders, pictures and fonts left out. */
function textUnder(...dirs: string[]): string {
  return dirs
    .flatMap(filesUnder)
    .filter((file) => !/\.(png|jpe?g|webp|avif|gif|ico|woff2?)$/.test(file))
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");
}

/** The class names a stylesheet's selectors name, unescaped (`md\:gap-8` is `md:gap-8`); not its declarations' values. */
function selectorClasses(css: string): string[] {
  const preludes = [...css.matchAll(/([^{};]+)\{/g)].map((match) => match[1]);
  const names = preludes.flatMap((prelude) => [...prelude.matchAll(/\.((?:[\w-]|\\.)+)/g)].map((m) => m[1]));
  return [...new Set(names.map((name) => name.replace(/\\(.)/g, "$1")))].filter((name) => !/^\d/.test(name));
}

test.describe("the stylesheet", () => {
  test("has rules only for classes the site's and the catalogue's own sources name, none for words of the docs or the QA's recorded output", () => {
    const sources = textUnder("src", ".storybook");
    // Named as a class is: a whole word between quotes, spaces or CSS punctuation, not inside a longer name.
    const named = (name: string) =>
      new RegExp(`(^|[\\s"'\`.{])${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[\\s"'\`;,)}])`, "m").test(sources);
    const stylesheets = filesUnder(join(CLIENT, "assets")).filter((file) => file.endsWith(".css"));
    expect(stylesheets.length).toBeGreaterThan(0);
    for (const file of stylesheets) {
      const classes = selectorClasses(readFileSync(file, "utf8"));
      expect(classes.length, file).toBeGreaterThan(100);
      expect(
        classes.filter((name) => !named(name)),
        `${file}: classes no file under src/ or .storybook/ names`,
      ).toEqual([]);
    }
  });
});

test.describe("fonts", () => {
  test("every page preloads the font files its text is drawn from (the massaaž article, the Estonian letters' too), and no other; the files within budget", () => {
    const assets = readdirSync(join(CLIENT, "assets"));
    const fileOf = (href: string) => href.replace(/^\/assets\/(.+)-[\w-]{8}\.woff2$/, "$1");
    for (const file of pageFiles) {
      const html = readFileSync(join(CLIENT, file), "utf8");
      const preloaded = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map(([, href]) => href);
      // The one page whose text has a letter beyond the Latin file: "massaaž".
      const expected = file.includes("taastumise-tahtsus-treeningutel")
        ? ["plus-jakarta-sans-latin-wght-normal", "plus-jakarta-sans-estonian-wght-normal"]
        : ["plus-jakarta-sans-latin-wght-normal"];
      expect(preloaded.map(fileOf), file).toEqual(expected);
    }

    const fonts = assets.filter((name) => name.endsWith(".woff2"));
    const bytes = fonts.reduce((sum, name) => sum + readFileSync(join(CLIENT, "assets", name)).length, 0);
    console.log(`Font files: ${(bytes / 1024).toFixed(1)} KB in ${fonts.length} files`);
    expect(fonts.map((name) => fileOf(`/assets/${name}`)).toSorted()).toEqual([
      "plus-jakarta-sans-estonian-wght-normal",
      "plus-jakarta-sans-latin-ext-wght-normal",
      "plus-jakarta-sans-latin-wght-normal",
    ]);
    expect(bytes).toBeLessThanOrEqual(FONT_BUDGET);
  });
});
