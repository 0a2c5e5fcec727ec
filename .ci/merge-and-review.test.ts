import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runScript, tempDir } from "./fake-commands.ts";

/** A checkout with the script (it works in the checkout it lives in), and artifacts as download-artifact lays them out: one folder each. */
function setUp({ unitResults }: { unitResults: boolean }) {
  const checkout = tempDir();
  mkdirSync(join(checkout, ".ci"));
  cpSync(join(import.meta.dirname, "merge-and-review"), join(checkout, ".ci", "merge-and-review"));
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

/** What the script wrote into reports/visual-review/ of the checkout, file by file (folders left out). */
function reviewFolder(checkout: string) {
  const dir = join(checkout, "reports", "visual-review");
  return Object.fromEntries(
    readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => [entry.name, readFileSync(join(dir, entry.name), "utf8")]),
  );
}

/** An npm whose review writes its pages and exits with the given status, as the review CLI does, and whose pictures exit with theirs. */
const npm = (reviewStatus: number, picturesStatus = 0) => `
case "$*" in
  "run snapshots:review")
    mkdir -p reports/visual-review && echo page > reports/visual-review/index.html && echo one > reports/visual-review/review.html
    exit ${reviewStatus} ;;
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
  it("merges every shard with the unit and engine results and the engine pictures, then reviews, leaving the summary for later", () => {
    const { checkout, artifacts, stepSummary } = setUp({ unitResults: true });
    const result = run(checkout, artifacts, { GITHUB_STEP_SUMMARY: stepSummary });
    expect(result.status).toBe(0);
    expect(result.calls).toEqual([
      ["npm", "run", "test:merge"],
      ["npm", "run", "snapshots:review"],
    ]);
    expect(readFileSync(join(checkout, "reports", "blob", "report-2.zip"), "utf8")).toBe("zip");
    expect(readFileSync(join(checkout, "reports", "last-run", "vitest.json"), "utf8")).toBe("{}");
    expect(readFileSync(join(checkout, "reports", "last-run", "engines.json"), "utf8")).toBe('{"journeys":[]}');
    expect(readFileSync(join(checkout, "reports", "last-run", "engine-pictures.json"), "utf8")).toBe('{"pictures":[]}');
    expect(
      readFileSync(join(checkout, "reports", "engines", "pictures", "engines", "webkit", "home-desktop.png"), "utf8"),
    ).toBe("png");
    // Written once review.html is uploaded, to link it (.ci/review-summary).
    expect(reviewFolder(checkout)).toEqual({ "index.html": "page\n", "review.html": "one\n" });
    expect(readFileSync(stepSummary, "utf8")).toBe("");
  });

  it("keeps the review's pages when the review fails, and fails at the end", () => {
    const { checkout, artifacts, stepSummary } = setUp({ unitResults: false });
    const result = run(checkout, artifacts, { GITHUB_STEP_SUMMARY: stepSummary }, 3);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain("::error::The visual review failed");
    expect(reviewFolder(checkout)).toEqual({ "index.html": "page\n", "review.html": "one\n" });
  });

  it("on a pull request of this repository, writes the comment's pictures into a folder of this run's and gives the summary their address", () => {
    const { checkout, artifacts, stepSummary } = setUp({ unitResults: true });
    const result = run(checkout, artifacts, { GITHUB_STEP_SUMMARY: stepSummary, ...OUR_PULL_REQUEST });
    expect(result.status).toBe(0);
    expect(result.calls).toEqual([
      ["npm", "run", "test:merge"],
      ["npm", "run", "snapshots:review"],
      ["npm", "run", "snapshots:pictures", "--", "reports/visual-review/pictures/run-7-2"],
    ]);
    expect(reviewFolder(checkout)["pictures-url"]).toBe(
      "https://raw.githubusercontent.com/vormis/site/refs/heads/visual-review/pr-12/run-7-2/\n",
    );
  });

  it("on a fork's pull request, writes no pictures and leaves word for the summary to say why", () => {
    const { checkout, artifacts, stepSummary } = setUp({ unitResults: true });
    const result = run(checkout, artifacts, {
      GITHUB_STEP_SUMMARY: stepSummary,
      ...OUR_PULL_REQUEST,
      HEAD_REPO: "someone/site",
    });
    expect(result.status).toBe(0);
    expect(result.calls.slice(2)).toEqual([]);
    expect(reviewFolder(checkout)["pictures-url"]).toBe("fork\n");
  });

  it("keeps the review when the pictures could not be written, and fails at the end", () => {
    const { checkout, artifacts, stepSummary } = setUp({ unitResults: true });
    const result = run(checkout, artifacts, { GITHUB_STEP_SUMMARY: stepSummary, ...OUR_PULL_REQUEST }, 0, 1);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain("::error::The comment's pictures could not be written");
    expect(reviewFolder(checkout)).toMatchObject({ "index.html": "page\n", "review.html": "one\n" });
  });

  it("fails after the review when a shard did not pass", () => {
    const { checkout, artifacts, stepSummary } = setUp({ unitResults: true });
    const result = run(checkout, artifacts, { GITHUB_STEP_SUMMARY: stepSummary, BROWSER_RESULT: "failure" });
    expect(result.status).toBe(1);
    expect(result.stdout).toContain("A shard of the browser specs did not pass (failure)");
    expect(reviewFolder(checkout)).toEqual({ "index.html": "page\n", "review.html": "one\n" });
  });
});
