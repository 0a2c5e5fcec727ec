import { createHash } from "node:crypto";
import { once } from "node:events";
import { createServer, type IncomingHttpHeaders, request, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  allowingWatch,
  isDocumentRequest,
  LOADED_PATH,
  startDocumentFront,
  watchDocument,
  watchScript,
  withWatch,
} from "./document-front.ts";

const POLICY = "default-src 'none'; script-src 'self' 'sha256-abc='; connect-src 'self'";
const PAGE =
  '<!doctype html><html lang="et"><head><meta charset="utf-8"><script>site()</script></head><body>x</body></html>';

/** A stand-in for the site's server: each request noted, answered by `answer`. */
async function standInSite(answer: (path: string, headers: IncomingHttpHeaders, response: ServerResponse) => void) {
  const asked: { path: string; headers: IncomingHttpHeaders }[] = [];
  const server = createServer((incoming, response) => {
    asked.push({ path: incoming.url ?? "", headers: incoming.headers });
    answer(incoming.url ?? "", incoming.headers, response);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  return { origin, asked, stop: () => server.close() };
}

/** A request through the front, as WebKit sends one to its HTTP proxy (the whole address on the request line). */
function through(front: string, url: string, headers: Record<string, string> = {}, method = "GET") {
  const [host, port] = front.split(":");
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const sent = request({ host, port, method, path: url, headers }, async (answer) => {
      const chunks: Buffer[] = [];
      for await (const chunk of answer) chunks.push(chunk as Buffer);
      resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks).toString() });
    });
    sent.on("error", reject).end();
  });
}

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

async function frontOf(answer: Parameters<typeof standInSite>[0]) {
  const site = await standInSite(answer);
  const front = await startDocumentFront([site.origin]);
  stops.push(site.stop, front.stop);
  return { site, front };
}

const asDocument = { "sec-fetch-dest": "document", "accept-encoding": "gzip, br", "if-none-match": '"v1"' };

describe("the document front WebKit is sent through", () => {
  it("puts the watch first in a page's head, numbered, and lets it run by its hash in the page's policy", async () => {
    const { site, front } = await frontOf((_path, _headers, response) =>
      response
        .writeHead(200, { "content-type": "text/html; charset=utf-8", "content-security-policy": POLICY })
        .end(PAGE),
    );
    const page = await through(front.address, `${site.origin}/about`, asDocument);
    const script = watchScript(1);
    expect(page.body).toBe(PAGE.replace("<head>", `<head><script>${script}</script>`));
    const hash = createHash("sha256").update(script).digest("base64");
    expect(page.headers["content-security-policy"]).toBe(
      `default-src 'none'; script-src 'self' 'sha256-abc=' 'sha256-${hash}'; connect-src 'self'`,
    );
    expect(Number(page.headers["content-length"])).toBe(Buffer.byteLength(page.body));
    // Kept by no cache: a page taken from one would come without asking, and without a number of its own.
    expect(page.headers["cache-control"]).toBe("no-store");
    // Asked for whole and plain, so that every document gets a watch of its own number.
    expect(site.asked[0].headers["if-none-match"]).toBeUndefined();
    expect(site.asked[0].headers["accept-encoding"]).toBeUndefined();
  });

  it("passes everything that is not a page on as it came: scripts, a redirect, a page a frame asks for", async () => {
    const { site, front } = await frontOf((path, _headers, response) => {
      if (path === "/old")
        return response.writeHead(301, { location: "/new", "content-type": "text/html" }).end("<p>moved");
      response.writeHead(200, { "content-type": path.endsWith(".js") ? "text/javascript" : "text/html", etag: '"v1"' });
      response.end(path.endsWith(".js") ? "run()" : PAGE);
    });
    const script = await through(front.address, `${site.origin}/assets/app.js`, { "if-none-match": '"v0"' });
    expect([script.status, script.body, script.headers.etag]).toEqual([200, "run()", '"v1"']);
    expect(site.asked[0].headers["if-none-match"]).toBe('"v0"');
    expect((await through(front.address, `${site.origin}/old`, asDocument)).body).toBe("<p>moved");
    expect((await through(front.address, `${site.origin}/frame`, { "sec-fetch-dest": "iframe" })).body).toBe(PAGE);
  });

  it("knows a top document's request, also when a service worker passes it on for the navigation (the catalogue's mock worker)", () => {
    const html = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
    expect(isDocumentRequest("GET", { "sec-fetch-dest": "document", accept: html })).toBe(true);
    expect(isDocumentRequest("GET", { "sec-fetch-dest": "empty", accept: html })).toBe(true);
    expect(isDocumentRequest("HEAD", { "sec-fetch-dest": "empty", accept: html })).toBe(false);
    expect(isDocumentRequest("GET", { "sec-fetch-dest": "empty", accept: "*/*" })).toBe(false);
    expect(isDocumentRequest("GET", { "sec-fetch-dest": "iframe", accept: html })).toBe(false);
  });

  it("leaves a policy alone where the page has none, and adds script-src where the policy lacks it", () => {
    expect(allowingWatch(undefined, "x")).toBeUndefined();
    const hash = createHash("sha256").update("x").digest("base64");
    expect(allowingWatch("default-src 'self'", "x")).toBe(`default-src 'self'; script-src 'sha256-${hash}'`);
    expect(withWatch("<p>no head", "x")).toBe("<script>x</script><p>no head");
    expect(withWatch('<HEAD data-a="1"><title>t</title>', "x")).toBe(
      '<HEAD data-a="1"><script>x</script><title>t</title>',
    );
  });

  it("refuses, saying so, any server that is not one of the run's own", async () => {
    const { front } = await frontOf(() => undefined);
    const refused = await through(front.address, "http://example.com/", asDocument);
    expect([refused.status, refused.body]).toEqual([502, "not one of this run's servers: http://example.com"]);
  });

  it("waits for the word of a document asked for after the wait began, not for an earlier one's late word", async () => {
    const { site, front } = await frontOf((_path, _headers, response) =>
      response.writeHead(200, { "content-type": "text/html" }).end(PAGE),
    );
    const say = (serial: number) => through(front.address, `${site.origin}${LOADED_PATH}?${serial}`, {}, "POST");
    await through(front.address, `${site.origin}/`, asDocument);
    const load = front.loaded(`${site.origin}/`, 10_000);
    let settled = false;
    void load.done.then(() => {
      settled = true;
    });
    await through(front.address, `${site.origin}/`, asDocument);
    // The earlier document's word, arriving late, is not the new one's; nor is the new one's answer alone.
    expect((await say(1)).status).toBe(204);
    expect(settled).toBe(false);
    await say(2);
    await load.done;
    expect(settled).toBe(true);
  });

  it("gives up on a document that never says it loaded, naming what was asked for", async () => {
    const { site, front } = await frontOf((_path, _headers, response) =>
      response.writeHead(200, { "content-type": "text/html" }).end(PAGE),
    );
    const load = front.loaded(`${site.origin}/blog`, 50);
    await through(front.address, `${site.origin}/blog`, asDocument);
    await expect(load.done).rejects.toThrow(
      `${site.origin}/blog did not load within 0.05 s (documents asked for since: /blog)`,
    );
  });
});

describe("the watch, first in the page", () => {
  it("notes console errors and uncaught errors, and says the top document's load with its number", () => {
    const sent: string[] = [];
    const page = new EventTarget();
    const original = vi.fn();
    const fakeConsole = { error: original };
    vi.stubGlobal("window", Object.assign(page, { top: page }));
    vi.stubGlobal("console", fakeConsole);
    vi.stubGlobal("navigator", { sendBeacon: (address: string) => sent.push(address) });
    try {
      watchDocument(LOADED_PATH, 7);
      console.error("Form submission error", 500);
      page.dispatchEvent(Object.assign(new Event("error"), { message: "boom" }));
      expect(sent).toEqual([]);
      page.dispatchEvent(new Event("load"));
      expect((page as unknown as { engineErrors: string[] }).engineErrors).toEqual([
        "console.error: Form submission error 500",
        "page error: boom",
      ]);
      expect(original).toHaveBeenCalledWith("Form submission error", 500);
      expect(sent).toEqual([`${LOADED_PATH}?7`]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
