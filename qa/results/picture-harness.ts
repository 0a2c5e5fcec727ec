/**
 * A stamp of what takes the engine pictures besides the site (whose files the build's stamp covers):
 * the code that drives, settles and shoots, this site's picture taking and journeys, the stand-in photos,
 * and the engines' version records.
 * A review refuses pictures taken with other such files than the tree has now.
 *
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { runningHash } from "#qa/basics/index.ts";

/** Folders and files, relative to the checkout, whose contents the pictures depend on. */
export const PICTURE_HARNESS = [
  "qa/engines",
  "qa/basics/shoot-until-agree.ts",
  // This site's pictures, journeys and the command that takes and walks them.
  "qa/plan/test-engines.ts",
  "qa/plan/site-pictures.ts",
  "qa/plan/take-picture.ts",
  "qa/plan/live-page.ts",
  "qa/plan/journeys.ts",
  "qa/plan/stories-in-place.ts",
  "qa/plan/catalogue-index.ts",
  "qa/plan/catalogue-server.ts",
  "qa/plan/stock-photos.ts",
  "qa/plan/story-finished.ts",
  "qa/plan/story-in-place.ts",
  "qa/plan/viewports.ts",
  "qa/plan/pictured-pages.ts",
  "qa/support/wait.ts",
  "mocks/images",
  "snapshots/engines",
];

/** What in those folders counts: the modules (not their specs or fixtures), the pictures, the records. */
const counts = (file: string) =>
  !file.includes("/fixtures/") &&
  !file.endsWith(".test.ts") &&
  (file.endsWith(".ts") || file.endsWith(".svg") || file.endsWith("engine.json"));

/** Every file the stamp covers, sorted, relative to the checkout. */
export function pictureHarnessFiles(root = "."): string[] {
  return PICTURE_HARNESS.flatMap((entry) => {
    const path = join(root, entry);
    if (!existsSync(path)) return [];
    if (!entry.includes(".")) {
      return readdirSync(path, { recursive: true, encoding: "utf8" }).map((file) => `${entry}/${file}`);
    }
    return [entry];
  })
    .filter(counts)
    .sort();
}

export function pictureHarnessStamp(root = "."): string {
  const hash = runningHash();
  for (const file of pictureHarnessFiles(root))
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(root, file)))
      .update("\0");
  return hash.digest();
}

/** What a different harness stamp means, as the messages of stale engine results say it. */
export const HARNESS_CHANGE = `other picture-taking code, stand-in photos or engine records (${PICTURE_HARNESS.join(", ")})`;
