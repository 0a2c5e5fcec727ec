/**
 * `npm run test:visual`: compares every picture and text baseline (the @visual tests, both
 * viewports) without writing any, then checks that no baseline is left that no test takes. Exits
 * non-zero on any difference; `npm run snapshots:review` shows them. Playwright first brings the
 * site's and the catalogue's builds up to date with the tree (harness/builds.ts).
 */
import { spawnSync } from "node:child_process";
import { VISUAL_TAG } from "./baselines.ts";
import { loadObsolete, SNAPSHOTS_DIR } from "./load-run.ts";

const run = (command: string, args: string[]) => spawnSync(command, args, { stdio: "inherit" }).status ?? 1;

const compared = run("npx", [
  "playwright",
  "test",
  "--grep",
  VISUAL_TAG,
  "--update-snapshots=none",
  ...process.argv.slice(2),
]);
const obsolete = loadObsolete();
for (const change of obsolete) console.error(`✗ obsolete baseline ${SNAPSHOTS_DIR}/${change.name}: no test takes it.`);
if (compared !== 0 || obsolete.length > 0) {
  console.error("\n✗ visual baselines differ: `npm run snapshots:review` lists each change.");
  process.exit(1);
}
