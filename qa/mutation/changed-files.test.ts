import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { mutatedAmong } from "./changed-files.ts";
import { MUTATED_FILES } from "./mutated-files.ts";

/** `git diff --name-only main...HEAD` as recorded on the branch that brought mutation testing. */
const recorded = readFileSync(join(import.meta.dirname, "fixtures", "changed-files.txt"), "utf8")
  .split("\n")
  .filter(Boolean);

describe("the files a pull request's mutation run covers", () => {
  it("are the changed source files of the mutated folders, not their tests, fixtures or anything else", () => {
    expect(mutatedAmong(recorded, MUTATED_FILES)).toEqual(["src/components/ShareButtons.tsx", "src/server/start.ts"]);
  });

  it("include no story and no test of any kind", () => {
    const changed = [
      "src/components/Footer.stories.tsx",
      "src/components/Footer.test.tsx",
      "src/lib/scroll.test.ts",
      "src/lib/scroll.ts",
      "src/content/home.ts",
      "src/routes/home.tsx",
    ];
    expect(mutatedAmong(changed, MUTATED_FILES)).toEqual(["src/lib/scroll.ts"]);
  });
});
