import { type IncomingHttpHeaders, request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent, before any decompression (empty for HEAD and 304). */
  sent: Buffer;
  /** The body decompressed according to Content-Encoding, as UTF-8 text. */
  text: string;
}

export interface RawOptions {
  method?: string;
  headers?: Record<string, string>;
}

function decompress(body: Buffer, encoding: string | undefined): Buffer {
  if (body.length === 0) return body;
  if (encoding === "br") return brotliDecompressSync(body);
  if (encoding === "gzip") return gunzipSync(body);
  return body;
}

/**
 * Sends `path` to the local server exactly as written. Browsers and Playwright's
 * request context resolve `..` and some escapes before sending, so only a raw
 * request shows what the server itself does with such a path. It goes to localhost, with GET
 * unless `method` says otherwise (node:http's defaults).
 */
export function rawRequest(port: number, path: string, { method, headers = {} }: RawOptions = {}) {
  return new Promise<RawAnswer>((resolve, reject) => {
    const outgoing = request({ port, path, method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        const sent = Buffer.concat(chunks);
        const text = decompress(sent, response.headers["content-encoding"]).toString("utf8");
        resolve({ status: response.statusCode ?? 0, headers: response.headers, sent, text });
      });
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}
