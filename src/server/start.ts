import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { BUILD_HEADER } from "../build/build-stamp.ts";
import { ensureBuilt, siteBuild } from "../build/builds.ts";
import { CONTACT_ENDPOINT } from "../lib/contact.ts";
import { handleContactPost, isContactPost } from "./inbox.ts";
import { requestPath } from "./request-path.ts";
import { staticHost } from "./static-host.ts";

/**
 * `npm start`: the built site as the host serves it, and the contact form's inbox, on one port.
 * The build is this tree's: rebuilt first if any of its inputs changed since (src/build/builds.ts).
 */
export function startSite(env: NodeJS.ProcessEnv) {
  // BUILD_DIR matches react-router.config.ts, so a separate build (the benchmark's) can be served too.
  const build = siteBuild(env);
  const { stamp } = ensureBuilt(build, env, console.log);
  const root = resolve(build.root, build.folder, "client");
  const port = Number(env.PORT ?? 4173);

  const serveStatic = staticHost(root);

  const server = createServer((request, response) => {
    // Which build this is, for the runs that check they test this tree's (not the host's header: local only).
    response.setHeader(BUILD_HEADER, stamp);
    if (request.method === "GET" || request.method === "HEAD") {
      serveStatic(request, response);
      return;
    }
    if (isContactPost(request)) {
      void handleContactPost(request, response);
      return;
    }
    // Only the site root takes a POST (the contact form); say so truthfully.
    const allow = requestPath(request) === CONTACT_ENDPOINT ? "GET, HEAD, POST" : "GET, HEAD";
    response.writeHead(405, { allow, "content-type": "text/plain; charset=utf-8" });
    response.end("Meetod ei ole lubatud.");
  });

  // A person runs it on the port they open: a taken one is a one-line answer, not a stack trace.
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EADDRINUSE") throw error;
    console.error(
      `Port ${port} on juba kasutusel (kas npm start juba töötab?): peata see või vali teine, näiteks PORT=${port + 1} npm start`,
    );
  });
  // PORT=0 takes a free port; the message names the one taken.
  server.listen(port, () => {
    console.log(`Vormis töötab aadressil http://localhost:${(server.address() as AddressInfo).port}`);
  });
  return server;
}

if (import.meta.main) {
  startSite(process.env).on("error", () => {
    process.exitCode = 1;
  });
}
