import { spawnSync } from "node:child_process";
import { claimedEnginePictures } from "#qa/engines/index.ts";
import { type CatalogueStory, readCatalogueStories } from "#qa/plan/catalogue-index.ts";
import { sitePictures } from "#qa/plan/site-pictures.ts";
import { type JSONReport, parsePlaywrightReport } from "#qa/results/index.ts";
import { VISUAL_TAG } from "#qa/support/index.ts";
import { claimedFilesOf } from "./collect.ts";

/**
 * Every baseline file the visual tests declare, listed by Playwright without running anything
 * (the declarations are static annotations), so a partial run cannot make a baseline look obsolete;
 * and every picture the engines take (qa/engines/pictures.ts) of the pages and the catalogue's `stories`.
 */
export function listClaimedFiles(stories: () => CatalogueStory[] = readCatalogueStories): Set<string> {
  const listed = spawnSync("npx", ["playwright", "test", "--list", "--grep", VISUAL_TAG, "--reporter=json"], {
    // Stryker disable next-line StringLiteral: without an encoding the output comes as Buffers, which JSON.parse and the message's join read as UTF-8 text all the same
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (listed.status !== 0) {
    // Both streams: stderr also carries the builds' one-line notes, which alone would hide the cause.
    throw new Error(`Playwright could not list the visual tests:\n${[listed.stderr, listed.stdout].join("\n").trim()}`);
  }
  // The stories' part of the engine pictures is read once the listing has brought the catalogue up to date.
  return claimedIn(parsePlaywrightReport(listed.stdout), stories());
}

/**
 * What a listing of the tests and the catalogue's stories claim: the baselines the visual tests declare
 * (a list of every test claims the same, as only visual() declares one, tagging its test @visual), and
 * the engine pictures, which are declared by a list of their own, not by tests.
 */
export function claimedIn(listing: JSONReport, stories: CatalogueStory[]): Set<string> {
  return new Set([...claimedFilesOf(listing), ...claimedEnginePictures(sitePictures(stories))]);
}
