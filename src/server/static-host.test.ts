import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { rawRequest } from "#qa/support/raw-http.ts";
import { saveNotFoundPages } from "../build/not-found-pages.ts";
import { HOME_SCRIPT, IMAGE_ORIGIN, listenOnFreePort, ORIGIN, writeBuiltSite } from "./built-site.test-fixture.ts";
import { staticHost } from "./static-host.ts";

/**
 * `npm start`'s static host at the Node level: a real server on a free port
 * serving a small build, asked with raw requests (paths exactly as written).
 * specs/static-host.spec.ts asks the same of the real build.
 */

const PLANTED = {
  ".env": "PLANTED_SECRET=dot-file",
  ".git/config": "[planted] dot-folder",
  "assets/app-1a2b.js.map": '{"planted":"source map"}',
};
const NOT_FOUND = "<h1>Lehte ei leitud</h1>";
const ARTICLE_NOT_FOUND = "<h1>Postitust ei leitud</h1>";

let root: string;
let host: Awaited<ReturnType<typeof listenOnFreePort>>;
const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  rawRequest(host.port, path, { headers, method });

// Each test sets up its own, so that Stryker counts what the setup runs as covered by that test.
beforeEach(async () => {
  root = join(mkdtempSync(join(tmpdir(), "vormis-host-")), "client");
  writeBuiltSite(root, PLANTED);
  host = await listenOnFreePort(staticHost(root));
});
afterEach(async () => {
  await host.close();
  rmSync(join(root, ".."), { recursive: true, force: true });
});

describe("pages and files", () => {
  it("answers a page at its folder address, with and without the trailing slash and as index.html", async () => {
    for (const path of ["/about", "/about/", "/about/index.html"]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers["content-type"], path).toMatch(/^text\/html/);
      expect(answer.text, path).toContain("<h1>Meist</h1>");
    }
    expect((await get("/")).text).toContain("<h1>Avaleht</h1>");
  });

  it("ignores the query and the fragment of an address", async () => {
    expect((await get("/about?utm=uudiskiri")).text).toContain("<h1>Meist</h1>");
    expect((await get("/about#meist")).text).toContain("<h1>Meist</h1>");
  });

  it("sends React Router's loader data as script text, which the browser's strict checks accept", async () => {
    const answer = await get("/about.data");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/x-script; charset=utf-8");
    expect(answer.text).toBe('[{"_1":2},"about"]');
  });
});

describe("headers the host sends", () => {
  it("gives each page the security headers and a policy allowing its own inline scripts only", async () => {
    const home = await get("/");
    const hash = home.headers["content-security-policy"];
    expect(hash).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(home.headers["x-frame-options"]).toBe("DENY");
    expect(home.headers["x-content-type-options"]).toBe("nosniff");
    expect(home.headers["strict-transport-security"]).toMatch(/^max-age=63072000/);
    const about = await get("/about");
    expect(about.headers["content-security-policy"]).toMatch(/script-src 'self' ;/);
    expect(about.headers["x-frame-options"]).toBe("DENY");
  });

  it("has pages revalidated on every visit, and hashed assets kept for a year", async () => {
    expect((await get("/about")).headers["cache-control"]).toBe("no-cache");
    expect((await get("/assets/app-1a2b.js")).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    // Anything without a rule of its own is revalidated too.
    expect((await get("/robots.txt")).headers["cache-control"]).toBe("no-cache");
  });

  it("serves a build without a headers file all the same, with the host's own defaults", async () => {
    rmSync(join(root, "_headers"));
    const bare = await listenOnFreePort(staticHost(root));
    try {
      const answer = await rawRequest(bare.port, "/about");
      expect(answer.status).toBe(200);
      expect(answer.headers["cache-control"]).toBe("no-cache");
      expect(answer.headers["content-security-policy"]).toBeUndefined();
    } finally {
      await bare.close();
    }
  });

  it("tells caches that the answer depends on Accept-Encoding", async () => {
    for (const path of ["/", "/assets/app-1a2b.js", "/nowhere"]) {
      expect((await get(path)).headers.vary, path).toBe("Accept-Encoding");
    }
  });
});

describe("compression", () => {
  it("sends brotli to a client that takes it, else gzip, else the file as it is", async () => {
    const asIs = await get("/assets/app-1a2b.js");
    expect(asIs.headers["content-encoding"]).toBeUndefined();
    for (const [accepted, sent] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
    ]) {
      const answer = await get("/assets/app-1a2b.js", { "accept-encoding": accepted });
      expect(answer.headers["content-encoding"], accepted).toBe(sent);
      expect(answer.text, accepted).toBe(asIs.text);
      expect(answer.sent.length, accepted).toBeLessThan(asIs.sent.length);
    }
  });

  it("compresses text only: images are sent as they are", async () => {
    const photo = await get("/assets/photo-3c4d.avif", { "accept-encoding": "br, gzip" });
    expect(photo.status).toBe(200);
    expect(photo.headers["content-encoding"]).toBeUndefined();
  });

  it("keeps a compressed copy across restarts, so its ETag stays; a changed file gets a new one", async () => {
    const brotli = { "accept-encoding": "br" };
    const before = (await get("/about", brotli)).headers.etag;
    const again = await listenOnFreePort(staticHost(root));
    try {
      const answer = await rawRequest(again.port, "/about", { headers: brotli });
      expect(answer.headers.etag).toBe(before);
    } finally {
      await again.close();
    }
    const file = join(root, "blog", "index.html");
    writeFileSync(file, readFileSync(file, "utf8").replace("<h1>Blogi</h1>", "<h1>Blogi, uus</h1>"));
    const later = new Date(Date.now() + 60_000);
    utimesSync(file, later, later);
    const restarted = await listenOnFreePort(staticHost(root));
    try {
      expect((await rawRequest(restarted.port, "/blog", { headers: brotli })).text).toContain("<h1>Blogi, uus</h1>");
    } finally {
      await restarted.close();
    }
  });
});

describe("caching and HEAD", () => {
  it("answers a matching If-None-Match with 304, no body, and the same caching headers", async () => {
    const first = await get("/about", { "accept-encoding": "br" });
    const again = await get("/about", { "accept-encoding": "br", "if-none-match": String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.sent.length).toBe(0);
    expect(again.headers["cache-control"]).toBe("no-cache");
    expect(again.headers.vary).toBe("Accept-Encoding");
    expect((await get("/about", { "if-none-match": '"older"' })).status).toBe(200);
  });

  it("answers HEAD with the headers of GET and no body, for pages and for the not-found page", async () => {
    for (const [path, status] of [
      ["/about", 200],
      ["/nowhere", 404],
    ] as const) {
      const full = await get(path, { "accept-encoding": "gzip" });
      const head = await get(path, { "accept-encoding": "gzip" }, "HEAD");
      expect(head.status, path).toBe(status);
      expect(head.sent.length, path).toBe(0);
      expect(head.headers["content-length"], path).toBe(String(full.sent.length));
      expect(head.headers["content-encoding"], path).toBe("gzip");
    }
  });
});

describe("unknown addresses", () => {
  it("are answered 404 with the site's not-found page, an unknown article with the blog's", async () => {
    for (const [path, heading] of [
      ["/nowhere", NOT_FOUND],
      ["/about/team", NOT_FOUND],
      ["/blog/no-such-post", ARTICLE_NOT_FOUND],
      ["/blog/no-such-post/", ARTICLE_NOT_FOUND],
      ["/blog/a/b", NOT_FOUND],
    ]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers["content-type"], path).toBe("text/html; charset=utf-8");
      expect(answer.text, path).toContain(heading);
    }
  });

  it("get the not-found page compressed as the client accepts, with its true length", async () => {
    for (const [accepted, sent] of [
      ["br", "br"],
      ["gzip", "gzip"],
      ["identity", undefined],
    ] as const) {
      const answer = await get("/blog/no-such-post", { "accept-encoding": accepted });
      expect(answer.status, accepted).toBe(404);
      expect(answer.headers["content-encoding"], accepted).toBe(sent);
      expect(answer.headers["content-length"], accepted).toBe(String(answer.sent.length));
      expect(answer.text, accepted).toContain(ARTICLE_NOT_FOUND);
    }
  });

  it("carry the site-wide security headers too", async () => {
    const answer = await get("/nowhere");
    expect(answer.headers["x-frame-options"]).toBe("DENY");
    expect(answer.headers["content-security-policy"]).toMatch(/^default-src 'none'/);
  });
});

describe("what is never served", () => {
  it("the host's own files, planted secrets, source maps and compressed copies, however the path is written", async () => {
    const paths = [
      "/_headers",
      "/_HEADERS",
      "/_redirects",
      "/x/..%2F_headers",
      "/x/..%5C_redirects",
      "/%5F%68eaders",
      "/.env",
      "/.git/config",
      "/assets/app-1a2b.js.map",
      "/about/index.html.br",
      "/about/index.html.gz",
      "/assets/app-1a2b.js.GZ",
      "/%E0%A4%A",
    ];
    for (const path of paths) {
      for (const headers of [{}, { "accept-encoding": "br, gzip" }] as Record<string, string>[]) {
        const answer = await get(path, headers);
        expect(answer.status, path).toBe(404);
        expect(answer.text, path).toContain(NOT_FOUND);
        for (const secret of [...Object.values(PLANTED), "Content-Security-Policy", "404.html"]) {
          expect(answer.text, path).not.toContain(secret);
        }
      }
    }
  });

  it("the not-found pages at an address of their own", async () => {
    for (const path of ["/404", "/404/", "/404.html", "/404.HTML", "/blog/404", "/blog/404.html", "/blog/404//"]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it("anything outside the build folder", async () => {
    for (const path of ["/../package.json", "/assets/..%2F..%2F..%2Fpackage.json", "/..%5C..%5Cpackage.json"]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.text, path).toContain(NOT_FOUND);
    }
  });
});

describe("compressed copies for every kind of text", () => {
  it("pages, scripts, styles, data, icons, the manifest, the sitemap and robots.txt go out compressed", async () => {
    const paths = [
      "/",
      "/assets/app-1a2b.js",
      "/assets/app-5e6f.css",
      "/about.data",
      "/feed.json",
      "/site.webmanifest",
      "/assets/icon-7a8b.svg",
      "/sitemap.xml",
      "/robots.txt",
    ];
    for (const path of paths) {
      const answer = await get(path, { "accept-encoding": "br" });
      expect(answer.status, path).toBe(200);
      expect(answer.headers["content-encoding"], path).toBe("br");
    }
  });
});

describe("what the build leaves for the host", () => {
  const sha256 = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
  const policyOf = async (path: string) =>
    Object.fromEntries(
      String((await get(path)).headers["content-security-policy"])
        .split("; ")
        .map((directive) => [directive.split(" ")[0], directive]),
    );

  it("a page's policy lists the hash of each of its inline scripts, and no data or external script", async () => {
    const home = await policyOf("/");
    expect(home["script-src"]).toBe(`script-src 'self' ${sha256(HOME_SCRIPT)}`);
  });

  it("the policy everywhere else allows every page's inline scripts, the photo host and Facebook's share form", async () => {
    const anywhere = await policyOf("/nowhere");
    expect(anywhere).toEqual({
      "default-src": "default-src 'none'",
      "script-src": `script-src 'self' ${sha256(HOME_SCRIPT)}`,
      "style-src": "style-src 'self'",
      "img-src": `img-src 'self' data: ${IMAGE_ORIGIN}`,
      "font-src": "font-src 'self'",
      "connect-src": "connect-src 'self'",
      "manifest-src": "manifest-src 'self'",
      "form-action": "form-action 'self' https://www.facebook.com",
      "base-uri": "base-uri 'none'",
      "frame-ancestors": "frame-ancestors 'none'",
    });
    const answer = await get("/nowhere");
    expect(answer.headers).toMatchObject({
      "referrer-policy": "strict-origin-when-cross-origin",
      "cross-origin-opener-policy": "same-origin",
      "strict-transport-security": "max-age=63072000; includeSubDomains; preload",
    });
    expect(answer.headers["permissions-policy"]).toMatch(/camera=\(\), geolocation=\(\)/);
  });

  it("a sitemap of the public pages at the site's origin, and a robots.txt that points at it", async () => {
    expect((await get("/sitemap.xml")).text).toBe(
      `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>${ORIGIN}/</loc></url>
  <url><loc>${ORIGIN}/about</loc></url>
  <url><loc>${ORIGIN}/blog</loc></url>
</urlset>
`,
    );
    expect((await get("/robots.txt")).text).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${ORIGIN}/sitemap.xml\n`);
  });

  it("Netlify's rules for the not-found pages, each with status 404", () => {
    expect(readFileSync(join(root, "_redirects"), "utf8")).toBe(
      "/blog/:slug  /blog/404.html  404\n/*  /404.html  404\n",
    );
  });

  it("no SPA fallback and no loader data for the not-found pages: those addresses are unknown", async () => {
    for (const path of ["/__spa-fallback.html", "/404.data"]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.text, path).toContain(NOT_FOUND);
    }
  });

  it("a build without its not-found pages fails, naming the page that is missing", () => {
    const incomplete = mkdtempSync(join(tmpdir(), "vormis-incomplete-"));
    try {
      writeFileSync(join(incomplete, "index.html"), "<h1>Avaleht</h1>");
      expect(() => saveNotFoundPages(incomplete)).toThrow("not-found pages: /blog/404 was not prerendered");
    } finally {
      rmSync(incomplete, { recursive: true, force: true });
    }
  });
});
