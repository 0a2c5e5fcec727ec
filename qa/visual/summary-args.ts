import { parseCommandLine } from "#qa/support/index.ts";
import type { SummaryContext } from "./summary.ts";

export const SUMMARY_USAGE = "npm run snapshots:summary -- [--pictures-url <address>/ | --fork]";

/**
 * `npm run snapshots:summary`'s options: `--pictures-url <address>` shows each cause group's picture
 * from where `npm run snapshots:pictures`' files are published (the address their names follow, so
 * it ends with `/`); `--fork` says that a fork's pull request has no pictures, and why. Not both.
 */
export function summaryOptions(args: string[]): Pick<SummaryContext, "picturesUrl" | "fork"> {
  const { values } = readOptions(args);
  const { "pictures-url": picturesUrl, fork } = values;
  if (picturesUrl === undefined) return fork ? { fork } : {};
  if (!picturesUrl.endsWith("/")) {
    throw new Error(`--pictures-url ${picturesUrl}: the address the pictures' names follow ends with "/".`);
  }
  if (fork) throw new Error("--pictures-url and --fork: a fork's pull request has no pictures published.");
  return { picturesUrl };
}

function readOptions(args: string[]) {
  try {
    return parseCommandLine(
      { args, options: { "pictures-url": { type: "string" }, fork: { type: "boolean" } } },
      SUMMARY_USAGE,
    );
  } catch (error) {
    // No value, or another option where it should be (parseArgs names the option first).
    if ((error as Error).message.startsWith("Option '--pictures-url"))
      throw new Error("--pictures-url needs an address.");
    throw error;
  }
}
