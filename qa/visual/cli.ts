/**
 * The visual review's commands (package.json): review, accept, summary, pictures, obsolete.
 */
import { readEnv } from "#qa/settings.ts";
import { acceptInSnapshots } from "./accept-files.ts";
import type { CollectedRun } from "./change.ts";
import { listClaimedFiles } from "./claimed-list.ts";
import { visualCommand } from "./cli-args.ts";
import { writeReviewPictures } from "./comment-pictures.ts";
import { loadObsolete, loadRun } from "./load-run.ts";
import { obsoleteCheck } from "./obsolete-check.ts";
import { REVIEW_DIR, writeReview } from "./review-page.ts";
import { serveReview } from "./review-server.ts";
import { singleFileSaid, writeSingleFileReview } from "./review-single-file.ts";
import { summaryMarkdown } from "./summary.ts";
import { needsAttention } from "./verdict.ts";

/** What a reviewer must know before trusting the page: printed, and the exit code. */
function reportIncomplete(run: CollectedRun): boolean {
  const problem = needsAttention(run);
  if (problem) console.error(`✗ ${problem}`);
  return problem !== undefined;
}

try {
  const asked = visualCommand(process.argv.slice(2));
  if (asked.command === "review") {
    const claimed = listClaimedFiles();
    const run = await loadRun(claimed);
    if (asked.serve) {
      reportIncomplete(run);
      await serveReview(run, { reload: () => loadRun(claimed) });
    } else {
      const data = writeReview(REVIEW_DIR, run, { serve: false });
      console.log(`${REVIEW_DIR}/index.html: ${describeCounts(run)}.`);
      const { written, warning } = singleFileSaid(writeSingleFileReview(REVIEW_DIR, data));
      console.log(written);
      if (warning) console.error(`! ${warning}`);
      if (reportIncomplete(run)) process.exitCode = 1;
    }
  } else if (asked.command === "accept") {
    const done = acceptInSnapshots(await loadRun(), asked.names, asked.all);
    console.log(done.length > 0 ? done.join("\n") : "Nothing to accept: the last run has no changes.");
  } else if (asked.command === "summary") {
    const context = {
      where: readEnv("REVIEW_LOCATION"),
      pullRequest: readEnv("PULL_REQUEST"),
      // Unset (empty) when CI's upload of review.html did not happen.
      fileUrl: readEnv("REVIEW_FILE_URL"),
    };
    process.stdout.write(summaryMarkdown(await loadRun(), { ...context, ...asked.options }));
  } else if (asked.command === "pictures") {
    const written = writeReviewPictures(await loadRun(), asked.dir);
    console.log(`${written.length} picture(s) for the summary's --pictures-url in ${asked.dir}.`);
  } else if (asked.command === "obsolete" && asked.remove) {
    // After remaking every baseline (the label's path): what no test takes any more goes too.
    const obsolete = loadObsolete();
    const removed = acceptInSnapshots({ changes: obsolete, unchanged: 0, claimed: 0, compared: 0 }, [], true);
    console.log(removed.length > 0 ? removed.join("\n") : "No obsolete baselines.");
  } else {
    const { passed, lines } = obsoleteCheck(loadObsolete());
    for (const line of lines) (passed ? console.log : console.error)(line);
    if (!passed) process.exit(1);
  }
} catch (error) {
  console.error(`✗ ${(error as Error).message}`);
  process.exit(1);
}

function describeCounts(run: CollectedRun) {
  const count = (status: string) => run.changes.filter((change) => change.status === status).length;
  return `${count("changed")} changed, ${count("new")} new, ${count("obsolete")} obsolete, ${count("not-compared")} not compared, ${run.unchanged} unchanged`;
}
