import { chmodSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { delimiter } from "node:path/posix";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { claimedEnginePictures } from "#qa/engines/pictures.ts";
import { sitePictures } from "#qa/plan/site-pictures.ts";
import { testFolder } from "#qa/support/fixtures/test-folder.ts";
import { listClaimedFiles } from "./claimed-list";
import { recordedClaims, recordedStories, VISUAL_RUN } from "./fixtures/load-fixture";

/** What `npx playwright test --list --grep @visual --reporter=json` printed on the recorded tree. */
const RECORDED_LISTING = join(VISUAL_RUN, "test-list.json");
/** The one command line the stand-in answers; any other is refused, as Playwright would not list. */
const LISTING_COMMAND = "playwright test --list --grep @visual --reporter=json";

/**
 * Puts a stand-in `npx` first on the PATH for one test: for the listing command it prints the build's
 * note on stderr, `stdout` on stdout, leaves a file `listed` beside itself and exits with `status`;
 * for anything else it fails. Returns the file it leaves.
 */
function standInNpx({ stdout, status = 0 }: { stdout: string; status?: number }) {
  const bin = testFolder("claimed-list");
  writeFileSync(join(bin, "stdout"), stdout);
  writeFileSync(
    join(bin, "npx"),
    [
      "#!/bin/sh",
      `[ "$*" = "${LISTING_COMMAND}" ] || { echo "unexpected command: npx $*" >&2; exit 2; }`,
      'echo "storybook-static/ is up to date (reused)" >&2',
      `cat "${join(bin, "stdout")}"`,
      `touch "${join(bin, "listed")}"`,
      `exit ${status}`,
      "",
    ].join("\n"),
  );
  chmodSync(join(bin, "npx"), 0o755);
  vi.stubEnv("PATH", `${bin}${delimiter}${process.env.PATH}`);
  onTestFinished(() => {
    vi.unstubAllEnvs();
  });
  return join(bin, "listed");
}

/**
 * The engine pictures of the recorded catalogue: its index is of the tree before the ThankYouPanel
 * story was renamed (fixtures/module-graphs), the listing of the tree after (visual-run), so the
 * engines claim thankyoupanel--default where the Chromium baselines claim thankyoupanel--shown.
 */
const recordedEnginePictures = () => claimedEnginePictures(sitePictures(recordedStories()));

describe("listing the baselines the visual tests declare", () => {
  it("lists every baseline of the recorded tree's visual tests from Playwright's listing, running none, and every engine picture of the pages and stories", () => {
    standInNpx({ stdout: readFileSync(RECORDED_LISTING, "utf8") });
    const claimed = listClaimedFiles(recordedStories);
    // The listing's 138; each engine's 7 pages at both sizes, and the catalogue's 40 stories at
    // mobile size and 39 at desktop size (header--menu-open is a small screen's alone): 2 × 93.
    expect(claimed.size).toBe(138 + 2 * (14 + 40 + 39));
    expect(claimed).toEqual(new Set([...recordedClaims(), ...recordedEnginePictures()]));
    expect(claimed).toContain("engines/firefox/home-desktop.png");
    expect(claimed).toContain("engines/webkit/unknown-article-mobile-447px.png");
    expect(claimed).toContain("engines/firefox/header--menu-open-mobile.png");
    expect(claimed).toContain("engines/webkit/stockimage--loading-mobile-447px.png");
    expect(claimed).not.toContain("engines/firefox/header--menu-open-desktop.png");
    expect(claimed).toContain("home.spec.ts/home-desktop.png");
    expect(claimed).toContain("stories.spec.ts/thankyoupanel--shown-mobile.aria.yml");
    expect(claimed).not.toContain("stories.spec.ts/thankyoupanel--default-mobile.aria.yml");
  });

  it("reads a listing larger than a megabyte (Node's default limit for a command's output) whole", () => {
    const listing = JSON.parse(readFileSync(RECORDED_LISTING, "utf8"));
    // The same tests twenty times over, printed as Playwright prints it: what a suite twenty times as large would list.
    const large = { ...listing, suites: Array.from({ length: 20 }, () => listing.suites).flat() };
    const stdout = JSON.stringify(large, null, 2);
    expect(Buffer.byteLength(stdout)).toBeGreaterThan(1024 * 1024);
    standInNpx({ stdout });
    expect(listClaimedFiles(recordedStories)).toEqual(new Set([...recordedClaims(), ...recordedEnginePictures()]));
  });

  it("reads the catalogue's stories only once Playwright has listed the tests, which brings the catalogue up to date", () => {
    const listed = standInNpx({ stdout: readFileSync(RECORDED_LISTING, "utf8") });
    const listedWhenRead: boolean[] = [];
    const claimed = listClaimedFiles(() => {
      listedWhenRead.push(existsSync(listed));
      return recordedStories();
    });
    expect(listedWhenRead).toEqual([true]);
    expect(claimed).toContain("engines/firefox/contactform--sending-desktop.png");
  });

  it("refuses when Playwright cannot list the tests, showing both what it printed and the build's notes, and reads no stories", () => {
    standInNpx({
      stdout: "Error: specs/stories.spec.ts: the catalogue's story list is missing\n",
      status: 1,
    });
    const stories = vi.fn(recordedStories);
    expect(() => listClaimedFiles(stories)).toThrow(
      new Error(
        "Playwright could not list the visual tests:\n" +
          "storybook-static/ is up to date (reused)\n\n" +
          "Error: specs/stories.spec.ts: the catalogue's story list is missing",
      ),
    );
    expect(stories).not.toHaveBeenCalled();
  });
});
