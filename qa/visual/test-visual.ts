/**
 * `npm run test:visual`: compares every picture and text baseline without writing any: the @visual
 * tests in Chromium (both viewports) and, beside them, every page's and story's pictures in Firefox and WebKit
 * (`npm run test:engines -- --pictures`); then checks that no baseline is left that nothing takes.
 * Exits non-zero on any difference; `npm run snapshots:review` shows them. Playwright and the engine
 * run each first bring the builds they need up to date with the tree (src/build/builds.ts).
 */
import { spawn } from "node:child_process";
import { SNAPSHOTS_DIR } from "#qa/settings.ts";
import { VISUAL_TAG } from "#qa/support/index.ts";
import { loadObsolete } from "./load-run.ts";
import { visualOnly } from "./visual-args.ts";

/** Runs a command with the terminal's streams and resolves with its exit code. */
const run = (command: string, args: string[]) =>
  new Promise<number>((resolve) => {
    spawn(command, args, { stdio: "inherit" }).on("close", (code) => resolve(code ?? 1));
  });

const [chromium, engines] = await Promise.all([
  run("npx", ["playwright", "test", ...visualOnly(process.argv.slice(2), VISUAL_TAG)]),
  run("node", ["qa/plan/test-engines.ts", "--pictures"]),
]);
const obsolete = loadObsolete();
for (const change of obsolete) console.error(`✗ obsolete baseline ${SNAPSHOTS_DIR}/${change.name}: nothing takes it.`);
if (chromium !== 0 || engines !== 0 || obsolete.length > 0) {
  console.error(
    "\n✗ the visual comparison did not pass (a difference, an obsolete baseline, or a test that failed first): " +
      "`npm run snapshots:review` lists each change and what was not compared.",
  );
  process.exit(1);
}
