/**
 * `npm run test:visual`: builds the site and the catalogue, compares every picture and text
 * baseline (the @visual tests, both viewports) without writing any, then checks that no baseline
 * is left that no test takes. Exits non-zero on any difference; `npm run snapshots:review` shows them.
 */
import { spawnSync } from "node:child_process";
import { VISUAL_TAG } from "./baselines.ts";
import { loadObsolete, SNAPSHOTS_DIR } from "./load-run.ts";

const run = (command: string, args: string[]) => spawnSync(command, args, { stdio: "inherit" }).status ?? 1;

for (const script of ["build", "build-storybook"]) {
  if (run("npm", ["run", "--silent", script]) !== 0) process.exit(1);
}
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
