import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { gitIn } from "#qa/support/fixtures/git-in.ts";
import { testFolder } from "#qa/support/fixtures/test-folder.ts";
import { baseRefOf, changedFilesToMutate, mutatedAmong } from "./changed-files.ts";
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

  it("select nothing by exclusions alone, even a file named like one", () => {
    expect(mutatedAmong(["src/lib/scroll.ts", "!src/lib/scroll.ts"], ["!src/lib/scroll.ts"])).toEqual([]);
  });

  it("read any pattern list, one that starts with a wildcard too", () => {
    const patterns = ["**/*.ts", "!**/*.test.ts"];
    expect(mutatedAmong(["server/start.ts", "server/start.test.ts", "README.md"], patterns)).toEqual([
      "server/start.ts",
    ]);
  });
});

describe("npm run test:mutation:changed -- <base>", () => {
  /** A git repository whose main branch holds three source files, and a branch that changes each in its own way. */
  function branchedRepository() {
    const dir = testFolder("changed-files");
    const git = gitIn(dir);
    const write = (file: string, text: string) => {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), text);
    };
    git("init", "--quiet", "--initial-branch=main");
    for (const file of ["src/lib/scroll.ts", "src/lib/paths.ts", "src/server/start.ts"]) write(file, "export {};\n");
    git("add", ".");
    git("commit", "--quiet", "-m", "main");
    git("switch", "--quiet", "-c", "feature");
    write("src/lib/scroll.ts", "export const changed = true;\n");
    write("src/lib/scroll.test.ts", "export {};\n");
    write("src/components/Footer.tsx", "export {};\n");
    rmSync(join(dir, "src/server/start.ts"));
    git("add", "--all");
    git("commit", "--quiet", "-m", "feature");
    return dir;
  }

  it("prints the mutated files the branch changed or added since it left the base, not a deleted one", () => {
    expect(changedFilesToMutate("main", branchedRepository())).toBe("src/components/Footer.tsx,src/lib/scroll.ts");
  });

  it("takes the base to compare with, and nothing else", () => {
    expect(baseRefOf(["origin/main"])).toBe("origin/main");
    for (const args of [[], ["main", "feature"]]) {
      expect(() => baseRefOf(args), args.join(" ")).toThrow(/^usage: test:mutation:changed -- <base ref>$/);
    }
    expect(() => baseRefOf(["--base", "main"])).toThrow(
      /^Unknown option '--base'\..* Usage: test:mutation:changed -- <base ref>$/,
    );
  });
});
