import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runScript, tempDir } from "./fake-commands.ts";

const SHA = "0123456789abcdef0123456789abcdef01234567";

describe(".ci/record-render-target", () => {
  function record(env: Record<string, string>, gh = `echo ${SHA}`) {
    const dir = join(tempDir(), "rendered-for");
    const output = join(tempDir(), "output");
    writeFileSync(output, "");
    const run = runScript("record-render-target", [dir], {
      fakes: { gh },
      env: { REPO: "vormis/site", GITHUB_OUTPUT: output, ...env },
    });
    return { ...run, dir, output: readFileSync(output, "utf8") };
  }

  it("the label: records the labelled head without asking GitHub", () => {
    const run = record({ HEAD_SHA: SHA });
    expect(run.status).toBe(0);
    expect(run.calls).toEqual([]);
    expect(readFileSync(join(run.dir, "sha"), "utf8")).toBe(`${SHA}\n`);
    expect(run.output).toBe(`sha=${SHA}\n`);
  });

  it("a dispatch: records the head of the pull request named", () => {
    const run = record({ PR_NUMBER: "12" });
    expect(run.calls).toEqual([["gh", "api", "repos/vormis/site/pulls/12", "--jq", ".head.sha"]]);
    expect(readFileSync(join(run.dir, "sha"), "utf8")).toBe(`${SHA}\n`);
  });

  it("refuses what is not a number, and an answer that is not a commit", () => {
    expect(record({ PR_NUMBER: "12; rm -rf /" }).stderr).toContain("is not a pull request number");
    const run = record({ PR_NUMBER: "12" }, "echo Not Found");
    expect(run.status).toBe(1);
    expect(run.output).toBe("");
  });
});

describe(".ci/render-snapshots", () => {
  // Differences make test:visual fail: the accept must go on.
  const npm = `[ "$2" = test:visual ] && exit 1; exit 0`;
  const render = (args: string[], env: Record<string, string> = {}) =>
    runScript("render-snapshots", args, { fakes: { npm }, env: { PLAYWRIGHT_ARGS: "", ...env } });

  it("update-all builds the site and the catalogue before remaking the baselines, the engines' too, then removes the obsolete ones", () => {
    const run = render(["update-all"], { PLAYWRIGHT_ARGS: "--grep StarRating --project mobile" });
    expect(run.status).toBe(0);
    expect(run.calls).toEqual([
      ["npm", "run", "build"],
      ["npm", "run", "build-storybook"],
      ["npm", "run", "test:update", "--", "--grep", "StarRating", "--project", "mobile"],
      ["npm", "run", "snapshots:engines"],
      ["npm", "run", "snapshots:obsolete", "--", "--remove"],
    ]);
  });

  it("update-engine builds the site, then remakes that one engine's pictures", () => {
    for (const engine of ["firefox", "webkit"]) {
      const run = render(["update-engine", engine]);
      expect(run.status).toBe(0);
      expect(run.calls).toEqual([
        ["npm", "run", "build"],
        ["npm", "run", "snapshots:engines", "--", "--engine", engine],
      ]);
    }
  });

  it("update-engine refuses an engine it does not know, and a missing one", () => {
    for (const args of [["update-engine", "chromium"], ["update-engine"], ["update-engine", "firefox", "webkit"]]) {
      const run = render(args);
      expect(run.status).toBe(2);
      expect(run.calls).toEqual([]);
    }
  });

  it("accept compares, then accepts the names, split on spaces and with their globs left alone", () => {
    const run = render(["accept", "stories.spec.ts/a-mobile.png  packagecard--*", "b-*"]);
    expect(run.status).toBe(0);
    expect(run.calls).toEqual([
      ["npm", "run", "test:visual", "--"],
      ["npm", "run", "snapshots:accept", "--", "stories.spec.ts/a-mobile.png", "packagecard--*", "b-*"],
    ]);
  });

  it("accept with no names (the dispatch's empty field) accepts all", () => {
    for (const args of [["accept"], ["accept", ""]]) {
      expect(render(args).calls.at(-1)).toEqual(["npm", "run", "snapshots:accept", "--", "--all"]);
    }
  });

  it("fails when the accept fails", () => {
    const run = runScript("render-snapshots", ["accept", "nothing"], {
      fakes: { npm: `[ "$2" = snapshots:accept ] && exit 1; exit 0` },
    });
    expect(run.status).toBe(1);
  });

  it("says how to call it", () => {
    expect(render(["update"]).stderr).toContain(
      "usage: .ci/render-snapshots update-all | update-engine firefox|webkit | accept [names…]",
    );
    expect(render(["update-all", "x"]).status).toBe(2);
  });
});
