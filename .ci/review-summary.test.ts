import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runScript, tempDir } from "./fake-commands.ts";

/** A checkout with the script (it works in the checkout it lives in), and an empty job summary. */
function setUp() {
  const checkout = tempDir();
  mkdirSync(join(checkout, ".ci"));
  for (const script of ["review-summary", "pictured-commits"]) {
    cpSync(join(import.meta.dirname, script), join(checkout, ".ci", script));
  }
  const stepSummary = join(tempDir(), "step-summary.md");
  writeFileSync(stepSummary, "");
  return { checkout, stepSummary };
}

/** An npm whose summary says what it was given, as the summary command reads it (qa/visual/cli.ts), or fails. */
const npm = (status = 0) => `
case "$*" in
  "run --silent snapshots:summary"*)
    printf '<!-- visual-review -->\\n### Visual changes\\n\\nfile: %s\\nwhere: %s\\npull request: %s\\n' "\${REVIEW_FILE_URL:-}" "$REVIEW_LOCATION" "\${PULL_REQUEST:-}"
    exit ${status} ;;
esac`;

const ENV = { REVIEW_LOCATION: "the `snapshot-review` artifact", PULL_REQUEST: "12" };
const URL = "https://github.com/vormis/site/actions/runs/7/artifacts/9";

describe(".ci/review-summary", () => {
  it("writes the summary, with the address of the review in one file, for the comment and the job summary", () => {
    const { checkout, stepSummary } = setUp();
    const run = runScript(join(checkout, ".ci", "review-summary"), [], {
      fakes: { npm: npm() },
      env: { ...ENV, REVIEW_FILE_URL: URL, GITHUB_STEP_SUMMARY: stepSummary },
    });
    expect(run.status).toBe(0);
    expect(run.calls).toEqual([["npm", "run", "--silent", "snapshots:summary"]]);
    const summary = readFileSync(join(checkout, "reports", "visual-review", "summary.md"), "utf8");
    expect(summary).toContain(
      `<!-- visual-review -->\n### Visual changes\n\nfile: ${URL}\nwhere: the \`snapshot-review\` artifact\npull request: 12\n`,
    );
    expect(readFileSync(stepSummary, "utf8")).toBe(summary);
    expect(run.stdout).not.toContain("::warning::");
  });

  it("warns, and writes the summary without the link, when review.html was not uploaded", () => {
    const { checkout, stepSummary } = setUp();
    const run = runScript(join(checkout, ".ci", "review-summary"), [], {
      fakes: { npm: npm() },
      env: { ...ENV, REVIEW_FILE_URL: "", GITHUB_STEP_SUMMARY: stepSummary },
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("::warning::No address of review.html");
    expect(readFileSync(stepSummary, "utf8")).toContain("file: \n");
  });

  it("fails when the summary cannot be written, adding nothing to the job summary", () => {
    const { checkout, stepSummary } = setUp();
    const run = runScript(join(checkout, ".ci", "review-summary"), [], {
      fakes: { npm: npm(1) },
      env: { ...ENV, REVIEW_FILE_URL: URL, GITHUB_STEP_SUMMARY: stepSummary },
    });
    expect(run.status).toBe(1);
    expect(readFileSync(stepSummary, "utf8")).toBe("");
  });

  it("shows the comment's pictures from where .ci/merge-and-review said they will be published", () => {
    const { checkout, stepSummary } = setUp();
    const address = "https://raw.githubusercontent.com/vormis/site/refs/heads/visual-review/pr-12/run-7-2/";
    mkdirSync(join(checkout, "reports", "visual-review"), { recursive: true });
    writeFileSync(join(checkout, "reports", "visual-review", "pictures-url"), `${address}\n`);
    const run = runScript(join(checkout, ".ci", "review-summary"), [], {
      fakes: { npm: npm() },
      env: { ...ENV, REVIEW_FILE_URL: URL, GITHUB_STEP_SUMMARY: stepSummary },
    });
    expect(run.status).toBe(0);
    expect(run.calls).toEqual([["npm", "run", "--silent", "snapshots:summary", "--", "--pictures-url", address]]);
  });

  it("has a fork's summary say why it shows no pictures", () => {
    const { checkout, stepSummary } = setUp();
    mkdirSync(join(checkout, "reports", "visual-review"), { recursive: true });
    writeFileSync(join(checkout, "reports", "visual-review", "pictures-url"), "fork\n");
    const run = runScript(join(checkout, ".ci", "review-summary"), [], {
      fakes: { npm: npm() },
      env: { ...ENV, REVIEW_FILE_URL: URL, GITHUB_STEP_SUMMARY: stepSummary },
    });
    expect(run.calls).toEqual([["npm", "run", "--silent", "snapshots:summary", "--", "--fork"]]);
  });

  it("ends the summary, in the job summary too, with the commit the review pictured and the one snapshots-render pictures", () => {
    const { checkout, stepSummary } = setUp();
    const git = (...args: string[]) =>
      execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", ...args], {
        cwd: checkout,
        encoding: "utf8",
      }).trim();
    git("init", "--quiet", "--initial-branch=main");
    git("commit", "--quiet", "--allow-empty", "-m", "main");
    const head = git("rev-parse", "HEAD");
    const run = runScript(join(checkout, ".ci", "review-summary"), [], {
      fakes: { npm: npm() },
      env: { ...ENV, REVIEW_FILE_URL: URL, GITHUB_STEP_SUMMARY: stepSummary, PULL_REQUEST_HEAD: head },
    });
    expect(run.status).toBe(0);
    const note = `**Pictured:** this pull request's head \`${head.slice(0, 7)}\`, which snapshots-render pictures too.`;
    const summary = readFileSync(join(checkout, "reports", "visual-review", "summary.md"), "utf8");
    expect(summary.endsWith(`\n\n${note}\n`)).toBe(true);
    expect(readFileSync(stepSummary, "utf8")).toBe(summary);
  });
});
