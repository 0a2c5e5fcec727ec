import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runScript, tempDir } from "./fake-commands.ts";

function mutate(changed: string) {
  const summary = join(tempDir(), "summary.md");
  writeFileSync(summary, "");
  const npm = `[ "$3" = test:mutation:changed ] && printf '%s' '${changed}'; exit 0`;
  const run = runScript("mutate-changed", ["origin/main"], { fakes: { npm }, env: { GITHUB_STEP_SUMMARY: summary } });
  return { ...run, summary: readFileSync(summary, "utf8") };
}

describe(".ci/mutate-changed", () => {
  it("mutates the files the pull request changed", () => {
    const run = mutate("src/lib/a.ts,src/lib/b.ts");
    expect(run.status).toBe(0);
    expect(run.calls).toEqual([
      ["npm", "run", "--silent", "test:mutation:changed", "--", "origin/main"],
      ["npm", "run", "test:mutation", "--", "--mutate", "src/lib/a.ts,src/lib/b.ts"],
    ]);
    expect(run.summary).toBe("Mutating: src/lib/a.ts,src/lib/b.ts\n");
  });

  it("runs nothing when no mutated file changed", () => {
    const run = mutate("");
    expect(run.status).toBe(0);
    expect(run.calls).toHaveLength(1);
    expect(run.summary).toBe("No mutated source file changed.\n");
  });
});
