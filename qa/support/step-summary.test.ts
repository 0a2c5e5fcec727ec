import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testFolder } from "./fixtures/test-folder.ts";
import { addToStepSummary } from "./step-summary.ts";

describe("the CI job's summary", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("gets each tool's Markdown after what is there already", () => {
    const file = join(testFolder("step-summary"), "summary.md");
    writeFileSync(file, "## Lint\n");
    vi.stubEnv("GITHUB_STEP_SUMMARY", file);
    addToStepSummary("## Soak\n");
    addToStepSummary("## Stability\n");
    expect(readFileSync(file, "utf8")).toBe("## Lint\n## Soak\n## Stability\n");
  });

  it("is left alone where there is none (GITHUB_STEP_SUMMARY unset or empty)", () => {
    for (const unset of [undefined, ""]) {
      vi.stubEnv("GITHUB_STEP_SUMMARY", unset);
      expect(() => addToStepSummary("## Soak\n")).not.toThrow();
    }
  });
});
