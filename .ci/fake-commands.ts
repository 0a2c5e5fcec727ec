import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { isAbsolute, join } from "node:path";

/**
 * For the .ci/ scripts' unit specs: runs a script with stand-ins for the commands it calls
 * (gh, npm, npx) first on PATH. Each stand-in records its arguments, then runs the bash the
 * spec gives it (its arguments are "$@"), so a spec checks what a script asked for without GitHub
 * or a build.
 */
export interface ScriptRun {
  status: number;
  stdout: string;
  stderr: string;
  /** Every call to a stand-in, in order: the command and its arguments. */
  calls: string[][];
}

export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), "vormis-ci-"));
}

/** Runs `script` (a path, or a name in .ci/) with bash. */
export function runScript(
  script: string,
  args: string[],
  { fakes = {}, env = {}, cwd }: { fakes?: Record<string, string>; env?: Record<string, string>; cwd?: string } = {},
): ScriptRun {
  const dir = tempDir();
  const bin = join(dir, "bin");
  const log = join(dir, "calls");
  mkdirSync(bin);
  writeFileSync(log, "");
  for (const [command, body] of Object.entries(fakes)) {
    const file = join(bin, command);
    // One call per line, arguments separated by tabs.
    writeFileSync(file, `#!/usr/bin/env bash\n(IFS=$'\\t'; echo "${command}\t$*") >> '${log}'\n${body}\n`);
    chmodSync(file, 0o755);
  }
  const result = spawnSync("bash", [isAbsolute(script) ? script : join(import.meta.dirname, script), ...args], {
    cwd,
    encoding: "utf8",
    env: { ...process.env, GITHUB_OUTPUT: "", GITHUB_STEP_SUMMARY: "", ...env, PATH: `${bin}:${process.env.PATH}` },
  });
  const calls = readFileSync(log, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => line.split("\t"));
  return { status: result.status ?? 1, stdout: result.stdout, stderr: result.stderr, calls };
}
