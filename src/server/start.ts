import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { handleContactPost, isContactPost } from "./inbox.ts";
import { requestPath } from "./request-path.ts";
import { staticHost } from "./static-host.ts";

/** `npm start`: the built site as the host serves it, and the contact form's inbox, on one port. */
export function startSite(env: NodeJS.ProcessEnv) {
  // BUILD_DIR matches react-router.config.ts, so a separate build (the benchmark's) can be served too.
  const root = resolve(env.BUILD_DIR ?? "build", "client");
  const port = Number(env.PORT ?? 4173);

  if (!existsSync(resolve(root, "index.html"))) {
    console.log("Ehitust ei ole veel, ehitan (npm run build)…");
    execSync("npm run build", { stdio: "inherit", env });
  }

  const serveStatic = staticHost(root);

  const server = createServer((request, response) => {
    if (request.method === "GET" || request.method === "HEAD") {
      serveStatic(request, response);
      return;
    }
    if (isContactPost(request)) {
      void handleContactPost(request, response);
      return;
    }
    // Only the site root takes a POST (the contact form); say so truthfully.
    const allow = requestPath(request) === "/" ? "GET, HEAD, POST" : "GET, HEAD";
    response.writeHead(405, { allow, "content-type": "text/plain; charset=utf-8" });
    response.end("Meetod ei ole lubatud.");
  });

  // PORT=0 takes a free port; the message names the one taken.
  server.listen(port, () => {
    console.log(`Vormis töötab aadressil http://localhost:${(server.address() as AddressInfo).port}`);
  });
  return server;
}

if (import.meta.main) startSite(process.env);
