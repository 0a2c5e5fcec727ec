import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { rawRequest } from "./raw-http.ts";

let server: Server | undefined;
afterEach(() => new Promise((closed) => (server ? server.close(closed) : closed(undefined))));

async function listening(listener: RequestListener) {
  server = createServer(listener);
  await new Promise<void>((ready) => server?.listen(0, ready));
  return (server.address() as AddressInfo).port;
}

describe("a raw request to the local server", () => {
  it("sends the path exactly as written, with GET unless told otherwise", async () => {
    const port = await listening((request, response) => response.end(`${request.method} ${request.url}`));
    expect((await rawRequest(port, "/blog/../%2e%2e/about")).text).toBe("GET /blog/../%2e%2e/about");
    expect((await rawRequest(port, "/", { method: "HEAD" })).status).toBe(200);
  });

  it("fails when nothing answers on the port", async () => {
    const port = await listening(() => {});
    await new Promise((closed) => server?.close(closed));
    server = undefined;
    await expect(rawRequest(port, "/")).rejects.toThrow(/ECONNREFUSED/);
  });

  it("fails when the server breaks off its answer", async () => {
    const port = await listening((_, response) => {
      response.writeHead(200, { "content-length": "1000" });
      // Cut once the first part is on its way: the visitor has the answer's head, not its end.
      response.write("the first part of the page", () => response.socket?.destroy());
    });
    await expect(rawRequest(port, "/")).rejects.toThrow("aborted");
  });
});
