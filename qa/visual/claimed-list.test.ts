import { chmodSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { delimiter } from "node:path/posix";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { claimedEnginePictures } from "#qa/engines/pictures.ts";
import { testFolder } from "#qa/support/fixtures/test-folder.ts";
import { listClaimedFiles } from "./claimed-list";
import { recordedClaims, VISUAL_RUN } from "./fixtures/load-fixture";

/** What `npx playwright test --list --grep @visual --reporter=json` printed on the recorded tree. */
const RECORDED_LISTING = join(VISUAL_RUN, "test-list.json");
/** The one command line the stand-in answers; any other is refused, as Playwright would not list. */
const LISTING_COMMAND = "playwright test --list --grep @visual --reporter=json";

/**
 * Puts a stand-in `npx` first on the PATH for one test: for the listing command it prints the build's
 * note on stderr, `stdout` on stdout and exits with `status`; for anything else it fails.
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
      `exit ${status}`,
      "",
    ].join("\n"),
  );
  chmodSync(join(bin, "npx"), 0o755);
  vi.stubEnv("PATH", `${bin}${delimiter}${process.env.PATH}`);
  onTestFinished(() => {
    vi.unstubAllEnvs();
  });
}

describe("listing the baselines the visual tests declare", () => {
  it("lists every baseline of the recorded tree's visual tests from Playwright's listing, running none, and every engine picture", () => {
    standInNpx({ stdout: readFileSync(RECORDED_LISTING, "utf8") });
    const claimed = listClaimedFiles();
    expect(claimed.size).toBe(138 + 28);
    expect(claimed).toEqual(new Set([...recordedClaims(), ...claimedEnginePictures()]));
    expect(claimed).toContain("engines/firefox/home-desktop.png");
    expect(claimed).toContain("engines/webkit/unknown-article-mobile-447px.png");
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
    expect(listClaimedFiles()).toEqual(new Set([...recordedClaims(), ...claimedEnginePictures()]));
  });

  it("refuses when Playwright cannot list the tests, showing both what it printed and the build's notes", () => {
    standInNpx({
      stdout: "Error: specs/stories.spec.ts: the catalogue's story list is missing\n",
      status: 1,
    });
    expect(() => listClaimedFiles()).toThrow(
      new Error(
        "Playwright could not list the visual tests:\n" +
          "storybook-static/ is up to date (reused)\n\n" +
          "Error: specs/stories.spec.ts: the catalogue's story list is missing",
      ),
    );
  });
});
