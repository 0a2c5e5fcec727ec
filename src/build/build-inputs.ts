/**
 * What a build is made from: the content of every file it may read and the environment that
 * changes its output, summed up in one stamp. Two builds with the same stamp are the same build.
 *
 * Generous on purpose: a stale build passing the specs is far worse than a needless rebuild
 * (seconds), so every file git tracks or would track counts, except folders and kinds of file
 * that no build reads. node_modules is not read: package-lock.json stands for it.
 *
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";

export interface BuildInputs {
  /** One hash of everything below. */
  stamp: string;
  /** Each input file (path from the checkout's root) and a hash of its content. */
  files: Record<string, string>;
  /** The variables that change the output, with their values. */
  env: Record<string, string>;
}

/** Read by neither build: tests and their fixtures, baselines, the other tools, CI, docs. */
const NEVER_READ = [
  /^specs\//,
  /^snapshots\//,
  /^qa\/(engines|soak|coverage|mutation|changed|house|results|stages)\//,
  /^qa\/plan\/(journeys|stories-in-place|site-pictures|take-picture|live-page|test-engines)\.ts$/,
  /^\.github\//,
  /^\.ci\//,
  /(^|\/)fixtures\//,
  /\.test\.tsx?$/,
  /\.md$/i,
];
/** Read by the component catalogue only. */
const CATALOGUE_ONLY = [/\.stories\.tsx$/, /^\.storybook\//];

export const isSiteInput = (path: string) =>
  !NEVER_READ.some((rule) => rule.test(path)) && !CATALOGUE_ONLY.some((rule) => rule.test(path));
export const isCatalogueInput = (path: string) => !NEVER_READ.some((rule) => rule.test(path));

/**
 * The variables that change what a build writes: its folder (BUILD_DIR, react-router.config.ts),
 * NODE_ENV, and what Vite and Storybook put into the code (VITE_IMAGE_HOST, VITE_SITE_ORIGIN, …).
 */
export function buildEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const chosen: Record<string, string> = { BUILD_DIR: env.BUILD_DIR || "build" };
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined && (name === "NODE_ENV" || /^(VITE|STORYBOOK)_/.test(name))) chosen[name] = value;
  }
  return Object.fromEntries(Object.entries(chosen).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** Every file git tracks or would track (untracked, not ignored), from the checkout's root. */
function checkoutFiles(root: string): string[] {
  // safe.directory: a checkout mounted into a container belongs to another user, which git refuses otherwise.
  const listed = execFileSync(
    "git",
    ["-c", `safe.directory=${root}`, "ls-files", "--cached", "--others", "--exclude-standard", "-z"],
    { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  return [...new Set([...listed.split("\0").filter(Boolean), "package-lock.json"])].sort();
}

const hashOf = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");

/** The inputs of the build whose files `isInput` picks, in the checkout at `root`, under `env` (see buildEnv). */
export function readInputs(root: string, isInput: (path: string) => boolean, env: Record<string, string>): BuildInputs {
  const files: Record<string, string> = {};
  for (const path of checkoutFiles(root).filter(isInput)) {
    try {
      files[path] = hashOf(readFileSync(join(root, path)));
    } catch {
      // Deleted but still in git's index (or a folder: a submodule): no content to build from.
    }
  }
  return { stamp: hashOf(JSON.stringify({ files, env })), files, env };
}
