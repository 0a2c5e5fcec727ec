import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { testFolder } from "#qa/support/fixtures/test-folder.ts";
import { checkoutIn } from "#qa/visual/fixtures/load-fixture.ts";
import { currentCommit, leftOut, otherTree, shortCommit } from "./origin.ts";

const COMMIT = "c5c0ab824fea98a6a9145f9d8a7cab00e8c7e802";
const now = { commit: COMMIT, inputs: "3f9a1c", harness: "77aa01" };

describe("whether an earlier engine run was of the same tree", () => {
  it("is so for the same commit, files and harness", () => {
    expect(otherTree({ ...now }, now)).toBeUndefined();
  });

  it("is not for another commit, naming both by their first seven digits", () => {
    expect(otherTree({ ...now, commit: "6d652162ea560261a17a236758e3c5d739ae5633" }, now)).toBe(
      "they were taken of commit 6d65216, this run of c5c0ab8",
    );
    expect(otherTree({ inputs: now.inputs, harness: now.harness }, now)).toBe(
      "they were taken of commit (unknown), this run of c5c0ab8",
    );
  });

  it("is not for the same commit with other files, or files not known", () => {
    const reason = "they were taken before the site's, the stories' or the harness's files changed";
    expect(otherTree({ ...now, inputs: "another" }, now)).toBe(reason);
    expect(otherTree({ commit: COMMIT, harness: now.harness }, now)).toBe(reason);
  });

  it("is not for the same commit and files with another picture harness, or one not known", () => {
    const reason = expect.stringMatching(
      /^they were taken with other picture-taking code, stand-in photos or engine records \(qa\/engines, .*snapshots\/engines\)$/,
    );
    expect(otherTree({ ...now, harness: "another" }, now)).toEqual(reason);
    expect(otherTree({ commit: COMMIT, inputs: now.inputs }, now)).toEqual(reason);
  });
});

describe("a commit as a message names it", () => {
  it("is its first seven digits, or as it is when it is no full commit", () => {
    expect(shortCommit("c5c0ab824fea98a6a9145f9d8a7cab00e8c7e802")).toBe("c5c0ab8");
    expect(shortCommit("unknown")).toBe("unknown");
    expect(shortCommit(undefined)).toBe("(unknown)");
    // Only a whole commit is cut: forty hex digits and nothing around them.
    expect(shortCommit("xc5c0ab824fea98a6a9145f9d8a7cab00e8c7e802")).toBe("xc5c0ab824fea98a6a9145f9d8a7cab00e8c7e802");
    expect(shortCommit("c5c0ab824fea98a6a9145f9d8a7cab00e8c7e802x")).toBe("c5c0ab824fea98a6a9145f9d8a7cab00e8c7e802x");
  });
});

describe("the commit a run is made on", () => {
  it("is the commit checked out in the folder asked about", () => {
    const dir = testFolder("run");
    const commit = checkoutIn(dir);
    expect(commit).toMatch(/^[0-9a-f]{40}$/);
    expect(currentCommit(dir)).toBe(commit);
  });

  it("is unknown outside a git checkout, and git's complaint is not printed", () => {
    const dir = testFolder("run");
    // In a process of its own, so that anything git writes to the terminal shows on that process's stderr;
    // git looks for a checkout no higher than the temporary folder, wherever that lies.
    const asked = spawnSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `import { currentCommit } from ${JSON.stringify(pathToFileURL(join(import.meta.dirname, "origin.ts")).href)};
process.stdout.write(currentCommit(process.argv[1]));`,
        dir,
      ],
      { encoding: "utf8", env: { ...process.env, GIT_CEILING_DIRECTORIES: dirname(dir) } },
    );
    expect(asked.stdout).toBe("unknown");
    expect(asked.stderr).toBe("");
    // And in this process, where Node itself would pass on what a child wrote, had it been given no stdio.
    vi.stubEnv("GIT_CEILING_DIRECTORIES", dirname(dir));
    onTestFinished(() => {
      vi.unstubAllEnvs();
    });
    const printed = vi.spyOn(process.stderr, "write");
    expect(currentCommit(dir)).toBe("unknown");
    expect(printed).not.toHaveBeenCalled();
  });
});

describe("earlier engine results left out", () => {
  it("name the engines, why, and the command that takes each again", () => {
    expect(
      leftOut(
        ["Firefox", "WebKit"],
        "pictures",
        "they were taken of commit abc",
        "npm run test:engines -- --pictures",
        "takes",
      ),
    ).toEqual({
      engines: ["Firefox", "WebKit"],
      line:
        "  Firefox and WebKit: the pictures of the run before are left out, they were taken of commit abc " +
        "(`npm run test:engines -- --pictures --engine firefox`, `npm run test:engines -- --pictures --engine webkit` takes them again)",
    });
  });
});
