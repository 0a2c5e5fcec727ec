import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { lintTestSource } from "./rules.ts";

/**
 * `npm run lint:tests`: fails on a test that cannot fail (see rules.ts), naming file, line and rule.
 * Reads the browser specs and their support, every unit spec and the tools that drive browsers or time runs.
 */

const SOURCES: { folder: string; take: (file: string) => boolean }[] = [
  { folder: "specs", take: (file) => /\.tsx?$/.test(file) },
  { folder: "src", take: (file) => /\.test\.tsx?$/.test(file) },
  { folder: "qa", take: (file) => /\.test\.ts$/.test(file) },
  ...["qa/support", "qa/engines", "qa/bench", "qa/stability", "qa/soak", "qa/coverage"].map((folder) => ({
    folder,
    take: (file: string) => /\.tsx?$/.test(file),
  })),
];

// Files only: recorded runs keep baselines in folders named after spec files (`home.spec.ts/`).
const files = [
  ...new Set(
    SOURCES.flatMap(({ folder, take }) =>
      readdirSync(folder, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && take(entry.name))
        .map((entry) => join(entry.parentPath, entry.name)),
    ),
  ),
].sort();

const findings = files.flatMap((file) => lintTestSource(readFileSync(file, "utf8"), file));
for (const { file, line, column, rule, message } of findings)
  console.error(`${file}:${line}:${column} ${rule}: ${message}`);
if (findings.length > 0) {
  console.error(`\n✗ ${findings.length} test(s) that cannot fail, or wait on a guess, in ${files.length} files.`);
  process.exit(1);
}
console.log(`✓ ${files.length} files: every test asserts, unconditionally, and waits for signals, not time.`);
