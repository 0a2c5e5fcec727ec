/**
 * The built site for the journeys, made from the current tree and served by `npm start`'s own
 * server on a free port (or ENGINES_SITE_PORT, if nothing answers there), with a contact inbox of its own.
 *
 * Runs under plain Node (type stripping), so only erasable TypeScript here.
 */
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureBuilt, siteBuild } from "../harness/builds.ts";
import { choosePorts } from "../harness/ports.ts";
import { waitFor } from "./wait.ts";

export interface Site {
  origin: string;
  inboxFile: string;
  stop(): void;
}

export async function startSite(env: NodeJS.ProcessEnv = process.env): Promise<Site> {
  // A site left running would answer in place of ours: the journeys would test its build and
  // look for messages in the wrong inbox, while ours fails to bind. Refused, naming the variable.
  const { ENGINES_SITE_PORT: port } = await choosePorts(["ENGINES_SITE_PORT"], env);
  // Its one line (reused, or rebuilt and why) in the journeys' output; the server then finds it current.
  ensureBuilt(siteBuild(env), env, console.log);
  const origin = `http://localhost:${port}`;
  const inboxFile = join(tmpdir(), `vormis-engines-${port}`, "messages.jsonl");
  rmSync(inboxFile, { force: true });
  const server = spawn(process.execPath, ["src/server/start.ts"], {
    env: { ...env, PORT: String(port), CONTACT_INBOX_FILE: inboxFile },
    // Its log (one line per contact message) is not the journeys' output; its errors are.
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = () => server.kill();
  process.once("exit", stop);
  try {
    const ended = new Promise<never>((_, reject) =>
      server.once("exit", (code) => reject(new Error(`the site's server ended (exit ${code}) before it answered`))),
    );
    // Once the site answers, its later end (our own stop) is nobody's error.
    ended.catch(() => {});
    await Promise.race([
      ended,
      waitFor(
        `the site on ${origin}`,
        () =>
          fetch(origin).then(
            (r) => r.ok,
            () => false,
          ),
        Boolean,
        180_000,
      ),
    ]);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, inboxFile, stop };
}
