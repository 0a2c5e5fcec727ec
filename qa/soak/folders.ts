/**
 * The soak's folders: before each run, reports/ is emptied but for the soak's own folder; after it, the run's
 * results (reports/last-run/: the JSON results, and the record of any browser that stopped answering) are kept
 * in the run's folder, out of the next run's way.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { join, relative } from "node:path";

/** Deletes every entry of `reportsDir` but `keepDir` (a folder inside it); returns what it deleted. */
export function cleanReports(reportsDir: string, keepDir: string): string[] {
  if (!existsSync(reportsDir)) return [];
  const kept = relative(reportsDir, keepDir).split("/")[0];
  const deleted = readdirSync(reportsDir).filter((entry) => entry !== kept);
  for (const entry of deleted) rmSync(join(reportsDir, entry), { recursive: true, force: true });
  return deleted;
}

/** Copies every file of `lastRunDir` (whichever the run wrote) into `runDir`; returns their names. */
export function keepResults(lastRunDir: string, runDir: string): string[] {
  mkdirSync(runDir, { recursive: true });
  if (!existsSync(lastRunDir)) return [];
  const results = readdirSync(lastRunDir, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .sort();
  for (const name of results) copyFileSync(join(lastRunDir, name), join(runDir, name));
  return results;
}
