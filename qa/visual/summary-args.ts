import type { SummaryContext } from "./summary.ts";

/**
 * `npm run snapshots:summary`'s options: `--pictures-url <address>` shows each cause group's picture
 * from where `npm run snapshots:pictures`' files are published (the address their names follow, so
 * it ends with `/`); `--fork` says that a fork's pull request has no pictures, and why. Not both.
 */
export function summaryOptions(args: string[]): Pick<SummaryContext, "picturesUrl" | "fork"> {
  const at = args.indexOf("--pictures-url");
  const fork = args.includes("--fork");
  if (at === -1) return fork ? { fork } : {};
  const picturesUrl = args[at + 1];
  if (picturesUrl === undefined || picturesUrl.startsWith("--")) throw new Error("--pictures-url needs an address.");
  if (!picturesUrl.endsWith("/")) {
    throw new Error(`--pictures-url ${picturesUrl}: the address the pictures' names follow ends with "/".`);
  }
  if (fork) throw new Error("--pictures-url and --fork: a fork's pull request has no pictures published.");
  return { picturesUrl };
}
