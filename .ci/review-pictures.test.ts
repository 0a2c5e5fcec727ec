import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { runScript, tempDir } from "./fake-commands.ts";

/**
 * The comment's pictures through ci.yml's jobs: the report job's .ci/merge-and-review writes the
 * pictures and .ci/review-summary the summary (npm's review commands stood in for by recorded-review.ts, on the
 * recorded run), the pictures job's .ci/publish-review-pictures pushes them to a local bare
 * repository standing for GitHub's, the comment job's .ci/post-review-comment posts the summary
 * (gh stood in for); review-pictures.yml's .ci/delete-review-pictures removes them.
 */

const REPO = "vormis/site";
const BRANCH = "visual-review/pr-12";
const BASE = `https://raw.githubusercontent.com/${REPO}/refs/heads/${BRANCH}/`;

const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", "-c", "commit.gpgsign=false", ...args], {
    cwd,
    encoding: "utf8",
  }).trim();

/** GitHub's repository: a bare one whose default branch has the .ci/ scripts. */
function freshOrigin(): string {
  const bare = tempDir();
  git(bare, "init", "--quiet", "--bare", "--initial-branch=main");
  // No `git gc --auto` after each push the specs make: a throwaway repository has nothing to tidy.
  git(bare, "config", "receive.autogc", "false");
  const work = tempDir();
  git(work, "init", "--quiet", "--initial-branch=main");
  mkdirSync(join(work, ".ci"));
  for (const script of ["publish-review-pictures", "delete-review-pictures"]) {
    cpSync(join(import.meta.dirname, script), join(work, ".ci", script));
  }
  writeFileSync(join(work, "README.md"), "the site\n");
  git(work, "add", ".");
  git(work, "commit", "--quiet", "-m", "main");
  git(work, "remote", "add", "origin", bare);
  git(work, "push", "--quiet", "origin", "main");
  return bare;
}

let template: string;
// Made once for the file, before its specs: no spec's time carries its dozen git processes.
beforeAll(() => {
  template = freshOrigin();
});
/** A copy of GitHub's repository for each spec to change: made once, copied (a dozen git processes less each time). */
function origin(): string {
  const bare = tempDir();
  cpSync(template, bare, { recursive: true });
  return bare;
}

/** A job's checkout of .ci/ alone, as actions/checkout makes it with sparse-checkout: .ci, its token kept for origin. */
function jobCheckout(bare: string): string {
  const checkout = tempDir();
  git(checkout, "clone", "--quiet", "--no-checkout", bare, ".");
  git(checkout, "sparse-checkout", "set", ".ci");
  git(checkout, "checkout", "--quiet", "main");
  return checkout;
}

/** The report job's checkout with its scripts, and the shards' artifacts. */
function reportJob() {
  const checkout = tempDir();
  mkdirSync(join(checkout, ".ci"));
  for (const script of ["merge-and-review", "review-summary", "pictured-commits"]) {
    cpSync(join(import.meta.dirname, script), join(checkout, ".ci", script));
  }
  const artifacts = tempDir();
  mkdirSync(join(artifacts, "blob-report-1"));
  writeFileSync(join(artifacts, "blob-report-1", "report-1.zip"), "zip");
  return { checkout, artifacts, review: join(checkout, "reports", "visual-review") };
}

/** npm as the report job runs it: the merge does nothing, the review writes its page, summary and pictures are the recorded run's. */
const npm = `
case "$*" in
  "run test:merge") ;;
  "run snapshots:review") mkdir -p reports/visual-review && echo '{"needsReview":true}' > reports/visual-review/changes.json ;;
  *) '${process.execPath}' '${join(import.meta.dirname, "recorded-review.ts")}' "$@" ;;
esac`;

/** ci.yml's report job on pull request #12: of a branch of this repository, or of a fork. */
function review(headRepo: string) {
  const job = reportJob();
  const env = { PULL_REQUEST: "12", REPO, HEAD_REPO: headRepo, GITHUB_RUN_ID: "7", GITHUB_RUN_ATTEMPT: "2" };
  // The review, then (after review.html is uploaded) its summary, as the job's steps run them.
  const merged = runScript(join(job.checkout, ".ci", "merge-and-review"), [job.artifacts], { fakes: { npm }, env });
  const summarized = runScript(join(job.checkout, ".ci", "review-summary"), [], { fakes: { npm }, env });
  const run = { status: merged.status || summarized.status, calls: [...merged.calls, ...summarized.calls] };
  return { ...job, run, summary: () => readFileSync(join(job.review, "summary.md"), "utf8") };
}

/** ci.yml's pictures job: the pull request's publish script, in a checkout of .ci/ whose origin is `bare`. */
const publish = (bare: string, pictures: string, headRepo = REPO) =>
  runScript(join(jobCheckout(bare), ".ci", "publish-review-pictures"), [pictures], {
    env: { REPO, HEAD_REPO: headRepo, NUMBER: "12" },
  });

/** The comment job: what .ci/post-review-comment posted, with a gh that finds no earlier comment. */
function postedComment(review: string): string {
  const run = runScript("post-review-comment", [review], {
    fakes: { gh: `if [ "$2" = --paginate ]; then printf '[]'; fi` },
    env: { REPO, NUMBER: "12" },
  });
  const body = run.calls.find((call) => call.includes("POST"))?.find((arg) => arg.startsWith("body=@"));
  return readFileSync((body ?? "body=@").slice("body=@".length), "utf8");
}

const addresses = (markdown: string) => [...markdown.matchAll(/<img src="([^"]+)"/g)].map((match) => match[1]);
/** Every file on the branch, or none when there is no such branch. */
const branchFiles = (bare: string, branch = BRANCH) =>
  git(bare, "for-each-ref", `refs/heads/${branch}`) === ""
    ? []
    : git(bare, "ls-tree", "-r", "--name-only", branch).split("\n").sort();

describe("the comment's pictures on a pull request of this repository", () => {
  // The report job once (two runs of node on the recorded run): the specs below only read what it wrote.
  let report: ReturnType<typeof review>;
  beforeAll(() => {
    report = review(REPO);
  });

  it("are every file the published branch holds, each of them named by an address in the comment", () => {
    expect(report.run.status).toBe(0);
    const bare = origin();
    const published = publish(bare, join(report.review, "pictures"));
    expect(published.status).toBe(0);
    expect(published.stdout).toContain(`Published 7 picture(s) to ${BRANCH}.`);
    const comment = postedComment(report.review);
    const named = addresses(comment);
    expect(named).toHaveLength(7);
    expect(named.every((address) => address.startsWith(`${BASE}run-7-2/`))).toBe(true);
    expect(named.map((address) => address.slice(BASE.length)).sort()).toEqual(branchFiles(bare));
  });

  it("are the run's pictures byte for byte, in one commit of their own with no history and nothing else", () => {
    const bare = origin();
    publish(bare, join(report.review, "pictures"));
    const file = "run-7-2/1-stories.spec.ts-packagecard--premium-mobile-difference.png";
    const shown = execFileSync("git", ["show", `${BRANCH}:${file}`], { cwd: bare });
    expect(shown.equals(readFileSync(join(report.review, "pictures", file)))).toBe(true);
    expect(git(bare, "rev-list", "--count", BRANCH)).toBe("1");
    expect(branchFiles(bare, "main")).toEqual([
      ".ci/delete-review-pictures",
      ".ci/publish-review-pictures",
      "README.md",
    ]);
  });

  it("replace the last run's on the branch: still one commit, only this run's folder", () => {
    const bare = origin();
    const earlier = tempDir();
    mkdirSync(join(earlier, "run-6-1"));
    writeFileSync(join(earlier, "run-6-1", "1-home.spec.ts-home-desktop-after.png"), "png");
    publish(bare, earlier);
    publish(bare, join(report.review, "pictures"));
    expect(git(bare, "rev-list", "--count", BRANCH)).toBe("1");
    expect(branchFiles(bare).every((file) => file.startsWith("run-7-2/"))).toBe(true);
  });

  it.each([
    {
      what: "take nothing but PNG files",
      file: "run.sh",
      error: "holds more than pictures",
    },
    {
      what: "refuse a picture whose name has a line break in it, saying so,",
      file: "2-two\nlines.png",
      error:
        "git hash-object wrote 1 object(s) for 2 picture(s) in <pictures> (it reads one name a line: has one a line break?)",
    },
  ])("$what and leave the branch as it was", ({ file, error }) => {
    const bare = origin();
    const pictures = tempDir();
    writeFileSync(join(pictures, "1-home.spec.ts-home-desktop-after.png"), "png");
    publish(bare, pictures);
    writeFileSync(join(pictures, file), "png");
    const refused = publish(bare, pictures);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(error.replace("<pictures>", pictures));
    expect(branchFiles(bare)).toEqual(["1-home.spec.ts-home-desktop-after.png"]);
  });

  it("are taken off the branch when a later run has none to show", () => {
    const bare = origin();
    const pictures = tempDir();
    writeFileSync(join(pictures, "1-home.spec.ts-home-desktop-after.png"), "png");
    publish(bare, pictures);
    const none = publish(bare, join(tempDir(), "pictures"));
    expect(none.status).toBe(0);
    expect(none.stdout).toContain(`No pictures to show: deleted ${BRANCH}.`);
    expect(branchFiles(bare)).toEqual([]);
  });
});

describe("the comment's pictures on a fork's pull request", () => {
  let report: ReturnType<typeof review>;
  beforeAll(() => {
    report = review("someone/site");
  });

  it("are not published, and the summary says why and how a maintainer renders the baselines", () => {
    expect(report.run.status).toBe(0);
    expect(report.run.calls.map((call) => call.join(" "))).toEqual([
      "npm run test:merge",
      "npm run snapshots:review",
      "npm run --silent snapshots:summary -- --fork",
    ]);
    const summary = report.summary();
    expect(addresses(summary)).toEqual([]);
    expect(summary).toContain("**No pictures in this summary:** this pull request comes from a fork");
    expect(summary).toContain("the label `update snapshots`");
  });

  it("publish nothing even when given pictures, as the fork's token may not write", () => {
    const bare = origin();
    const pictures = tempDir();
    writeFileSync(join(pictures, "1-home.spec.ts-home-desktop-after.png"), "png");
    const run = publish(bare, pictures, "someone/site");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("A fork's pull request (someone/site): its workflow may not write to vormis/site");
    expect(git(bare, "for-each-ref", "--format=%(refname)")).toBe("refs/heads/main");
  });
});

describe(".ci/delete-review-pictures", () => {
  const remove = (bare: string, number = "12") =>
    runScript(join(jobCheckout(bare), ".ci", "delete-review-pictures"), [], { env: { NUMBER: number } });

  it("deletes the pull request's pictures branch and nothing else", () => {
    const bare = origin();
    const pictures = tempDir();
    writeFileSync(join(pictures, "1-home.spec.ts-home-desktop-after.png"), "png");
    publish(bare, pictures);
    const run = remove(bare);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`Deleted ${BRANCH}.`);
    expect(git(bare, "for-each-ref", "--format=%(refname)")).toBe("refs/heads/main");
  });

  it("is content when there is no such branch", () => {
    const run = remove(origin());
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`No ${BRANCH} to delete.`);
  });

  it("refuses a number that is not one", () => {
    const run = remove(origin(), "12/../main");
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('"12/../main" is not a pull request number');
  });
});
