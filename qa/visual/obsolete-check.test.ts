import { relative } from "node:path";
import { describe, expect, it } from "vitest";
import { recordedClaims, VISUAL_RUN_SNAPSHOTS } from "./fixtures/load-fixture.ts";
import { loadObsolete } from "./load-run.ts";
import { obsoleteCheck } from "./obsolete-check.ts";

describe("the obsolete-baselines check", () => {
  it("fails on the recorded tree's renamed story, naming each file left and the command that removes it", () => {
    const check = obsoleteCheck(loadObsolete(recordedClaims(), relative(process.cwd(), VISUAL_RUN_SNAPSHOTS)));
    expect(check.passed).toBe(false);
    expect(check.lines).toHaveLength(4);
    expect(check.lines[1]).toBe(
      "✗ obsolete baseline snapshots/stories.spec.ts/thankyoupanel--default-desktop.png: no test takes it. " +
        "Remove it with npm run snapshots:accept -- 'stories.spec.ts/thankyoupanel--default-desktop.png'",
    );
  });

  it("passes when every baseline is taken, and says so", () => {
    expect(obsoleteCheck([])).toEqual({ passed: true, lines: ["✓ every baseline in snapshots/ is taken by a test."] });
  });
});
