import type { IncomingMessage } from "node:http";

/**
 * The path a request asks for, as the static-file library reads it (through
 * @polka/url): the request target up to its query or fragment.
 *
 */
export function requestPath(request: IncomingMessage): string {
  // Stryker disable next-line StringLiteral: node:http gives every request it serves a URL
  return (request.url ?? "/").split(/[?#]/, 1)[0];
}
