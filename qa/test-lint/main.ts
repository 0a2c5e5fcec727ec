import { readFileSync } from "node:fs";
import { lintTestSource } from "./rules.ts";
import { testLintFiles } from "./sources.ts";

/**
 * `npm run lint:tests`: fails on a test that cannot fail where Biome's test rules do not see it (see rules.ts),
 * naming file, line and rule.
 * Reads the files sources.ts names.
 */

const files = testLintFiles();

const findings = files.flatMap((file) => lintTestSource(readFileSync(file, "utf8"), file));
for (const { file, line, column, rule, message } of findings)
  console.error(`${file}:${line}:${column} ${rule}: ${message}`);
if (findings.length > 0) {
  console.error(`\n✗ ${findings.length} test(s) that cannot fail, or wait on a guess, in ${files.length} files.`);
  process.exit(1);
}
console.log(`✓ ${files.length} files: every test asserts, unconditionally, and waits for signals, not time.`);
