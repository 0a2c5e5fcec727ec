/**
 * The site's build and the component catalogue's, each made only from the current tree:
 * `ensureBuilt` reuses a build whose recorded inputs are the tree's current ones and rebuilds
 * any other, saying which in one line; `buildNow` builds whatever the record says (npm run build).
 * A build records its inputs (build-stamp.ts) only once it has finished, and the inputs are read
 * before it starts, so a build interrupted, failed or overtaken by an edit is never taken as current.
 * Two runs that find the same build out of date build it one after the other, never at once.
 *
 * `node src/build/builds.ts build|current site|catalogue` (npm run build, npm run build-storybook).
 *
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, dirname, join, resolve } from "node:path";
import { type BuildInputs, buildEnv, isCatalogueInput, isSiteInput, readInputs } from "./build-inputs.ts";
import { freshness, readStamp, writeStamp } from "./build-stamp.ts";

const ROOT = join(import.meta.dirname, "..", "..");

export interface BuildKind {
  /** The checkout. */
  root: string;
  /** Where the build goes (from root), as the messages name it. */
  folder: string;
  /** Its record of the inputs it was made from (from root). */
  stampFile: string;
  /** Run in root, with the project's own tools (and Node) first on the PATH. */
  command: string[];
  isInput(path: string): boolean;
}

/** The site (react-router build): BUILD_DIR as react-router.config.ts reads it; its stamp beside build/client, which is what gets published. */
export function siteBuild(env: NodeJS.ProcessEnv = process.env, root = ROOT): BuildKind {
  const folder = env.BUILD_DIR || "build";
  return {
    root,
    folder,
    stampFile: join(folder, "build-stamp.json"),
    command: ["react-router", "build"],
    isInput: isSiteInput,
  };
}

/** The component catalogue (storybook build); a dot-file for its stamp, which no static server sends. */
export function catalogueBuild(root = ROOT): BuildKind {
  return {
    root,
    folder: "storybook-static",
    stampFile: join("storybook-static", ".build-stamp.json"),
    command: ["storybook", "build"],
    isInput: isCatalogueInput,
  };
}

/** The inputs the build would be made from now. */
export function currentInputs(kind: BuildKind, env: NodeJS.ProcessEnv = process.env): BuildInputs {
  return readInputs(kind.root, kind.isInput, buildEnv(env));
}

/** The stamp the build on disk was made from, if it finished. */
export function recordedStamp(kind: BuildKind): string | undefined {
  return readStamp(resolve(kind.root, kind.stampFile))?.stamp;
}

const stderrLine = (line: string) => console.error(line);

/** Reuses the build if it was made from the current tree, else rebuilds it; returns the inputs it is made from. */
export function ensureBuilt(kind: BuildKind, env: NodeJS.ProcessEnv = process.env, log = stderrLine): BuildInputs {
  const current = currentInputs(kind, env);
  const verdict = () =>
    freshness(
      kind.folder,
      readStamp(resolve(kind.root, kind.stampFile)),
      current,
      existsSync(resolve(kind.root, kind.folder)),
    );
  const first = verdict();
  if (first.current) {
    log(first.line);
    return current;
  }
  return withBuildLock(kind, log, () => {
    // Another run may have built it while this one waited.
    const now = verdict();
    log(now.line);
    if (!now.current) runBuild(kind, env, current);
    return current;
  });
}

/** Builds, current or not, and records the inputs it was made from. */
export function buildNow(kind: BuildKind, env: NodeJS.ProcessEnv = process.env): BuildInputs {
  return withBuildLock(kind, stderrLine, () => {
    const inputs = currentInputs(kind, env);
    runBuild(kind, env, inputs);
    return inputs;
  });
}

function runBuild(kind: BuildKind, env: NodeJS.ProcessEnv, inputs: BuildInputs): void {
  const stampFile = resolve(kind.root, kind.stampFile);
  rmSync(stampFile, { force: true });
  const [command, ...args] = kind.command;
  // The tool's output goes to stderr: stdout may be a report someone parses (playwright test --list --reporter=json).
  const { status, signal, error } = spawnSync(command, args, {
    cwd: kind.root,
    env: { ...env, PATH: [join(kind.root, "node_modules", ".bin"), env.PATH ?? ""].join(delimiter) },
    stdio: ["ignore", 2, 2],
  });
  if (status !== 0) {
    throw new Error(`${kind.command.join(" ")} failed (${error?.message ?? (signal ? signal : `exit ${status}`)})`);
  }
  mkdirSync(dirname(stampFile), { recursive: true });
  writeStamp(stampFile, inputs);
}

// One build of a folder at a time, across processes: a lock folder in the temporary directory
// (mkdir either creates it or fails), holding the builder's pid so that a dead builder's lock is taken over.
const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

const readIfThere = (file: string) => {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
};

function withBuildLock<T>(kind: BuildKind, log: (line: string) => void, work: () => T): T {
  const id = createHash("sha256").update(resolve(kind.root, kind.folder)).digest("hex").slice(0, 16);
  const lock = join(tmpdir(), `vormis-build-${id}.lock`);
  let said = false;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, "pid"), String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const pid = Number(readIfThere(join(lock, "pid")));
    // A lock without a pid is being taken just now, unless it has been so for seconds (its taker died).
    const takenAt = statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
    const abandoned = pid ? !isAlive(pid) : Date.now() - takenAt > 5_000;
    if (abandoned) {
      rmSync(lock, { recursive: true, force: true });
      continue;
    }
    if (!said) log(`${kind.folder}/ is being built by another run (pid ${pid || "?"}): waiting for it`);
    said = true;
    sleep(200);
  }
  try {
    return work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const [action, which] = process.argv.slice(2);
  const kind = which === "site" ? siteBuild() : which === "catalogue" ? catalogueBuild() : undefined;
  if (!kind || (action !== "build" && action !== "current")) {
    console.error("usage: node src/build/builds.ts build|current site|catalogue");
    process.exit(2);
  }
  try {
    if (action === "build") buildNow(kind);
    else ensureBuilt(kind);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
