import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import { resolve } from "node:path";
import { handleContactPost, isContactPost } from "./inbox.ts";
import { staticHost } from "./static-host.ts";

// BUILD_DIR matches react-router.config.ts, so a separate build (the benchmark's) can be served too.
const root = resolve(process.env.BUILD_DIR ?? "build", "client");
const port = Number(process.env.PORT ?? 4173);

if (!existsSync(resolve(root, "index.html"))) {
  console.log("Ehitust ei ole veel, ehitan (npm run build)…");
  execSync("npm run build", { stdio: "inherit", env: process.env });
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
  const allow = (request.url ?? "").split("?")[0] === "/" ? "GET, HEAD, POST" : "GET, HEAD";
  response.writeHead(405, { allow, "content-type": "text/plain; charset=utf-8" });
  response.end("Meetod ei ole lubatud.");
});

server.listen(port, () => {
  console.log(`Vormis töötab aadressil http://localhost:${port}`);
});
