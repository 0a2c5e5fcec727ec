/**
 * The benchmark's own build of the site, served by `npm start`'s server.
 *
 * Runs under plain Node (type stripping), so only erasable TypeScript here.
 */
import { spawn } from "node:child_process";
import { ensureBuilt, siteBuild } from "../harness/builds.ts";
import { stopAtShutdown } from "./cleanup.ts";
import { BUILD_ENV, ROOT, SITE, SITE_PORT } from "./settings.ts";

/**
 * Brings the bench's build (BUILD_DIR, stock-photo URLs on the stand-in host) up to date with the
 * current tree, saying in one line whether it was reused; its output goes to stderr, so stdout keeps only the results.
 */
export function buildSite(): void {
  ensureBuilt(siteBuild(BUILD_ENV), BUILD_ENV);
}

/** Whether anything answers at the URL at all. */
const answers = (url: string) => fetch(url).then(Boolean, () => false);

/** Serves the build on SITE and resolves once it answers. */
export async function startSite(): Promise<void> {
  const child = spawn(process.execPath, ["src/server/start.ts"], {
    cwd: ROOT,
    // The build's own environment, so that the server finds it current rather than building another.
    env: { ...BUILD_ENV, PORT: String(SITE_PORT) },
    stdio: ["ignore", 2, 2],
  });
  // Otherwise a server killed mid-bench shows only as Lighthouse's CHROME_INTERSTITIAL_ERROR on the next page.
  const reportExit = (code: number | null, signal: NodeJS.Signals | null) =>
    console.error(`site server stopped unexpectedly (${signal ?? `exit code ${code}`}); the remaining runs will fail`);
  child.once("exit", reportExit);
  stopAtShutdown(() => {
    child.off("exit", reportExit);
    child.kill();
  });
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`site server exited with ${child.exitCode}`);
    if (await answers(SITE)) return;
    // allow-sleep: the interval of a poll; a server being started gives no signal but answering.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("site server did not answer within 10 s");
}
