import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import sirv from "sirv";
import { acceptInSnapshots } from "./accept-files.ts";
import type { ReviewedRun } from "./load-run.ts";
import { REVIEW_DIR, writeReview } from "./review-page.ts";

/** The body of an accept request: the names of the changes, exactly as the page shows them. */
export interface AcceptRequest {
  names: string[];
}

/** Largest accept request read: a few hundred names. */
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
    try {
      // Only the page itself may ask: a page of another origin cannot send this content type without permission.
      if (!request.headers["content-type"]?.startsWith("application/json")) {
        send(415, { error: "Send the names as application/json." });
        return;
      }
      const { names } = JSON.parse(await readBody(request)) as AcceptRequest;
      if (!Array.isArray(names) || names.length === 0 || names.some((name) => typeof name !== "string")) {
        send(400, { error: "Name at least one change." });
        return;
      }
      // Exact names only: a button never accepts by pattern.
      const unknown = names.filter((name) => !run.changes.some((change) => change.name === name));
      if (unknown.length > 0) {
        send(404, { error: `No change named ${unknown.join(", ")} in this review.` });
        return;
      }
      const done = acceptInSnapshots(run, names, false, options.snapshotsDir);
      console.log(done.join("\n"));
      try {
        run = await options.reload();
        writeReview(dir, run, { serve: true });
      } catch (error) {
        // The baselines are written: say so, and why the page could not be brought up to date.
        send(200, { done, warning: `Accepted, but the page could not be refreshed: ${(error as Error).message}` });
        return;
      }
      send(200, { done });
    } catch (error) {
      send(400, { error: (error as Error).message });
    }
  }

  // A port already taken rejects here, naming it, rather than ending the process from an "error" nobody listens to.
  await once(server.listen(options.port ?? 0, "127.0.0.1"), "listening");
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  const address = `http://${host}/`;
  console.log(`Review with Accept buttons: ${address} (Ctrl-C stops it)`);
  return { server, address };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = "";
    // Stryker disable next-line StringLiteral: Node reads an empty encoding as UTF-8
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      body += chunk;
      if (body.length > MAX_BODY) reject(new Error("The request is too large."));
    });
    request.on("end", () => resolve(body));
    // Stryker disable next-line StringLiteral,CallExpression: a request that errs before its end has no one left to answer
    request.on("error", reject);
  });
}
