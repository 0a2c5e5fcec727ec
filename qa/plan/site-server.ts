/**
 * The one way a tool outside Playwright serves the built site: `npm start`'s own server, on a free
 * port (or the one the port variable names, if nothing answers there), serving this tree's
 * current build, brought up to date first. Playwright starts the same server from its config.
 */
import { spawn } from "node:child_process";
import { type PortVariable, withEnv } from "#qa/settings.ts";
import { choosePorts, waitFor } from "#qa/support/index.ts";
import { ensureBuilt, siteBuild } from "#src/build/builds.ts";

export interface SiteServer {
  origin: string;
  port: number;
  /** Ends the server; settles once it has ended. */
  stop(): Promise<void>;
}

export interface SiteServerOptions {
  /** The variable a person may set to pick the port (ENGINES_SITE_PORT, BENCH_SITE_PORT). */
  portVariable: PortVariable;
  /** The build's environment (BUILD_DIR, VITE_IMAGE_HOST, …) and the server's (CONTACT_INBOX_FILE). */
  env?: NodeJS.ProcessEnv;
  /** Where the build's one line goes (reused, or rebuilt and why). */
  log?: (line: string) => void;
  /** The server's script: `npm start`'s own, unless a test gives a stand-in. */
  script?: string;
  /** How long it may take to answer: a cold start on a busy 2-core machine, unless a test says less. */
  startTimeoutMs?: number;
}

export async function startSiteServer({
  portVariable,
  env = process.env,
  log = console.log,
  script = "src/server/start.ts",
  startTimeoutMs = 180_000,
}: SiteServerOptions): Promise<SiteServer> {
  // A site left running would answer in place of ours: the tool would measure or test its build
  // (and another inbox), while ours fails to bind. Refused, naming the variable.
  const { [portVariable]: port } = await choosePorts([portVariable], env);
  ensureBuilt(siteBuild(env), env, log);
  const origin = `http://localhost:${port}`;
  const server = spawn(process.execPath, [script], {
    // The build's own environment, so that the server finds it current rather than building another.
    env: withEnv(env, { PORT: String(port) }),
    // Its log (a line per contact message) is not the tool's output; its errors are.
    stdio: ["ignore", "ignore", "inherit"],
  });
  let stopping = false;
  const ended = new Promise<never>((_, reject) =>
    server.once("exit", (code, signal) => {
      const how = signal ?? `exit ${code}`;
      // Once it has answered, an end we did not ask for fails whatever comes next: say so where it happens.
      if (!stopping) console.error(`the site's server on ${origin} stopped unexpectedly (${how})`);
      reject(new Error(`the site's server ended (${how}) before it answered`));
    }),
  );
  const hasEnded = ended.catch(() => {});
  const stop = () => {
    stopping = true;
    server.kill();
    return hasEnded;
  };
  process.once("exit", stop);
  try {
    await Promise.race([
      ended,
      waitFor(
        `the site on ${origin}`,
        () =>
          fetch(origin).then(
            (answer) => answer.ok,
            // Stryker disable next-line ArrowFunction: a refused connection is no answer yet; undefined is as falsy as false
            () => false,
          ),
        Boolean,
        startTimeoutMs,
      ),
    ]);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, port, stop };
}
