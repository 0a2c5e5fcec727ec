import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { recordedCollection } from "#qa/visual/fixtures/load-fixture.ts";
import { summaryMarkdown } from "#qa/visual/summary.ts";
import { runScript, tempDir } from "./fake-commands.ts";

const MARKER = "<!-- visual-review -->";
const ENV = { REPO: "vormis/site", NUMBER: "12" };

function review(needsReview: unknown): string {
  const dir = tempDir();
  writeFileSync(join(dir, "summary.md"), `${MARKER}\n### Visual changes\n`);
  writeFileSync(join(dir, "changes.json"), JSON.stringify({ needsReview, counts: {}, changes: [], notCompared: [] }));
  return dir;
}

/** A gh that answers the comment listing with these pages, as `gh api --paginate` prints them: one array each. */
function ghWithPages(...pages: { id: number; body: string }[][]) {
  const printed = pages.map((page) => JSON.stringify(page)).join("");
  return { gh: `if [ "$2" = --paginate ]; then printf '%s' '${printed.replaceAll("'", "'\\''")}'; fi` };
}

const writes = (calls: string[][]) => calls.filter((call) => call.includes("--method"));

describe(".ci/post-review-comment", () => {
  it("posts the summary when the review needs a look and there is no comment yet", () => {
    const dir = review(true);
    const run = runScript("post-review-comment", [dir], {
      fakes: ghWithPages([{ id: 1, body: "Looks good" }]),
      env: ENV,
    });
    expect(run.status).toBe(0);
    expect(writes(run.calls)).toEqual([
      [
        "gh",
        "api",
        "--method",
        "POST",
        "repos/vormis/site/issues/12/comments",
        "-F",
        `body=@${dir}/summary.md`,
        "--silent",
      ],
    ]);
  });

  it("edits the one marked comment, found on a later page, even with nothing to review", () => {
    const dir = review(false);
    const run = runScript("post-review-comment", [dir], {
      // Two marked comments on two pages: jq per page would give two ids.
      fakes: ghWithPages(
        [{ id: 1, body: "Looks good" }],
        [{ id: 7, body: `${MARKER}\nold` }],
        [{ id: 9, body: `${MARKER}\nolder` }],
      ),
      env: ENV,
    });
    expect(run.status).toBe(0);
    expect(writes(run.calls)).toEqual([
      [
        "gh",
        "api",
        "--method",
        "PATCH",
        "repos/vormis/site/issues/comments/7",
        "-F",
        `body=@${dir}/summary.md`,
        "--silent",
      ],
    ]);
  });

  it("posts nothing when nothing needs a look and no comment exists", () => {
    const run = runScript("post-review-comment", [review(false)], { fakes: ghWithPages([]), env: ENV });
    expect(run.status).toBe(0);
    expect(writes(run.calls)).toEqual([]);
    expect(run.stdout).toContain("no comment");
  });

  it("fails on a review without a boolean needsReview, before asking GitHub anything", () => {
    const run = runScript("post-review-comment", [review("yes")], { fakes: ghWithPages([]), env: ENV });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain("needsReview");
    expect(run.calls).toEqual([]);
  });

  it("posts the summary as the report job wrote it, its link to the review in one file first", () => {
    const fileUrl = "https://github.com/vormis/site/actions/runs/7/artifacts/9";
    const dir = review(true);
    const summary = summaryMarkdown(recordedCollection("compared"), {
      where: "the artifact",
      pullRequest: "12",
      fileUrl,
    });
    writeFileSync(join(dir, "summary.md"), summary);
    const posted = join(tempDir(), "posted.md");
    // gh api --method POST <path> -F body=@<file> --silent: the body it was given, kept.
    const gh = `${ghWithPages([{ id: 1, body: "Looks good" }]).gh}; if [ "$3" = POST ]; then cat "\${6#body=@}" > '${posted}'; fi`;
    const run = runScript("post-review-comment", [dir], { fakes: { gh }, env: ENV });
    expect(run.status).toBe(0);
    expect(readFileSync(posted, "utf8")).toBe(summary);
    expect(summary.split("\n").slice(0, 4)).toEqual([
      MARKER,
      "### Visual changes",
      "",
      `**[Open the review (one file)](${fileUrl})**`,
    ]);
  });
});
