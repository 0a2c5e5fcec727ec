/**
 * For the .ci/ specs: `node .ci/recorded-review.ts <npm's arguments>` stands in for
 * `npm run snapshots:summary [-- options]` and `npm run snapshots:pictures -- <dir>` (qa/visual/cli.ts),
 * the same functions on the recorded run with its causes (qa/visual/fixtures/) instead of this
 * checkout's last run, so that a spec follows the CI scripts all the way to the comment.
 */

import { readEnv } from "#qa/settings.ts";
import { fromCommandLine, parseCommandLine } from "#qa/support/index.ts";
import { recordedCollectionWithCauses } from "#qa/visual/fixtures/load-fixture.ts";
import { summaryMarkdown, visualCommand, writeReviewPictures } from "#qa/visual/index.ts";

const STANDS_IN_FOR = "npm run [--silent] snapshots:summary|snapshots:pictures [-- <arguments>]";

/** npm's arguments: `run`, the script's name and the script's own arguments, as the script reads them. */
const asked = fromCommandLine((args) => {
  const { positionals } = parseCommandLine(
    { args, allowPositionals: true, options: { silent: { type: "boolean" } } },
    STANDS_IN_FOR,
  );
  const [run, script, ...rest] = positionals;
  const command = script === "snapshots:summary" ? "summary" : script === "snapshots:pictures" ? "pictures" : undefined;
  if (run !== "run" || !command)
    throw new Error(`recorded-review.ts stands in for ${STANDS_IN_FOR}, not: ${args.join(" ")}`);
  return visualCommand([command, ...rest]);
});
const run = recordedCollectionWithCauses("compared");
if (asked.command === "summary") {
  const context = { where: "the `snapshot-review` artifact", pullRequest: readEnv("PULL_REQUEST") };
  process.stdout.write(summaryMarkdown(run, { ...context, ...asked.options }));
} else if (asked.command === "pictures") {
  console.log(`${writeReviewPictures(run, asked.dir).length} picture(s) in ${asked.dir}.`);
}
