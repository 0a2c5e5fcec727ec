import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runScript, tempDir } from "./fake-commands.ts";

/** The step outputs a script wrote to $GITHUB_OUTPUT. */
function withOutputs(script: string, args: string[], options: Parameters<typeof runScript>[2] = {}) {
  const output = join(tempDir(), "output");
  writeFileSync(output, "");
  const run = runScript(script, args, { ...options, env: { ...options.env, GITHUB_OUTPUT: output } });
  return {
    ...run,
    outputs: Object.fromEntries(
      readFileSync(output, "utf8")
        .trim()
        .split("\n")
        .filter(Boolean)
        .map((line) => line.split("=", 2)),
    ),
  };
}

describe(".ci/check-write-access", () => {
  const ask = (permission: string) =>
    runScript("check-write-access", ["octo"], { fakes: { gh: `echo ${permission}` }, env: { REPO: "vormis/site" } });

  it("lets admins and writers (maintainers report as write) through", () => {
    for (const permission of ["admin", "write"]) expect(ask(permission).status).toBe(0);
    expect(ask("write").calls).toEqual([
      ["gh", "api", "repos/vormis/site/collaborators/octo/permission", "--jq", ".permission"],
    ]);
  });

  it("stops anyone else", () => {
    const run = ask("read");
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("octo has read access");
  });
});

describe(".ci/render-pull-request", () => {
  const pull = (repo: string, ref: string) => ({ gh: `echo "${repo} ${ref}"` });
  const label = { EVENT: "pull_request", REPO: "vormis/site", HEAD_REPO: "fork/site", HEAD_BRANCH: "fix" };

  it("reads the number from the run name, for a fork's pull request too", () => {
    const run = withOutputs("render-pull-request", [], {
      fakes: pull("fork/site", "fix"),
      env: { ...label, TITLE: "snapshots for #42" },
    });
    expect(run.status).toBe(0);
    expect(run.outputs).toEqual({ number: "42", branch: "fix", repo: "fork/site" });
    expect(run.calls[0]).toEqual([
      "gh",
      "api",
      "repos/vormis/site/pulls/42",
      "--jq",
      '"\\(.head.repo.full_name) \\(.head.ref)"',
    ]);
  });

  it("after a dispatch, takes the branch from the pull request", () => {
    const run = withOutputs("render-pull-request", ["--ours"], {
      fakes: pull("vormis/site", "feature"),
      env: {
        EVENT: "workflow_dispatch",
        REPO: "vormis/site",
        HEAD_REPO: "vormis/site",
        HEAD_BRANCH: "main",
        TITLE: "snapshots for #7",
      },
    });
    expect(run.status).toBe(0);
    expect(run.outputs).toEqual({ number: "7", branch: "feature", repo: "vormis/site" });
  });

  it("refuses a run name that is not the render's", () => {
    const run = runScript("render-pull-request", [], {
      fakes: pull("fork/site", "fix"),
      env: { ...label, TITLE: "snapshots for #4 2" },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('No pull request number in the run name "snapshots for #4 2"');
  });

  it("refuses a labelled run whose name points at another pull request", () => {
    const run = runScript("render-pull-request", [], {
      fakes: pull("vormis/site", "other"),
      env: { ...label, TITLE: "snapshots for #3" },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("but pull request #3 is vormis/site other");
  });

  it("with --ours, stops at a fork, naming the artifact to commit instead", () => {
    const run = runScript("render-pull-request", ["--ours"], {
      fakes: pull("fork/site", "fix"),
      env: { ...label, TITLE: "snapshots for #42", RUN_URL: "https://run/1" },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("'snapshots' artifact of https://run/1");
  });
});

describe(".ci/rendered-commit", () => {
  it("passes on the recorded commit", () => {
    const dir = tempDir();
    writeFileSync(join(dir, "sha"), `${"a".repeat(40)}\n`);
    expect(withOutputs("rendered-commit", [dir]).outputs).toEqual({ sha: "a".repeat(40) });
  });

  it("fails without one", () => {
    const dir = tempDir();
    expect(runScript("rendered-commit", [dir]).status).toBe(1);
    writeFileSync(join(dir, "sha"), "main\n");
    expect(runScript("rendered-commit", [dir]).stderr).toContain("No commit recorded");
  });
});

describe(".ci/take-baselines", () => {
  function artifact(extra?: (dir: string) => void) {
    const dir = tempDir();
    mkdirSync(join(dir, "home.spec.ts"));
    writeFileSync(join(dir, "home.spec.ts", "home-mobile.png"), "png");
    writeFileSync(join(dir, "home.spec.ts", "home-mobile.aria.yml"), "- main");
    writeFileSync(join(dir, "environment.json"), "{}");
    mkdirSync(join(dir, "engines", "webkit"), { recursive: true });
    writeFileSync(join(dir, "engines", "webkit", "home-mobile-447px.png"), "png");
    writeFileSync(join(dir, "engines", "webkit", "engine.json"), "{}");
    extra?.(dir);
    const checkout = tempDir();
    mkdirSync(join(checkout, "snapshots"));
    writeFileSync(join(checkout, "snapshots", "gone-mobile.png"), "old");
    return { dir, checkout };
  }

  it("replaces snapshots/ with the baselines and the browsers' records", () => {
    const { dir, checkout } = artifact();
    expect(runScript("take-baselines", [dir, checkout]).status).toBe(0);
    const listed = execFileSync("find", [".", "-type", "f"], { cwd: join(checkout, "snapshots"), encoding: "utf8" });
    expect(listed.split("\n").filter(Boolean).sort()).toEqual([
      "./engines/webkit/engine.json",
      "./engines/webkit/home-mobile-447px.png",
      "./environment.json",
      "./home.spec.ts/home-mobile.aria.yml",
      "./home.spec.ts/home-mobile.png",
    ]);
  });

  it.each([
    ["another file", (dir: string) => writeFileSync(join(dir, "run.sh"), "")],
    ["a record below the top", (dir: string) => writeFileSync(join(dir, "home.spec.ts", "environment.json"), "{}")],
    ["an engine record elsewhere", (dir: string) => writeFileSync(join(dir, "home.spec.ts", "engine.json"), "{}")],
    [
      "an engine record deeper down",
      (dir: string) => {
        mkdirSync(join(dir, "engines", "webkit", "x"));
        writeFileSync(join(dir, "engines", "webkit", "x", "engine.json"), "{}");
      },
    ],
    ["a symlink named like a baseline", (dir: string) => symlinkSync("/etc/passwd", join(dir, "evil.png"))],
  ])("refuses an artifact with %s, leaving snapshots/ alone", (_, extra) => {
    const { dir, checkout } = artifact(extra);
    const run = runScript("take-baselines", [dir, checkout]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("more than baselines");
    expect(readFileSync(join(checkout, "snapshots", "gone-mobile.png"), "utf8")).toBe("old");
  });
});

describe(".ci/commit-baselines", () => {
  const git = (cwd: string, ...args: string[]) =>
    execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", ...args], { cwd, encoding: "utf8" }).trim();

  /** A pull request's branch on a remote, and a checkout of its head. */
  function setUp() {
    const remote = tempDir();
    git(remote, "init", "--quiet", "--bare", "--initial-branch=main");
    const checkout = tempDir();
    git(checkout, "init", "--quiet", "--initial-branch=fix");
    mkdirSync(join(checkout, "snapshots"));
    writeFileSync(join(checkout, "snapshots", "home-mobile.png"), "before");
    git(checkout, "add", ".");
    git(checkout, "commit", "--quiet", "-m", "pull request");
    git(checkout, "remote", "add", "origin", remote);
    git(checkout, "push", "--quiet", "origin", "fix");
    return { remote, checkout };
  }

  it("commits changed baselines on the branch", () => {
    const { remote, checkout } = setUp();
    writeFileSync(join(checkout, "snapshots", "home-mobile.png"), "after");
    expect(runScript("commit-baselines", [checkout, "fix"]).status).toBe(0);
    expect(git(remote, "log", "--format=%s", "fix")).toBe(
      "Update the screenshot baselines in the pinned browser\npull request",
    );
    expect(git(remote, "show", "fix:snapshots/home-mobile.png")).toBe("after");
  });

  it("names in the commit's message the commit the baselines were pictured on, the pull request's head", () => {
    const { remote, checkout } = setUp();
    const pictured = git(checkout, "rev-parse", "HEAD");
    writeFileSync(join(checkout, "snapshots", "home-mobile.png"), "after");
    expect(runScript("commit-baselines", [checkout, "fix"]).status).toBe(0);
    expect(git(remote, "log", "-1", "--format=%B", "fix")).toBe(
      `Update the screenshot baselines in the pinned browser\n\nPictured on ${pictured}, the pull request's head.`,
    );
  });

  it("commits nothing when the baselines are the same", () => {
    const { remote, checkout } = setUp();
    const run = runScript("commit-baselines", [checkout, "fix"]);
    expect(run.stdout).toContain("did not change");
    expect(git(remote, "log", "--format=%s", "fix")).toBe("pull request");
  });

  it("does not push over a branch that moved on", () => {
    const { remote, checkout } = setUp();
    const other = tempDir();
    git(other, "clone", "--quiet", "--branch", "fix", remote, ".");
    git(other, "commit", "--quiet", "--allow-empty", "-m", "pushed meanwhile");
    git(other, "push", "--quiet", "origin", "fix");
    writeFileSync(join(checkout, "snapshots", "home-mobile.png"), "after");
    expect(runScript("commit-baselines", [checkout, "fix"]).status).not.toBe(0);
    expect(git(remote, "log", "--format=%s", "fix")).toBe("pushed meanwhile\npull request");
  });
});

describe(".ci/remove-snapshots-label", () => {
  it("removes the label, and is content when it is gone already", () => {
    const removed = runScript("remove-snapshots-label", ["42"], {
      fakes: { gh: "exit 0" },
      env: { REPO: "vormis/site" },
    });
    expect(removed.calls).toEqual([
      ["gh", "api", "--method", "DELETE", "repos/vormis/site/issues/42/labels/update%20snapshots", "--silent"],
    ]);
    const gone = runScript("remove-snapshots-label", ["42"], { fakes: { gh: "exit 1" }, env: { REPO: "vormis/site" } });
    expect(gone.status).toBe(0);
    expect(gone.stdout).toContain("not on #42");
  });
});
