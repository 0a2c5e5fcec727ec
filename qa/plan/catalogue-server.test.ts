import { once } from "node:events";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BUILD_HEADER } from "#src/build/build-stamp.ts";
import { catalogueBuild } from "#src/build/builds.ts";
import { catalogueServer, serveCatalogue } from "./catalogue-server.ts";

let folder: string;
let servers: Server[];
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "vormis-catalogue-"));
  writeFileSync(join(folder, "index.json"), '{"entries":{}}');
  writeFileSync(join(folder, ".build-stamp.json"), '{"stamp":"s"}');
  servers = [];
});
afterEach(async () => {
  // The connections fetch keeps open would hold the close up for seconds.
  await Promise.all(
    servers.map((server) => {
      const closing = new Promise((closed) => server.close(closed));
      server.closeAllConnections();
      return closing;
    }),
  );
  rmSync(folder, { recursive: true, force: true });
  process.exitCode = undefined;
});

/** The origin of a server once it listens on a free port. */
async function originOf(server: Server) {
  servers.push(server);
  await once(server, "listening");
  return `http://localhost:${(server.address() as AddressInfo).port}`;
}

describe("the catalogue's server", () => {
  it("serves the built files, naming the build's stamp in every answer", async () => {
    const origin = await originOf(catalogueServer(folder, "stamp-of-this-catalogue").listen(0));
    const index = await fetch(`${origin}/index.json`);
    expect(await index.json()).toEqual({ entries: {} });
    expect(index.headers.get(BUILD_HEADER)).toBe("stamp-of-this-catalogue");
    const missing = await fetch(`${origin}/nothing.html`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get(BUILD_HEADER)).toBe("stamp-of-this-catalogue");
    expect(missing.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await missing.text()).toBe("Not found");
  });

  it("does not send the stamp file itself", async () => {
    const origin = await originOf(catalogueServer(folder, "stamp-of-this-catalogue").listen(0));
    expect((await fetch(`${origin}/.build-stamp.json`)).status).toBe(404);
  });

  it("lets a browser keep what it has: a file asked for again with its ETag is not sent again", async () => {
    const origin = await originOf(catalogueServer(folder, "stamp-of-this-catalogue").listen(0));
    const etag = (await fetch(`${origin}/index.json`)).headers.get("etag") ?? "";
    expect(etag).not.toBe("");
    expect((await fetch(`${origin}/index.json`, { headers: { "if-none-match": etag } })).status).toBe(304);
  });

  it("lets a browser keep a file of assets/ without asking again, and ask again for every other file", async () => {
    mkdirSync(join(folder, "assets"));
    writeFileSync(join(folder, "assets", "iframe-CMaRYf10.js"), "export {};");
    writeFileSync(join(folder, "iframe.html"), "<!doctype html>");
    const origin = await originOf(catalogueServer(folder, "stamp-of-this-catalogue").listen(0));
    const asset = await fetch(`${origin}/assets/iframe-CMaRYf10.js`);
    expect(asset.headers.get("cache-control")).toBe("public,max-age=31536000,immutable");
    for (const file of ["iframe.html", "index.json"]) {
      expect((await fetch(`${origin}/${file}`)).headers.get("cache-control"), file).toBeNull();
    }
  });

  it("names no build when the catalogue has no stamp", async () => {
    const origin = await originOf(catalogueServer(folder, undefined).listen(0));
    const index = await fetch(`${origin}/index.json`);
    expect(index.status).toBe(200);
    expect(index.headers.has(BUILD_HEADER)).toBe(false);
  });
});

describe("the catalogue's server as a command", () => {
  it("serves the checkout's catalogue build with the stamp it recorded", async () => {
    mkdirSync(join(folder, "storybook-static"));
    writeFileSync(join(folder, "storybook-static", "index.json"), '{"entries":{"a":{}}}');
    writeFileSync(join(folder, "storybook-static", ".build-stamp.json"), '{"stamp":"recorded-stamp"}');
    const origin = await originOf(serveCatalogue(0, catalogueBuild(folder)));
    const index = await fetch(`${origin}/index.json`);
    expect(await index.json()).toEqual({ entries: { a: {} } });
    expect(index.headers.get(BUILD_HEADER)).toBe("recorded-stamp");
  });

  it("fails the process, naming the port, when it cannot listen there", async () => {
    const taken = await originOf(catalogueServer(folder, undefined).listen(0));
    const port = Number(new URL(taken).port);
    mkdirSync(join(folder, "storybook-static"));
    const printed = vi.spyOn(console, "error").mockImplementation(() => {});
    serveCatalogue(port, catalogueBuild(folder));
    await vi.waitFor(() => expect(printed).toHaveBeenCalled());
    expect(printed).toHaveBeenCalledWith(
      expect.stringMatching(`^The catalogue's server could not listen on port ${port}: .*EADDRINUSE`),
    );
    expect(process.exitCode).toBe(1);
  });
});
