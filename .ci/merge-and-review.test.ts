import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runScript, tempDir } from "./fake-commands.ts";

/** A checkout with the script (it works in the checkout it lives in), and artifacts as download-artifact lays them out: one folder each. */
function setUp({ unitResults }: { unitResults: boolean }) {
  const checkout = tempDir();
  mkdirSync(join(checkout, ".ci"));
  for (const script of ["merge-and-review", "pictured-commits"]) {
    cpSync(join(import.meta.dirname, script), join(checkout, ".ci", script));
  }
  const artifacts = tempDir();
  for (const shard of [1, 2]) {
    mkdirSync(join(artifacts, `blob-report-${shard}`));
    writeFileSync(join(artifacts, `blob-report-${shard}`, `report-${shard}.zip`), "zip");
  }
  if (unitResults) {
    mkdirSync(join(artifacts, "vitest-results"));
    writeFileSync(join(artifacts, "vitest-results", "vitest.json"), "{}");
    mkdirSync(join(artifacts, "engine-results"));
    writeFileSync(join(artifacts, "engine-results", "engines.json"), '{"journeys":[]}');
    // As upload-artifact lays out reports/last-run/engine-pictures.json and reports/engines/pictures/: from reports/ down.
    mkdirSync(join(artifacts, "engine-pictures", "last-run"), { recursive: true });
    writeFileSync(join(artifacts, "engine-pictures", "last-run", "engine-pictures.json"), '{"pictures":[]}');
    mkdirSync(join(artifacts, "engine-pictures", "engines", "pictures", "engines", "webkit"), { recursive: true });
    writeFileSync(
      join(artifacts, "engine-pictures", "engines", "pictures", "engines", "webkit", "home-desktop.png"),
      "png",
    );
  }
  const stepSummary = join(tempDir(), "step-summary.md");
  writeFileSync(stepSummary, "");
  return { checkout, artifacts, stepSummary };
}

/** An npm whose review writes its page and exits with the given status, as the review CLI does, and whose pictures exit with theirs. */
const npm = (reviewStatus: number, picturesStatus = 0) => `
case "$*" in
  "run snapshots:review") mkdir -p reports/visual-review && echo page > reports/visual-review/index.html; exit ${reviewStatus} ;;
  "run --silent snapshots:summary"*) printf '<!-- visual-review -->\\n### Visual changes\\n' ;;
  "run snapshots:pictures"*) exit ${picturesStatus} ;;
esac`;

function run(checkout: string, artifacts: string, env: Record<string, string>, reviewStatus = 0, picturesStatus = 0) {
  return runScript(join(checkout, ".ci", "merge-and-review"), [artifacts], {
    fakes: { npm: npm(reviewStatus, picturesStatus) },
    env,
  });
}

/** ci.yml's report job on pull request #12, of a branch of this repository. */
const OUR_PULL_REQUEST = {
  PULL_REQUEST: "12",
  REPO: "vormis/site",
  HEAD_REPO: "vormis/site",
  GITHUB_RUN_ID: "7",
  GITHUB_RUN_ATTEMPT: "2",
};

describe(".ci/merge-and-review", () => {
  it("merges every shard with the unit and engine results and the engine pictures, then reviews and writes the summary", () => {
    const { checkout, artifacts, stepSummary } = setUp({ unitResults: true });
    const result = run(checkout, artifacts, { GITHUB_STEP_SUMMARY: stepSummary });
    expect(result.status).toBe(0);
    expect(result.calls).toEqual([
      ["npm", "run", "test:merge"],
      ["npm", "run", "snapshots:review"],
      ["npm", "run", "--silent", "snapshots:summary"],
    ]);
    expect(readFileSync(join(checkout, "reports", "blob", "report-2.zip"), "utf8")).toBe("zip");
    expect(readFileSync(join(checkout, "reports", "last-run", "vitest.json"), "utf8")).toBe("{}");
    expect(readFileSync(join(checkout, "reports", "last-run", "engines.json"), "utf8")).toBe('{"journeys":[]}');
    expect(readFileSync(join(checkout, "reports", "last-run", "engine-pictures.json"), "utf8")).toBe('{"pictures":[]}');
    expect(
      readFileSync(join(checkout, "reports", "engines", "pictures", "engines", "webkit", "home-desktop.png"), "utf8"),
    ).toBe("png");
    expect(readFileSync(join(checkout, "reports", "visual-review", "summary.md"), "utf8")).toMatch(
      /^<!-- visual-review -->/,
    );
    expect(readFileSync(stepSummary, "utf8")).toContain("### Visual changes");
  });

  it("writes the summary when the review fails, and fails at the end", () => {
    const { checkout, artifacts, stepSummary } = setUp({ unitResults: false });
    const result = run(checkout, artifacts, { GITHUB_STEP_SUMMARY: stepSummary }, 3);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain("::error::The visual review failed");
    expect(readFileSync(stepSummary, "utf8")).toContain("### Visual changes");
    expect(readFileSync(join(checkout, "reports", "visual-review", "index.html"), "utf8")).toContain("page");
  });

  it("on a pull request of this repository, writes the comment's pictures into a folder of this run's and gives the summary their address", () => {
    const { checkout, artifacts, stepSummary } = setUp({ unitResults: true });
    const result = run(checkout, artifacts, { GITHUB_STEP_SUMMARY: stepSummary, ...OUR_PULL_REQUEST });
    expect(result.status).toBe(0);
    expect(result.calls).toEqual([
      ["npm", "run", "test:merge"],
      ["npm", "run", "snapshots:review"],
      ["npm", "run", "snapshots:pictures", "--", "reports/visual-review/pictures/run-7-2"],
      [
        "npm",
        "run",
        "--silent",
        "snapshots:summary",
        "--",
        "--pictures-url",
        "https://raw.githubusercontent.com/vormis/site/refs/heads/visual-review/pr-12/run-7-2/",
      ],
    ]);
  });

  it("on a fork's pull request, writes no pictures and has the summary say why", () => {
    const { checkout, artifacts, stepSummary } = setUp({ unitResults: true });
    const result = run(checkout, artifacts, {
      GITHUB_STEP_SUMMARY: stepSummary,
      ...OUR_PULL_REQUEST,
      HEAD_REPO: "someone/site",
    });
    expect(result.status).toBe(0);
    expect(result.calls.slice(2)).toEqual([["npm", "run", "--silent", "snapshots:summary", "--", "--fork"]]);
  });

  it("writes the summary when the pictures could not be written, and fails at the end", () => {
    const { checkout, artifacts, stepSummary } = setUp({ unitResults: true });
    const result = run(checkout, artifacts, { GITHUB_STEP_SUMMARY: stepSummary, ...OUR_PULL_REQUEST }, 0, 1);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain("::error::The comment's pictures could not be written");
    expect(readFileSync(stepSummary, "utf8")).toContain("### Visual changes");
  });

  it("fails after the review when a shard did not pass", () => {
    const { checkout, artifacts, stepSummary } = setUp({ unitResults: true });
    const result = run(checkout, artifacts, { GITHUB_STEP_SUMMARY: stepSummary, BROWSER_RESULT: "failure" });
    expect(result.status).toBe(1);
    expect(result.stdout).toContain("A shard of the browser specs did not pass (failure)");
    expect(readFileSync(stepSummary, "utf8")).toContain("### Visual changes");
  });

  it("ends the summary, in the job summary too, with the commit the review pictured and the one snapshots-render pictures", () => {
    const { checkout, artifacts, stepSummary } = setUp({ unitResults: true });
    const git = (...args: string[]) =>
      execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", ...args], {
        cwd: checkout,
        encoding: "utf8",
      }).trim();
    git("init", "--quiet", "--initial-branch=main");
    git("commit", "--quiet", "--allow-empty", "-m", "main");
    const head = git("rev-parse", "HEAD");
    const result = run(checkout, artifacts, { GITHUB_STEP_SUMMARY: stepSummary, PULL_REQUEST_HEAD: head });
    expect(result.status).toBe(0);
    const note = `**Pictured:** this pull request's head \`${head.slice(0, 7)}\`, which snapshots-render pictures too.`;
    expect(readFileSync(join(checkout, "reports", "visual-review", "summary.md"), "utf8")).toBe(
      `<!-- visual-review -->\n### Visual changes\n\n${note}\n`,
    );
    expect(readFileSync(stepSummary, "utf8")).toBe(`<!-- visual-review -->\n### Visual changes\n\n${note}\n`);
  });
});
