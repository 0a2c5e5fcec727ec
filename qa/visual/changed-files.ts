import { execFileSync } from "node:child_process";

/**
 * The files this checkout changed, for the review's causes: what the branch changed since it left
 * main, and what is not committed yet.
 *
 * The rule: the base is `origin/main` where the checkout has it (CI, a clone), else `main`; the files
 * are those that differ between the merge base of HEAD and that base and the working tree (committed
 * or not, deleted and renamed ones under both names), plus the untracked ones git does not ignore.
 * On main itself, with nothing committed past the base, that is the working tree against HEAD.
 * Without either branch, or without the history to find their merge base (a shallow clone), the
 * review cannot say what changed, and says so rather than blaming the browser.
 */

export type ChangedFiles =
  /** `compared` says against what, for the page; `mergeBase` is that commit; `files` are paths from the checkout's root. */
  { compared: string; mergeBase?: string; files: string[] } | { unknown: string };

export const BASES = ["origin/main", "main"];

export function changedFiles(cwd: string): ChangedFiles {
  const git = (...args: string[]) =>
    execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  const base = BASES.find((ref) => {
    try {
      git("rev-parse", "--verify", "--quiet", `${ref}^{commit}`);
      return true;
    } catch {
      return false;
    }
  });
  if (!base) return { unknown: `git has neither ${BASES.join(" nor ")} to compare with` };
  let mergeBase: string;
  try {
    mergeBase = git("merge-base", "HEAD", base);
  } catch {
    return { unknown: `git finds no merge base of HEAD and ${base} (a shallow clone?)` };
  }
  const lines = (text: string) => text.split("\n").filter((line) => line !== "");
  const files = [
    ...lines(git("diff", "--name-only", "--no-renames", mergeBase)),
    ...lines(git("ls-files", "--others", "--exclude-standard")),
  ];
  return {
    compared: `the working tree against ${mergeBase.slice(0, 12)}, where HEAD left ${base}`,
    mergeBase,
    files: [...new Set(files)].sort(),
  };
}
