/**
 * The benchmark's own build of the site, served by `npm start`'s server.
 *
 * Runs under plain Node (type stripping), so only erasable TypeScript here.
 */
import { spawn } from "node:child_process";
import { stopAtShutdown } from "./cleanup.ts";
import { BUILD_DIR, IMAGE_HOST, ROOT, SITE, SITE_PORT } from "./settings.ts";

/** Builds into BUILD_DIR with stock-photo URLs on the stand-in host; the output goes to stderr, so stdout keeps only the results. */
export function buildSite(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "build"], {
      cwd: ROOT,
      env: { ...process.env, BUILD_DIR, VITE_IMAGE_HOST: IMAGE_HOST },
      stdio: ["ignore", 2, 2],
    });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`npm run build: ${code}`))));
  });
}

/** Whether anything answers at the URL at all. */
const answers = (url: string) => fetch(url).then(Boolean, () => false);

/** Serves the build on SITE and resolves once it answers. */
export async function startSite(): Promise<void> {
  // A leftover server on the port would silently be measured instead of this build.
  if (await answers(SITE)) throw new Error(`port ${SITE_PORT} is already in use`);
  const child = spawn(process.execPath, ["src/server/start.ts"], {
    cwd: ROOT,
    env: { ...process.env, BUILD_DIR, PORT: String(SITE_PORT) },
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
