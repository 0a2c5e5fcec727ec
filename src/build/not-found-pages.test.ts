import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { writeBuiltSite } from "../server/built-site.test-fixture.ts";
import { saveNotFoundPages } from "./not-found-pages.ts";

/** What the build folder holds once the not-found pages are saved (the fixture runs the build's own steps). */

let clientDir: string;

beforeEach(() => {
  clientDir = join(mkdtempSync(join(tmpdir(), "vormis-not-found-")), "client");
  writeBuiltSite(clientDir);
});
afterEach(() => rmSync(join(clientDir, ".."), { recursive: true, force: true }));

describe("the not-found pages in the build folder", () => {
  it("are the host's 404 files, the site's and the blog's, each with its own page", () => {
    expect(readFileSync(join(clientDir, "404.html"), "utf8")).toContain("<h1>Lehte ei leitud</h1>");
    expect(readFileSync(join(clientDir, "blog", "404.html"), "utf8")).toContain("<h1>Postitust ei leitud</h1>");
  });

  it("are saved from a build that has no SPA fallback to remove", () => {
    const bare = join(clientDir, "..", "bare");
    for (const [page, heading] of [
      ["404", "Lehte ei leitud"],
      ["blog/404", "Postitust ei leitud"],
    ]) {
      mkdirSync(join(bare, page), { recursive: true });
      writeFileSync(join(bare, page, "index.html"), `<h1>${heading}</h1>`);
    }
    saveNotFoundPages(bare);
    expect(readFileSync(join(bare, "blog", "404.html"), "utf8")).toBe("<h1>Postitust ei leitud</h1>");
  });

  it("have no folder, no loader data and no SPA fallback left behind as addresses of their own", () => {
    for (const leftover of ["404", "404.data", "blog/404", "__spa-fallback.html"]) {
      expect(existsSync(join(clientDir, leftover)), leftover).toBe(false);
    }
  });
});
