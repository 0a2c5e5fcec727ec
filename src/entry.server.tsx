import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";

/**
 * Only the build renders pages here (every page is prerendered; there is no
 * server rendering), so each page is written whole, in document order:
 * - wait for all content, as for a crawler;
 * - never move a large Suspense boundary out of line. React does that by
 *   default to paint a streamed page sooner, but then the boundary's content
 *   reaches the screen only when an inline script moves it into place: not
 *   before the page's scripts run, and never without JavaScript. The
 *   boundaries are there for hydration in parts (src/components/HydrateLater.tsx).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const body = new PassThrough();
        responseHeaders.set("Content-Type", "text/html");
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
        pipe(body);
      },
      onShellError: reject,
      onError(error: unknown) {
        responseStatusCode = 500;
        console.error(error);
      },
    });
  });
}
