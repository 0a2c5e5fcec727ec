import { once } from "node:events";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BUILD_HEADER } from "#src/build/build-stamp.ts";
import { catalogueServer } from "./catalogue-server.ts";

let folder: string;
let server: Server;
let origin: string;
beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), "vormis-catalogue-"));
  writeFileSync(join(folder, "index.json"), '{"entries":{}}');
  writeFileSync(join(folder, ".build-stamp.json"), '{"stamp":"s"}');
  server = catalogueServer(folder, "stamp-of-this-catalogue").listen(0);
  await once(server, "listening");
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  await new Promise((closed) => server.close(closed));
  rmSync(folder, { recursive: true, force: true });
});

describe("the catalogue's server", () => {
  it("serves the built files, naming the build's stamp in every answer", async () => {
    const index = await fetch(`${origin}/index.json`);
    expect(await index.json()).toEqual({ entries: {} });
    expect(index.headers.get(BUILD_HEADER)).toBe("stamp-of-this-catalogue");
    const missing = await fetch(`${origin}/nothing.html`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get(BUILD_HEADER)).toBe("stamp-of-this-catalogue");
  });

  it("does not send the stamp file itself", async () => {
    expect((await fetch(`${origin}/.build-stamp.json`)).status).toBe(404);
  });
});
