/**
 * WebKit's way into a page before the page's own scripts, and its word that a new document has loaded:
 * an HTTP proxy of the run's own, which the WebKit session is sent through (its `httpProxy`). It passes
 * each answer of the run's servers on as it came, except that it puts one script first in every page's
 * `<head>` (its hash added to the page's Content-Security-Policy). That script watches the console from
 * before the page's first script, and once the document has loaded it says so with a request to its own
 * origin, which the proxy answers itself. `goto` waits for that word rather than asking a document that
 * is still loading, or not yet committed, whether it is there yet: WebKit lost the answer to such a
 * question now and then, on the first page of a fresh MiniBrowser (decision 0010). What the site's
 * servers send to every other browser, and what they publish, is untouched.
 *
 */
import { createHash } from "node:crypto";
import { once } from "node:events";
import { createServer, type IncomingHttpHeaders, type OutgoingHttpHeaders, request } from "node:http";
import type { AddressInfo } from "node:net";

/** Where the page says it has loaded: a path of its own origin, never passed on to the site. */
export const LOADED_PATH = "/.engine-document-loaded";

/**
 * The watch, run in the page before anything else (as the source of a classic script): console errors and
 * uncaught errors are noted where `readErrors` finds them, and the top document's load
 * is said, with the number the proxy gave the answer it came in.
 */
export function watchDocument(loadedPath: string, serial: number) {
  const errors: string[] = [];
  (window as unknown as { engineErrors: string[] }).engineErrors = errors;
  const original = console.error;
  console.error = (...args: unknown[]) => {
    errors.push(`console.error: ${args.map(String).join(" ")}`);
    original.apply(console, args);
  };
  window.addEventListener("error", (event) => errors.push(`page error: ${event.message}`));
  window.addEventListener("unhandledrejection", (event) => errors.push(`page error: ${String(event.reason)}`));
  if (window !== window.top) return;
  window.addEventListener("load", () => navigator.sendBeacon(`${loadedPath}?${serial}`));
}

/** What the page's watch has noted since it was last read (run in the page); a page without a watch noted nothing. */
export const readErrors = () => (window as unknown as { engineErrors?: string[] }).engineErrors?.splice(0) ?? [];

/** The watch for the document the proxy numbered `serial`, as the script that goes first in its head. */
export function watchScript(serial: number): string {
  return `(${watchDocument.toString()})(${JSON.stringify(LOADED_PATH)}, ${serial});`;
}

/** The page with the watch first in its head (or first of all, for a page without one). */
export function withWatch(html: string, script: string): string {
  const tag = `<script>${script}</script>`;
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) return tag + html;
  const at = head.index + head[0].length;
  return html.slice(0, at) + tag + html.slice(at);
}

/** A Content-Security-Policy that also lets the watch run (by its hash); a page without a policy needs none. */
export function allowingWatch(policy: string | undefined, script: string): string | undefined {
  if (policy === undefined) return undefined;
  const hash = `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
  const directives = policy.split(";").map((directive) => directive.trim());
  const at = directives.findIndex((directive) => /^script-src(\s|$)/.test(directive));
  if (at === -1) return [...directives, `script-src ${hash}`].join("; ");
  directives[at] = `${directives[at]} ${hash}`;
  return directives.join("; ");
}

/**
 * Whether a request asks for a top document: a navigation's own, or one a service worker passes on for a
 * navigation it handles (the catalogue's mock worker does): that one is a fetch ("empty"), which keeps
 * the navigation's Accept. A frame's page ("iframe") is not one.
 */
export function isDocumentRequest(method: string | undefined, headers: IncomingHttpHeaders): boolean {
  const destination = headers["sec-fetch-dest"];
  if (method !== "GET") return false;
  if (destination === "document") return true;
  return destination === "empty" && String(headers.accept).startsWith("text/html");
}

/**
 * The request's headers as passed on: every document in full (each gets a watch of its own number, and
 * none is kept, so each is asked for), bodies unencoded.
 */
function passedOnHeaders(headers: IncomingHttpHeaders, isDocument: boolean): IncomingHttpHeaders {
  const { "proxy-connection": _proxy, "accept-encoding": _encoding, ...rest } = headers;
  if (!isDocument) return rest;
  const { "if-none-match": _tag, "if-modified-since": _since, ...whole } = rest;
  return whole;
}

export interface DocumentFront {
  /** `host:port`, for the session's `httpProxy`. */
  address: string;
  /**
   * Waits until the first document asked for after this call (the navigation to `url`'s) has loaded; call it
   * before the navigation. Rejects, saying what was asked for, if it has not within `ms`.
   */
  loaded(url: string, ms: number): { done: Promise<void>; cancel(): void };
  stop(): void;
}

/**
 * The proxy for one WebKit session, passing on only to the run's own servers (`origins`); a request for
 * anything else is refused (502), saying so, so that a run never reaches a server it did not start.
 */
export async function startDocumentFront(origins: string[]): Promise<DocumentFront> {
  let served = 0;
  /** Each numbered document's path (for the words of a wait that ran out), and whether it has said it loaded. */
  const documents = new Map<number, { path: string; loaded: boolean }>();
  const waiting = new Set<() => void>();
  const changed = () => {
    for (const check of waiting) check();
  };

  const server = createServer((incoming, outgoing) => {
    const target = new URL(incoming.url ?? "/", "http://invalid");
    if (target.pathname === LOADED_PATH) {
      const entry = documents.get(Number(target.search.slice(1)));
      if (entry) entry.loaded = true;
      outgoing.writeHead(204).end();
      incoming.resume();
      changed();
      return;
    }
    if (!origins.includes(target.origin)) {
      outgoing.writeHead(502, { "content-type": "text/plain" }).end(`not one of this run's servers: ${target.origin}`);
      incoming.resume();
      return;
    }
    const isDocument = isDocumentRequest(incoming.method, incoming.headers);
    const upstream = request(
      target,
      { method: incoming.method, headers: passedOnHeaders(incoming.headers, isDocument) },
      async (answer) => {
        const status = answer.statusCode ?? 502;
        const redirect = status >= 300 && status < 400;
        const isPage = isDocument && !redirect && String(answer.headers["content-type"]).startsWith("text/html");
        if (!isPage) {
          outgoing.writeHead(status, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        for await (const chunk of answer) chunks.push(chunk as Buffer);
        const serial = ++served;
        documents.set(serial, { path: target.pathname, loaded: false });
        changed();
        const script = watchScript(serial);
        const body = Buffer.from(withWatch(Buffer.concat(chunks).toString("utf8"), script));
        const policy = allowingWatch(answer.headers["content-security-policy"] as string | undefined, script);
        const { "transfer-encoding": _chunked, ...kept } = answer.headers;
        // Never kept: a page taken from WebKit's cache would come without asking, and so without a number.
        const headers: OutgoingHttpHeaders = {
          ...kept,
          "content-length": String(body.length),
          "cache-control": "no-store",
        };
        if (policy) headers["content-security-policy"] = policy;
        outgoing.writeHead(status, headers).end(body);
      },
    );
    upstream.on("error", (error) => outgoing.destroy(error));
    incoming.pipe(upstream);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");

  return {
    address: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    loaded(url, ms) {
      const after = served;
      let cancel = () => {};
      const done = new Promise<void>((resolve, reject) => {
        // The first document asked for after the call: the navigation's own (a redirect's answer is no page).
        const check = () => {
          const [, first] = [...documents].find(([serial]) => serial > after) ?? [];
          if (!first?.loaded) return;
          cancel();
          resolve();
        };
        const timer = setTimeout(() => {
          cancel();
          const asked = [...documents].filter(([serial]) => serial > after).map(([, entry]) => entry.path);
          reject(
            new Error(
              `${url} did not load within ${ms / 1000} s (documents asked for since: ${asked.join(", ") || "none"})`,
            ),
          );
        }, ms);
        cancel = () => {
          clearTimeout(timer);
          waiting.delete(check);
        };
        waiting.add(check);
        check();
      });
      return { done, cancel };
    },
    stop() {
      server.closeAllConnections();
      server.close();
    },
  };
}
