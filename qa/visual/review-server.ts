import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import sirv from "sirv";
import { acceptInSnapshots, holdsAccepted } from "./accept-files.ts";
import type { ReviewedRun } from "./change.ts";
import { REVIEW_DIR, writeReview } from "./review-page.ts";

/** The body of an accept request: the names of the changes, exactly as the page shows them. */
export interface AcceptRequest {
  names: string[];
}

/** Largest accept request read, in bytes: a few hundred names. Past it the request is answered 413 and not read further. */
const MAX_BODY = 256 * 1024;

/**
 * `npm run snapshots:review -- --serve`: the review page on a loopback port, where each change's
 * Accept button writes exactly that baseline into snapshots/ and the page is written anew from
 * snapshots/ as it now is, so an accepted change shows as accepted.
 */
export async function serveReview(
  first: ReviewedRun,
  options: { reload: () => Promise<ReviewedRun>; dir?: string; snapshotsDir?: string; port?: number },
) {
  const dir = options.dir ?? REVIEW_DIR;
  let run = first;
  writeReview(dir, run, { serve: true });
  const files = sirv(dir, { dev: true });
  // Stryker disable next-line StringLiteral: no request comes before the server listens, and host is set as soon as it does
  let host = "";
  /** The names this server accepted: an obsolete baseline it removed is no change of the run read again. */
  const acceptedHere = new Set<string>();
  /** Accepts one at a time: each waits for the one before, and sees snapshots/ and the page as that one left them. */
  let previous: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(job: () => Promise<T>): Promise<T> => {
    const turn = previous.then(job);
    previous = turn.catch(() => undefined);
    return turn;
  };
  const server = createServer((request, response) => {
    // Another site pointed at this port by name (DNS rebinding) is not the page this serves.
    if (request.headers.host !== host) {
      response.writeHead(403, { "content-type": "text/plain; charset=utf-8" }).end("Open the address printed.");
      return;
    }
    if (request.method === "POST" && request.url === "/accept") {
      void accept(request, response);
      return;
    }
    files(request, response, () => {
      response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found.");
    });
  });

  async function accept(request: IncomingMessage, response: ServerResponse) {
    const send = (status: number, body: object) =>
      response.writeHead(status, { "content-type": "application/json; charset=utf-8" }).end(JSON.stringify(body));
    // Only the page itself may ask: a page of another origin cannot send this content type without permission.
    if (!request.headers["content-type"]?.startsWith("application/json")) {
      send(415, { error: "Send the names as application/json." });
      return;
    }
    try {
      const body = await readBody(request);
      if (body === undefined) {
        // What is past the limit is never read: the answer goes out and the connection is closed under it.
        response.setHeader("connection", "close");
        response.on("finish", () => request.socket.destroy());
        send(413, { error: "The request is too large." });
        return;
      }
      const { names } = JSON.parse(body) as AcceptRequest;
      if (!Array.isArray(names) || names.length === 0 || names.some((name) => typeof name !== "string")) {
        send(400, { error: "Name at least one change." });
        return;
      }
      const [status, answer] = await inTurn(() => acceptNames(names));
      send(status, answer);
    } catch (error) {
      send(400, { error: (error as Error).message });
    }
  }

  /** One accept, in its turn: against the run as the accept before it left it. */
  async function acceptNames(names: string[]): Promise<[number, object]> {
    // Exact names only: a button never accepts by pattern.
    const unknown = names.filter(
      (name) => !acceptedHere.has(name) && !run.changes.some((change) => change.name === name),
    );
    if (unknown.length > 0) return [404, { error: `No change named ${unknown.join(", ")} in this review.` }];
    // What snapshots/ holds already (an accept before this one wrote it) is said, not written again.
    const already = names.filter((name) => {
      const change = run.changes.find((each) => each.name === name);
      return change ? holdsAccepted(change, options.snapshotsDir) : acceptedHere.has(name);
    });
    const toAccept = names.filter((name) => !already.includes(name));
    const done = toAccept.length > 0 ? acceptInSnapshots(run, toAccept, false, options.snapshotsDir) : [];
    for (const name of toAccept) acceptedHere.add(name);
    const said = [...done, ...already.map((name) => `${name} was accepted already`)];
    console.log(said.join("\n"));
    const answer = { done, ...(already.length > 0 ? { already } : {}) };
    if (done.length === 0) return [200, answer];
    try {
      run = await options.reload();
      writeReview(dir, run, { serve: true });
    } catch (error) {
      // The baselines are written: say so, and why the page could not be brought up to date.
      return [
        200,
        { ...answer, warning: `Accepted, but the page could not be refreshed: ${(error as Error).message}` },
      ];
    }
    return [200, answer];
  }

  // A port already taken rejects here, naming it, rather than ending the process from an "error" nobody listens to.
  await once(server.listen(options.port ?? 0, "127.0.0.1"), "listening");
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  const address = `http://${host}/`;
  console.log(`Review with Accept buttons: ${address} (Ctrl-C stops it)`);
  return { server, address };
}

/**
 * The request's body as text, read up to MAX_BODY bytes; past that it stops reading, so the rest is
 * never taken in, and gives undefined.
 */
function readBody(request: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const take = (chunk: Buffer) => {
      length += chunk.length;
      if (length > MAX_BODY) {
        request.off("data", take);
        request.pause();
        resolve(undefined);
        return;
      }
      chunks.push(chunk);
    };
    request.on("data", take);
    // Decoded whole: a character may be split between two of the network's parts.
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    // Stryker disable next-line StringLiteral,CallExpression: a request that errs before its end has no one left to answer
    request.on("error", reject);
  });
}
