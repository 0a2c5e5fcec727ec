import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { gitIn } from "#qa/support/fixtures/git-in.ts";
import { testFolder } from "#qa/support/fixtures/test-folder.ts";
import { changedFiles } from "./changed-files.ts";

/** A throwaway repository on `branch` with a.ts, b.ts and .gitignore committed. */
function repository(branch = "main") {
  const dir = testFolder("changed-files");
  const git = gitIn(dir);
  const write = (file: string, text = "x\n") => {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  };
  git("init", "--quiet", "-b", branch);
  write("a.ts");
  write("b.ts");
  write(".gitignore", "build/\n");
  git("add", ".");
  git("commit", "--quiet", "-m", "first");
  const commit = (message: string) => {
    git("add", "-A");
    git("commit", "--quiet", "-m", message);
    return git("rev-parse", "HEAD");
  };
  return { dir, git, write, commit };
}

describe("the files this checkout changed", () => {
  it("on main with nothing committed past it: the working tree against HEAD, untracked files too, ignored ones not", () => {
    const { dir, git, write } = repository();
    write("a.ts", "changed\n");
    rmSync(join(dir, "b.ts"));
    write("src/new.ts");
    write("build/module-graph.json");
    expect(changedFiles(dir)).toEqual({
      compared: `the working tree against ${git("rev-parse", "HEAD").slice(0, 12)}, where HEAD left main`,
      mergeBase: git("rev-parse", "HEAD"),
      files: ["a.ts", "b.ts", "src/new.ts"],
    });
  });

  it("on a branch: what it committed and what is not committed, since it left main, not what main did since", () => {
    const { dir, git, write, commit } = repository();
    const base = git("rev-parse", "HEAD");
    git("checkout", "--quiet", "-b", "feature");
    write("tailwind.config.ts");
    commit("tokens");
    git("mv", "a.ts", "renamed.ts");
    commit("rename");
    git("checkout", "--quiet", "main");
    write("b.ts", "main moved on\n");
    commit("on main");
    git("checkout", "--quiet", "feature");
    write("src/wip.ts");
    expect(changedFiles(dir)).toEqual({
      compared: `the working tree against ${base.slice(0, 12)}, where HEAD left main`,
      mergeBase: base,
      files: ["a.ts", "renamed.ts", "src/wip.ts", "tailwind.config.ts"],
    });
  });

  it("takes origin/main over main where the checkout has it", () => {
    const { dir, git, write, commit } = repository();
    const origin = git("rev-parse", "HEAD");
    write("local.ts");
    commit("local commit on main");
    git("update-ref", "refs/remotes/origin/main", origin);
    expect(changedFiles(dir)).toEqual({
      compared: `the working tree against ${origin.slice(0, 12)}, where HEAD left origin/main`,
      mergeBase: origin,
      files: ["local.ts"],
    });
  });

  it("are not known without main or origin/main, or without their merge base", () => {
    const { dir } = repository("trunk");
    expect(changedFiles(dir)).toEqual({ unknown: "git has neither origin/main nor main to compare with" });
    const { dir: other, git, write, commit } = repository();
    git("checkout", "--quiet", "--orphan", "unrelated");
    write("c.ts");
    commit("no common history");
    expect(changedFiles(other)).toEqual({
      unknown: "git finds no merge base of HEAD and main (a shallow clone?)",
    });
  });
});
