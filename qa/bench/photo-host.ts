/**
 * The stand-in for the stock-photo host (images.unsplash.com, imgix-style URL parameters), which
 * is not reachable here: same paths, parameters, pixel sizes, formats and cache headers.
 *
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { type PhotoAnswer, photoAnswerOf, STOCK_PHOTO_ORIGIN, StockPhotoRefusal } from "#qa/plan/stock-photos.ts";
import { IMAGE_HOST, IMAGE_PORT } from "./addresses.ts";
import { stopAtShutdown } from "./cleanup.ts";
import { encodedPhoto, type ImageFormat } from "./photo.ts";

async function serveImage(request: IncomingMessage, response: ServerResponse) {
  // The host's address, as the page asked it (the bench serves it on a local port of its own).
  const url = new URL(request.url ?? "/", STOCK_PHOTO_ORIGIN);
  let answer: PhotoAnswer;
  try {
    answer = photoAnswerOf(url);
  } catch (error) {
    if (!(error instanceof StockPhotoRefusal)) throw error;
    console.error(`image host: ${error.message}`);
    response.writeHead(400, { "content-type": "text/plain" }).end(error.message);
    return;
  }
  // Like the real host's auto=format: the best format the Accept header allows, else JPEG.
  const accept = request.headers.accept ?? "";
  const auto = answer.autoFormat;
  const format: ImageFormat =
    auto && accept.includes("image/avif") ? "avif" : auto && accept.includes("image/webp") ? "webp" : "jpeg";
  const body = await encodedPhoto(answer, format);
  response.writeHead(200, {
    "content-type": `image/${format}`,
    "content-length": body.length,
    "cache-control": "public, max-age=31536000, immutable",
    vary: "Accept",
    "access-control-allow-origin": "*",
  });
  response.end(request.method === "HEAD" ? undefined : body);
}

export function startImageHost(): Promise<void> {
  const server = createServer((request, response) => {
    serveImage(request, response).catch((error: unknown) => {
      console.error("image host:", error);
      response.destroy();
    });
  });
  stopAtShutdown(() => server.close());
  return new Promise((resolve, reject) => {
    server.once("error", reject).listen(IMAGE_PORT, "127.0.0.1", resolve);
  });
}

/** Encodes every image the pages reference up front, so no measured page load waits on an encoder. */
export async function prewarmImages(pages: string[]) {
  const pattern = new RegExp(`${IMAGE_HOST.replaceAll(".", "\\.")}/photo-[^"'\\s,)]+`, "g");
  const urls = new Set(
    pages.flatMap((html) =>
      (html.match(pattern) ?? []).map((u) => u.replaceAll("&amp;", "&").replaceAll("\\u0026", "&")),
    ),
  );
  const queue = [...urls];
  const accept = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8"; // what Chromium sends
  const worker = async () => {
    for (let url = queue.pop(); url; url = queue.pop()) {
      const response = await fetch(url, { headers: { accept } });
      if (!response.ok) throw new Error(`image host answered ${response.status} for ${url}`);
      await response.arrayBuffer();
    }
  };
  await Promise.all([worker(), worker()]);
  console.error(`Prewarmed ${urls.size} images.`);
}
