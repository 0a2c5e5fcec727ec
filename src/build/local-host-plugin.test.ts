import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Connect, ViteDevServer } from "vite";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { rawRequest } from "#qa/support/raw-http.ts";
import { listenOnFreePort } from "../server/built-site.test-fixture.ts";
import { localHostPlugin } from "./local-host-plugin.ts";

/** `npm run dev`'s server with the plugin installed: its middleware first, then what Vite would serve (here a stand-in page). */

let host: Awaited<ReturnType<typeof listenOnFreePort>>;
let folder: string;

// Each test sets up its own, so that Stryker counts what the setup runs as covered by that test.
beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), "vormis-dev-"));
  const middlewares: Connect.NextHandleFunction[] = [];
  const plugin = localHostPlugin();
  const configureServer = plugin.configureServer as (server: ViteDevServer) => void;
  configureServer({
    middlewares: { use: (handler: Connect.NextHandleFunction) => middlewares.push(handler) },
  } as never);
  const viteServes = (_request: IncomingMessage, response: ServerResponse) => {
    response.writeHead(200, { "content-type": "text/html" }).end("<h1>Vite</h1>");
  };
  host = await listenOnFreePort((request, response) => {
    const [middleware] = middlewares;
    middleware(request, response, () => viteServes(request, response));
  });
});
afterEach(async () => {
  await host.close();
  rmSync(folder, { recursive: true, force: true });
});

describe("npm run dev", () => {
  it("answers the contact form's POST / like npm start, keeping the message", async () => {
    vi.stubEnv("CONTACT_INBOX_FILE", join(folder, "inbox.jsonl"));
    const answer = await fetch(`http://localhost:${host.port}/`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "form-name=contact&name=Mari&email=mari%40example.ee&message=Tere",
    });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain("<h1>TÄNAME!</h1>");
    expect(readFileSync(join(folder, "inbox.jsonl"), "utf8")).toContain('"message":"Tere"');
  });

  it("leaves every other request to Vite", async () => {
    for (const [method, path] of [
      ["GET", "/"],
      ["POST", "/about"],
    ]) {
      const answer = await rawRequest(host.port, path, { method });
      expect(answer.text, `${method} ${path}`).toBe("<h1>Vite</h1>");
    }
  });
});
