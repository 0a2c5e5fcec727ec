/**
 * The built component catalogue (storybook-static/) as static files, for the story specs, naming
 * in every answer the stamp of the build it serves (server-identity.ts). The catalogue is never
 * published; sirv sends no dot-files, so its stamp file is not among what it serves.
 *
 * `PORT=6123 node qa/plan/catalogue-server.ts`
 *
 */
import { once } from "node:events";
import { createServer } from "node:http";
import { resolve } from "node:path";
import sirv from "sirv";
import { type PortVariable, readEnv } from "#qa/settings.ts";
import { choosePorts } from "#qa/support/index.ts";
import { BUILD_HEADER } from "#src/build/build-stamp.ts";
import { catalogueBuild, ensureBuilt, recordedStamp } from "#src/build/builds.ts";

/**
 * The build names every file of assets/ by a hash of its content, so a browser may keep each as long as it
 * likes: a story opened after another then takes the catalogue's scripts from its cache without asking
 * again (about a tenth of a story's opening in Firefox and WebKit). Any other file is asked for again each time.
 */
const KEPT = "public,max-age=31536000,immutable";

export function catalogueServer(folder: string, stamp: string | undefined) {
  const files = sirv(folder, {
    etag: true,
    setHeaders: (response, pathname) => {
      if (pathname.startsWith("/assets/")) response.setHeader("cache-control", KEPT);
    },
  });
  return createServer((request, response) => {
    if (stamp) response.setHeader(BUILD_HEADER, stamp);
    files(request, response, () => {
      response.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
      response.end("Not found");
    });
  });
}

/** What the command starts: the checkout's catalogue build on `port`; a port it cannot take fails the process, saying so. */
export function serveCatalogue(port: number, build = catalogueBuild()) {
  return catalogueServer(resolve(build.root, build.folder), recordedStamp(build))
    .once("error", (error) => {
      console.error(`The catalogue's server could not listen on port ${port}: ${error.message}`);
      process.exitCode = 1;
    })
    .listen(port);
}

/**
 * The one way a tool outside Playwright serves the catalogue: this tree's current build (brought up to
 * date first), on a free port or the one the port variable names if nothing answers there.
 */
export async function startCatalogueServer(portVariable: PortVariable, log: (line: string) => void = console.log) {
  // A port a person named is refused before the build (which may take a minute) if something answers
  // there; a free port is chosen after it, so that nothing else takes it meanwhile.
  if (readEnv(portVariable) !== undefined) await choosePorts([portVariable], process.env);
  const build = catalogueBuild();
  ensureBuilt(build, process.env, log);
  const { [portVariable]: port } = await choosePorts([portVariable], process.env);
  const server = catalogueServer(resolve(build.root, build.folder), recordedStamp(build)).listen(port);
  // Rejects with the server's error, should it not listen.
  await once(server, "listening");
  return {
    origin: `http://localhost:${port}`,
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}

if (import.meta.main) serveCatalogue(readEnv("PORT"));
