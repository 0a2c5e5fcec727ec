import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { expect, test } from "@playwright/test";
import { rawRequest } from "#qa/support/raw-http.ts";
import { writeStamp } from "#src/build/build-stamp.ts";
import { currentInputs, siteBuild } from "#src/build/builds.ts";
import { NOT_FOUND_PAGES } from "#src/lib/paths.ts";
import { SITE_PORT } from "../playwright.config";

/**
 * What `npm start` answers to paths sent exactly as written (see qa/support/raw-http.ts):
 * the files it must never serve, escapes from the build folder, ETags,
 * compression and HEAD.
 */

const CLIENT = "build/client";
const NOT_FOUND_HEADING = /<h1[^>]*>Lehte ei leitud<\/h1>/;
const ACCEPT_COMPRESSED = { "accept-encoding": "br, gzip" };

const assetNamed = (ending: string) => {
  const name = readdirSync(join(CLIENT, "assets")).find((file) => file.endsWith(ending));
  if (!name) throw new Error(`no ${ending} file in ${CLIENT}/assets`);
  return `assets/${name}`;
};

/**
 * Ways of writing the address of `file` (a path inside the build) that a host
 * which decodes, normalises or compares carelessly maps to that file.
 */
function spellingsOf(file: string): string[] {
  const everyCharEscaped = [...file]
    .map((char) => (char === "/" ? char : `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`))
    .join("");
  const alternatingCase = [...file].map((char, i) => (i % 2 ? char.toUpperCase() : char)).join("");
  return [
    `/${file}`,
    `/${file}/`,
    `//${file}`,
    `/./${file}`,
    `/x/../${file}`,
    `/x/%2E%2E/${file}`,
    `/x/..%2F${file}`,
    `/x/..%2f${file}`,
    `/x/..%5C${file}`,
    `/x/..\\${file}`,
    `/x/..%252F${file}`,
    `/assets/..%2F${file}`,
    `/${everyCharEscaped}`,
    `/${file.toUpperCase()}`,
    `/${alternatingCase}`,
    `/${file}?x=1`,
    `/${file}#x`,
  ];
}

/** Every spelling of `file`, with and without compression accepted, gets the not-found page and never `secret`. */
async function expectHidden(port: number, file: string, secret: string) {
  for (const path of spellingsOf(file)) {
    for (const headers of [{}, ACCEPT_COMPRESSED]) {
      const answer = await rawRequest(port, path, { headers });
      const label = `${path} ${JSON.stringify(headers)}`;
      expect(answer.status, label).toBe(404);
      expect(answer.text, label).toMatch(NOT_FOUND_HEADING);
      expect(answer.text, label).not.toContain(secret);
    }
  }
}

test.describe("files of the build that are not public", () => {
  test("_headers and _redirects are answered 404 with the not-found page, however the path is written", async () => {
    for (const file of ["_headers", "_redirects"]) {
      await expectHidden(SITE_PORT, file, readFileSync(join(CLIENT, file), "utf8").trim());
    }
  });

  test("precompressed copies are not addresses of their own: asked for by name they are answered 404", async () => {
    for (const file of ["index.html", "about/index.html", assetNamed(".js"), assetNamed(".css")]) {
      for (const ending of [".br", ".gz"]) {
        for (const headers of [{}, ACCEPT_COMPRESSED]) {
          const answer = await rawRequest(SITE_PORT, `/${file}${ending}`, { headers });
          expect(answer.status, `${file}${ending}`).toBe(404);
          expect(answer.text, `${file}${ending}`).toMatch(NOT_FOUND_HEADING);
        }
      }
    }
  });

  test("the not-found pages are sent only with status 404, never as pages at their own address", async () => {
    for (const { file, prerenderAt } of NOT_FOUND_PAGES) {
      for (const path of [`/${file}`, prerenderAt, `${prerenderAt}/`]) {
        expect((await rawRequest(SITE_PORT, path)).status, path).toBe(404);
      }
    }
  });

  test("no path leads out of the build folder", async () => {
    const packageJson = readFileSync("package.json", "utf8");
    const escapes = [
      "/assets/../../package.json",
      "/../../package.json",
      "/assets/..%2F..%2Fpackage.json",
      "/..%2f..%2fpackage.json",
      "/%2E%2E/%2E%2E/package.json",
      "/assets/..%5C..%5Cpackage.json",
      "/assets/..\\..\\package.json",
      "/..%252F..%252Fpackage.json",
      "//../../package.json",
    ];
    for (const path of escapes) {
      const answer = await rawRequest(SITE_PORT, path);
      expect(answer.status, path).toBe(404);
      expect(answer.text, path).not.toContain(packageJson.slice(0, 40));
    }
  });
});

/** Files a build must never publish, planted into a copy to prove that the host would not serve them either. */
const PLANTED: Record<string, string> = {
  ".env": "PLANTED_SECRET=dot-file",
  ".git/config": "[planted] dot-folder",
  "assets/app.js.map": '{"planted":"source map"}',
};

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.on("error", reject);
    probe.listen(0, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** `npm start`'s server on a build of just the home page, the not-found pages and the planted files. */
async function serveBuildWithPlantedFiles() {
  const buildDir = mkdtempSync(join(tmpdir(), "vormis-static-host-"));
  const client = join(buildDir, "client");
  const files: Record<string, string> = { ...PLANTED };
  for (const file of ["index.html", ...NOT_FOUND_PAGES.map((page) => page.file)]) {
    files[file] = readFileSync(join(CLIENT, file), "utf8");
  }
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(client, file)), { recursive: true });
    writeFileSync(join(client, file), text);
  }
  // Declared the build of the current tree, so that npm start serves it as it is instead of building anew.
  const env = { ...process.env, BUILD_DIR: buildDir };
  writeStamp(join(buildDir, "build-stamp.json"), currentInputs(siteBuild(env), env));
  const port = await freePort();
  const server = spawn(process.execPath, ["src/server/start.ts"], {
    env: { ...env, PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = () => {
    server.kill();
    rmSync(buildDir, { recursive: true, force: true });
  };
  try {
    const homeStatus = () =>
      rawRequest(port, "/").then(
        ({ status }) => status,
        () => "no answer yet",
      );
    await expect.poll(homeStatus, { timeout: 30_000 }).toBe(200);
  } catch (error) {
    stop();
    throw error;
  }
  return { port, stop };
}

test.describe("a build with a dot-file, a dot-folder and a source map in it", () => {
  let host: Awaited<ReturnType<typeof serveBuildWithPlantedFiles>>;
  test.beforeAll(async () => {
    host = await serveBuildWithPlantedFiles();
  });
  test.afterAll(() => host?.stop());

  test("none of them is served, however the path is written", async () => {
    for (const [file, secret] of Object.entries(PLANTED)) await expectHidden(host.port, file, secret);
  });
});

test.describe("caching, compression and HEAD", () => {
  test("pages and assets carry an ETag; a matching If-None-Match is answered 304 with no body", async () => {
    for (const path of ["/", "/about", `/${assetNamed(".js")}`]) {
      for (const headers of [{}, { "accept-encoding": "gzip" }, ACCEPT_COMPRESSED]) {
        const label = `${path} ${JSON.stringify(headers)}`;
        const first = await rawRequest(SITE_PORT, path, { headers });
        expect(first.headers.etag, label).toBeTruthy();
        const again = await rawRequest(SITE_PORT, path, {
          headers: { ...headers, "if-none-match": String(first.headers.etag) },
        });
        expect(again.status, label).toBe(304);
        expect(again.sent.length, label).toBe(0);
        const changed = await rawRequest(SITE_PORT, path, { headers: { ...headers, "if-none-match": '"older"' } });
        expect(changed.status, label).toBe(200);
      }
    }
  });

  test("text goes out brotli- or gzip-compressed as the client accepts, the same bytes once decompressed; images as they are", async () => {
    const answers: [path: string, file: string][] = [
      ["/", "index.html"],
      ["/about", "about/index.html"],
      ["/about/", "about/index.html"],
      [`/${assetNamed(".js")}`, assetNamed(".js")],
      [`/${assetNamed(".css")}`, assetNamed(".css")],
      ["/sitemap.xml", "sitemap.xml"],
      ["/ei-ole-siin", "404.html"],
    ];
    const encodings: [accepted: string | undefined, sent: string | undefined][] = [
      ["br, gzip", "br"],
      ["gzip, deflate", "gzip"],
      [undefined, undefined],
    ];
    for (const [path, file] of answers) {
      for (const [accepted, sent] of encodings) {
        const label = `${path} ${accepted}`;
        const answer = await rawRequest(SITE_PORT, path, { headers: accepted ? { "accept-encoding": accepted } : {} });
        expect(answer.headers["content-encoding"], label).toBe(sent);
        expect(answer.headers.vary, label).toContain("Accept-Encoding");
        expect(answer.text, label).toBe(readFileSync(join(CLIENT, file), "utf8"));
        // Compressed, fewer bytes travel than the file has; uncompressed, exactly the file.
        expect(answer.sent.length < Buffer.byteLength(answer.text), label).toBe(sent !== undefined);
      }
    }
    const image = await rawRequest(SITE_PORT, "/og-image.png", { headers: ACCEPT_COMPRESSED });
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(image.sent.equals(readFileSync(join(CLIENT, "og-image.png")))).toBe(true);
  });

  test("HEAD is answered with GET's status and headers and no body, for pages, assets and unknown addresses", async () => {
    for (const path of ["/about", `/${assetNamed(".js")}`, "/ei-ole-siin"]) {
      const get = await rawRequest(SITE_PORT, path, { headers: ACCEPT_COMPRESSED });
      const head = await rawRequest(SITE_PORT, path, { method: "HEAD", headers: ACCEPT_COMPRESSED });
      expect(head.status, path).toBe(get.status);
      expect(head.sent.length, path).toBe(0);
      const compared = ["content-type", "content-length", "content-encoding", "etag", "cache-control", "vary"];
      for (const name of [...compared, "content-security-policy"]) {
        expect(head.headers[name], `${path} ${name}`).toBe(get.headers[name]);
      }
    }
  });
});
