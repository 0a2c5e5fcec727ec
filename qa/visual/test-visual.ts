/**
 * `npm run test:visual`: compares every picture and text baseline (the @visual tests, both
 * viewports) without writing any, then checks that no baseline is left that no test takes. Exits
 * non-zero on any difference; `npm run snapshots:review` shows them. Playwright first brings the
 * site's and the catalogue's builds up to date with the tree (src/build/builds.ts).
 */
import { spawnSync } from "node:child_process";
import { VISUAL_TAG } from "./baselines.ts";
import { loadObsolete, SNAPSHOTS_DIR } from "./load-run.ts";
import { visualOnly } from "./visual-args.ts";

const compared = spawnSync("npx", ["playwright", "test", ...visualOnly(process.argv.slice(2), VISUAL_TAG)], {
  stdio: "inherit",
}).status;
const obsolete = loadObsolete();
for (const change of obsolete) console.error(`✗ obsolete baseline ${SNAPSHOTS_DIR}/${change.name}: no test takes it.`);
if (compared !== 0 || obsolete.length > 0) {
  console.error(
    "\n✗ the visual comparison did not pass (a difference, an obsolete baseline, or a test that failed first): " +
      "`npm run snapshots:review` lists each change and what was not compared.",
  );
  process.exit(1);
}
