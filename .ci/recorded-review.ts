/**
 * For the .ci/ specs: `node .ci/recorded-review.ts <npm's arguments>` stands in for
 * `npm run snapshots:summary [-- options]` and `npm run snapshots:pictures -- <dir>` (qa/visual/cli.ts),
 * the same functions on the recorded run with its causes (qa/visual/fixtures/) instead of this
 * checkout's last run, so that a spec follows the CI scripts all the way to the comment.
 */

import { writeReviewPictures } from "#qa/visual/comment-pictures.ts";
import { recordedCollectionWithCauses } from "#qa/visual/fixtures/load-fixture.ts";
import { summaryMarkdown } from "#qa/visual/summary.ts";
import { summaryOptions } from "#qa/visual/summary-args.ts";

const [script, ...rest] = process.argv.slice(2).filter((arg) => arg !== "run" && arg !== "--silent");
const args = rest[0] === "--" ? rest.slice(1) : rest;
const run = recordedCollectionWithCauses("compared");
if (script === "snapshots:summary") {
  const context = { where: "the `snapshot-review` artifact", pullRequest: process.env.PULL_REQUEST };
  process.stdout.write(summaryMarkdown(run, { ...context, ...summaryOptions(args) }));
} else if (script === "snapshots:pictures" && args.length === 1) {
  console.log(`${writeReviewPictures(run, args[0]).length} picture(s) in ${args[0]}.`);
} else {
  console.error(
    `recorded-review.ts stands in for snapshots:summary and snapshots:pictures, not: ${process.argv.slice(2).join(" ")}`,
  );
  process.exit(1);
}
