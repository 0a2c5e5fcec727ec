/**
 * The visual review's commands (package.json): review, accept, summary, obsolete.
 * Runs under plain Node (type stripping), so only erasable TypeScript here.
 */
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { acceptChanges, selectChanges } from "./accept.ts";
import { loadObsolete, loadRun, SNAPSHOTS_DIR } from "./load-run.ts";
import { acceptCommand, REVIEW_DIR, writeReview } from "./review-page.ts";
import { summaryMarkdown } from "./summary.ts";

const [command, ...args] = process.argv.slice(2);

try {
  if (command === "review") {
    const run = loadRun();
    const records = writeReview(REVIEW_DIR, run, run.commit);
    console.log(`${REVIEW_DIR}/index.html: ${records.length} change(s), ${run.unchanged} unchanged.`);
  } else if (command === "accept") {
    const run = loadRun();
    const selected = selectChanges(
      run.changes,
      args.filter((arg) => arg !== "--all"),
      args.includes("--all"),
    );
    const done = acceptChanges(selected, {
      write(name, { file, text }) {
        const target = join(SNAPSHOTS_DIR, name);
        mkdirSync(dirname(target), { recursive: true });
        if (file) copyFileSync(file, target);
        else writeFileSync(target, text ?? "");
      },
      remove: (name) => rmSync(join(SNAPSHOTS_DIR, name)),
    });
    console.log(done.length > 0 ? done.join("\n") : "Nothing to accept: the last run has no changes.");
  } else if (command === "summary") {
    const where = process.env.REVIEW_LOCATION ?? `${REVIEW_DIR}/index.html (npm run snapshots:review)`;
    process.stdout.write(summaryMarkdown(loadRun(), where));
  } else if (command === "obsolete") {
    const obsolete = loadObsolete();
    for (const change of obsolete) {
      console.error(
        `✗ obsolete baseline ${SNAPSHOTS_DIR}/${change.name}: no test takes it. Remove it with ${acceptCommand(change.name)}`,
      );
    }
    if (obsolete.length > 0) process.exit(1);
    console.log("✓ every baseline in snapshots/ is taken by a test.");
  } else {
    throw new Error(`Unknown command "${command ?? ""}": review, accept, summary or obsolete.`);
  }
} catch (error) {
  console.error(`✗ ${(error as Error).message}`);
  process.exit(1);
}
