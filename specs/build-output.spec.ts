import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { publicPaths } from "../react-router.config";

const CLIENT = "build/client";

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

test.describe("production build", () => {
  test("contains no MSW code, no mock worker and no component gallery", () => {
    const files = filesUnder(CLIENT);
    expect(files.some((file) => file.endsWith("mockServiceWorker.js"))).toBe(false);
    for (const file of files.filter((f) => /\.(js|html)$/.test(f))) {
      const text = readFileSync(file, "utf8");
      expect(text, file).not.toMatch(/mockServiceWorker|setupWorker|__MSW_SCENARIO__/);
      expect(text, file).not.toContain("Komponentide galerii");
    }
    expect(existsSync(join(CLIENT, "galerii"))).toBe(false);
  });

  test("every public route is prerendered with its own title, description and visible heading", () => {
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

  test("the server answers like the host: folders, trailing slashes, 404 fallback", async ({ request }) => {
    for (const path of ["/about", "/about/"]) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain(">Meist</h1>");
    }
    const missing = await request.get("/ei-ole-siin");
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('<html lang="et"');
    expect((await request.get("/assets/../../package.json")).status()).toBe(404);
  });
});
