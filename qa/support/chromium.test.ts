import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { chromiumBuild, chromiumNamed } from "./chromium.ts";

/** The version installed, as npm wrote it (the package exports no package.json). */
const { version } = JSON.parse(readFileSync("node_modules/@sparticuz/chromium/package.json", "utf8")) as {
  version: string;
};
const cacheIn = () => mkdtempSync(join(tmpdir(), "chromium-cache-"));

describe("the pinned Chromium", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("is named without being unpacked: Playwright's configuration, loaded by every listing and worker, costs no unpacking", () => {
    vi.stubEnv("CHROMIUM_PATH", undefined);
    const cache = cacheIn();
    const named = chromiumNamed(cache);
    expect(named).toEqual({
      path: join(cache, `sparticuz-chromium-${version}`, "chromium"),
      source: `@sparticuz/chromium ${version}`,
    });
    expect(existsSync(named.path)).toBe(false);
  });

  it("once unpacked is used as it is, at the place it was named by", () => {
    vi.stubEnv("CHROMIUM_PATH", undefined);
    const cache = cacheIn();
    const { path } = chromiumNamed(cache);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, "unpacked before");
    expect(chromiumBuild(cache)).toEqual(chromiumNamed(cache));
    expect(readFileSync(path, "utf8")).toBe("unpacked before");
  });

  it("is replaced by CHROMIUM_PATH when it names a file, and refused when it names none", () => {
    const own = join(cacheIn(), "my-chromium");
    writeFileSync(own, "");
    vi.stubEnv("CHROMIUM_PATH", own);
    const expected = { path: own, source: `CHROMIUM_PATH=${own}` };
    expect(chromiumNamed(cacheIn())).toEqual(expected);
    expect(chromiumBuild(cacheIn())).toEqual(expected);
    vi.stubEnv("CHROMIUM_PATH", `${own}-missing`);
    expect(() => chromiumNamed()).toThrow(`CHROMIUM_PATH=${own}-missing: no such file.`);
  });

  it("is refused on another platform than the one the package is built for, naming the ways out", () => {
    vi.stubEnv("CHROMIUM_PATH", undefined);
    const platform = Object.getOwnPropertyDescriptor(process, "platform") as PropertyDescriptor;
    Object.defineProperty(process, "platform", { value: "darwin" });
    try {
      expect(() => chromiumNamed(cacheIn())).toThrow(
        `The pinned Chromium (@sparticuz/chromium) runs on linux-x64 only, not darwin-${process.arch}.`,
      );
      expect(() => chromiumNamed(cacheIn())).toThrow("Run the specs in the Debian container (see docs/reviewing.md");
      expect(() => chromiumNamed(cacheIn())).toThrow("or set CHROMIUM_PATH to a Chromium of your own");
    } finally {
      Object.defineProperty(process, "platform", platform);
    }
  });
});
