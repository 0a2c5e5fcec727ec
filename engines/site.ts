/**
 * The built site for the journeys, served by `npm start`'s own server on a port of its own,
 * with a contact inbox of its own.
 *
 * Runs under plain Node (type stripping), so only erasable TypeScript here.
 */
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { waitFor } from "./wait.ts";

export const SITE_PORT = Number(process.env.ENGINES_SITE_PORT ?? 4470);

export interface Site {
  origin: string;
  inboxFile: string;
  stop(): void;
}

export async function startSite(): Promise<Site> {
  const origin = `http://localhost:${SITE_PORT}`;
  const inboxFile = join(tmpdir(), `vormis-engines-${SITE_PORT}`, "messages.jsonl");
  rmSync(inboxFile, { force: true });
  const server = spawn(process.execPath, ["src/server/start.ts"], {
    env: { ...process.env, PORT: String(SITE_PORT), CONTACT_INBOX_FILE: inboxFile },
    // Its log (one line per contact message) is not the journeys' output; its errors are.
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = () => server.kill();
  process.once("exit", stop);
  try {
    // The first start may build the site first.
    await waitFor(
      `the site on ${origin}`,
      () =>
        fetch(origin).then(
          (r) => r.ok,
          () => false,
        ),
      Boolean,
      180_000,
    );
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, inboxFile, stop };
}
