/**
 * The built site for the journeys, served by `npm start`'s own server on a port of its own,
 * with a contact inbox of its own.
 *
 * Runs under plain Node (type stripping), so only erasable TypeScript here.
 */
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { waitFor } from "./wait.ts";

export const SITE_PORT = Number(process.env.ENGINES_SITE_PORT ?? 4470);

export interface Site {
  origin: string;
  inboxFile: string;
  stop(): void;
}

/** Whether anything accepts a connection on the port (a plain socket: any server counts, not only ours). */
function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: "localhost" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

export async function startSite(port = SITE_PORT): Promise<Site> {
  // A site left running would answer in place of ours: the journeys would test its build and
  // look for messages in the wrong inbox, while ours fails to bind. Say so instead.
  if (await answers(port)) {
    throw new Error(
      `port ${port} already answers (a site left running?): stop it, or choose another with ENGINES_SITE_PORT`,
    );
  }
  const origin = `http://localhost:${port}`;
  const inboxFile = join(tmpdir(), `vormis-engines-${port}`, "messages.jsonl");
  rmSync(inboxFile, { force: true });
  const server = spawn(process.execPath, ["src/server/start.ts"], {
    env: { ...process.env, PORT: String(port), CONTACT_INBOX_FILE: inboxFile },
    // Its log (one line per contact message) is not the journeys' output; its errors are.
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = () => server.kill();
  process.once("exit", stop);
  try {
    // The first start may build the site first.
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
