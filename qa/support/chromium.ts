import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { readEnv } from "#qa/settings.ts";
import type { RenderingEnvironment } from "./environment.ts";

/**
 * The one place that decides which Chromium drives the browser specs and the
 * benchmark: the build pinned in the lockfile (@sparticuz/chromium), or
 * CHROMIUM_PATH for someone who knows the screenshots will then not match.
 */
export interface ChromiumBuild {
  path: string;
  /** Where it came from, for messages and the baselines' record. */
  source: string;
}

const PACKAGE = "@sparticuz/chromium";
/** The package ships one compressed headless-shell binary, built for this platform only. */
const PACKAGE_PLATFORM = "linux-x64";
const PACKAGE_DIR = join(dirname(fileURLToPath(import.meta.resolve(PACKAGE))), "..");

/** Where the pinned build is unpacked: next to the other installed packages, this checkout's own. */
const CACHE = join(import.meta.dirname, "..", "..", "node_modules", ".cache");

/**
 * The build to launch, unpacked if it is not yet: what starts a browser asks for this.
 * `cache` is where the pinned build is unpacked; tests give a folder of their own.
 */
export function chromiumBuild(cache = CACHE): ChromiumBuild {
  const build = chromiumNamed(cache);
  if (!existsSync(build.path)) unpack(build.path);
  return build;
}

/**
 * The build by its place, not unpacked: for Playwright's configuration, which every listing and every
 * worker loads, several at once (unpacking is about five seconds of a core each time, and two at once
 * each unpacked their own). The global setup launches the build first, through `chromiumBuild`.
 */
export function chromiumNamed(cache = CACHE): ChromiumBuild {
  const override = readEnv("CHROMIUM_PATH");
  if (override) {
    if (!existsSync(override)) throw new Error(`CHROMIUM_PATH=${override}: no such file.`);
    return { path: override, source: `CHROMIUM_PATH=${override}` };
  }
  return pinnedChromium(cache);
}

/**
 * The pinned build, unpacked into the checkout's own cache. Not the package's own executablePath():
 * that one writes to a shared, unversioned /tmp/chromium, so another checkout's or an older
 * version's binary (or a half-written one) could be picked up.
 */
function pinnedChromium(cache: string): ChromiumBuild {
  const platform = `${process.platform}-${process.arch}`;
  if (platform !== PACKAGE_PLATFORM) {
    throw new Error(
      `The pinned Chromium (${PACKAGE}) runs on ${PACKAGE_PLATFORM} only, not ${platform}. ` +
        "Run the specs in the Debian container (see docs/reviewing.md, “Accepting locally”), " +
        "or set CHROMIUM_PATH to a Chromium of your own (the screenshots will then not match).",
    );
  }
  const { version } = JSON.parse(readFileSync(join(PACKAGE_DIR, "package.json"), "utf8")) as { version: string };
  return { path: join(cache, `sparticuz-chromium-${version}`, "chromium"), source: `${PACKAGE} ${version}` };
}

function unpack(binary: string): void {
  mkdirSync(dirname(binary), { recursive: true });
  // Written aside and renamed, so a process that starts meanwhile never sees half a binary.
  const partial = `${binary}.${process.pid}.partial`;
  writeFileSync(partial, brotliDecompressSync(readFileSync(join(PACKAGE_DIR, "bin", "chromium.br"))), { mode: 0o755 });
  renameSync(partial, binary);
}

/** Without these, Chromium's background services fail noisily on this machine's closed network. */
export const QUIET_CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** What the screenshots will be drawn in: the Chromium build chosen, started once to ask its version. */
export async function renderingEnvironment(): Promise<RenderingEnvironment> {
  const { path, source } = chromiumBuild();
  const browser = await chromium.launch({ executablePath: path }).catch((error: Error) => {
    throw new Error(
      `${source} did not start. On Debian, .ci/setup installs the system libraries it needs.\n${error.message}`,
    );
  });
  try {
    return { chromium: browser.version(), platform: `${process.platform}-${process.arch}`, source };
  } finally {
    await browser.close();
  }
}
