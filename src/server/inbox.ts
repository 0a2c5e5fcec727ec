import { appendFile, mkdir } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { dirname, resolve } from "node:path";
import { thankYou } from "../content/contact.ts";
import { CONTACT_ENDPOINT, CONTACT_FORM_NAME } from "../lib/contact.ts";
import { PATHS } from "../lib/paths.ts";
import { requestPath } from "./request-path.ts";

/**
 * The local stand-in for the form host's contact inbox: answers the contact
 * form's native `POST /` the way the host does for a visitor, and keeps each
 * message as one JSON line in a file (default `data/messages.jsonl`).
 *
 */

export const MAX_BODY_BYTES = 32 * 1024;
export const DEFAULT_INBOX_FILE = "data/messages.jsonl";

export interface ContactInboxOptions {
  /** Where messages go; else env CONTACT_INBOX_FILE, else data/messages.jsonl (both relative to cwd). */
  inboxFile?: string;
}

export interface InboxMessage {
  receivedAt: string;
  name: string;
  email: string;
  message: string;
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

class HttpError extends Error {
  status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** Resolved at call time so tests (and a shell) can redirect it with CONTACT_INBOX_FILE. */
export function inboxFilePath(options: ContactInboxOptions = {}): string {
  return resolve(process.cwd(), options.inboxFile ?? (process.env.CONTACT_INBOX_FILE || DEFAULT_INBOX_FILE));
}

/** The form's native submission: `POST /` (a query string is allowed, as the host allows it). */
export function isContactPost(request: IncomingMessage): boolean {
  return request.method === "POST" && requestPath(request) === CONTACT_ENDPOINT;
}

/** Answers the contact form's POST like the form host does for a visitor; never rejects. */
export async function handleContactPost(
  request: IncomingMessage,
  response: ServerResponse,
  options: ContactInboxOptions = {},
): Promise<void> {
  try {
    requireFormContentType(request.headers["content-type"]);
    const body = await readBody(request, MAX_BODY_BYTES);
    const entry = parseSubmission(body);
    await appendLine(inboxFilePath(options), `${JSON.stringify(entry)}\n`);
    console.log(
      `Uus sõnum: ${printable(entry.name)} <${printable(entry.email)}>, ${[...entry.message].length} tähemärki`,
    );
    sendPage(response, {
      status: 200,
      title: "Täname!",
      heading: thankYou.heading,
      sentence: thankYou.text,
      link: { href: PATHS.home, text: "Tagasi avalehele" },
    });
  } catch (error) {
    const known = error instanceof HttpError;
    if (!known) console.error("Kontaktivormi töötlemine ebaõnnestus:", error);
    const status = known ? error.status : 500;
    const sentence = known ? error.message : "Sõnumi salvestamine ebaõnnestus. Palun proovi hiljem uuesti.";
    // The rest of the body is not wanted on this connection (Node reads and drops what still comes).
    const connectionClose = status === 413;
    sendPage(response, {
      status,
      title: "Sõnumit ei saadetud",
      heading: "Sõnumit ei saadetud",
      sentence,
      link: { href: PATHS.contact, text: "Tagasi kontaktivormi juurde" },
      connectionClose,
    });
  }
}

function requireFormContentType(header: string | undefined) {
  // Stryker disable next-line StringLiteral: split always yields a first part, and a missing type is refused like any other
  const [type = "", ...params] = (header ?? "").split(";").map((part) => part.trim().toLowerCase());
  const charset = params.find((param) => param.startsWith("charset="))?.slice("charset=".length);
  const utf8 = charset === undefined || ["utf-8", "utf8", '"utf-8"'].includes(charset);
  if (type !== "application/x-www-form-urlencoded" || !utf8) {
    throw new HttpError(415, "Vormi andmed tulid tundmatul kujul.");
  }
}

/**
 * Reads at most `limit` bytes; past that it throws 413 and keeps nothing more.
 * The promise settles once: whatever the request does after that changes nothing.
 */
function readBody(request: IncomingMessage, limit: number): Promise<string> {
  const declared = Number(request.headers["content-length"]);
  if (declared > limit) return Promise.reject(new HttpError(413, "Sõnum on liiga pikk."));
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) reject(new HttpError(413, "Sõnum on liiga pikk."));
      else chunks.push(chunk);
    });
    request.on("end", () => {
      try {
        resolveBody(new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks)));
      } catch {
        reject(new HttpError(400, "Vormi andmed ei ole loetavad."));
      }
    });
    // The visitor left before the body ended: no answer can reach them, and nothing went wrong here.
    // Stryker disable next-line all: the visitor is gone; settled or not, nothing is stored, sent or logged
    for (const left of ["error", "close"]) request.on(left, () => reject(new HttpError(400, "Vormi saatmine katkes.")));
  });
}

function parseSubmission(body: string): InboxMessage {
  const fields = new URLSearchParams(body);
  if (fields.get("form-name") !== CONTACT_FORM_NAME) throw new HttpError(400, "Tundmatu vorm.");
  const [name, email, message] = ["name", "email", "message"].map((key) => (fields.get(key) ?? "").trim());
  if (!name || !email || !message) throw new HttpError(400, "Palun täida kõik väljad.");
  if (!EMAIL_SHAPE.test(email)) throw new HttpError(400, "E-posti aadress ei tundu õige.");
  return { receivedAt: new Date().toISOString(), name, email, message };
}

// One appendFile of the whole line (a single O_APPEND write) per message, and
// in this process one write at a time, so concurrent posts never interleave.
let writes: Promise<unknown> = Promise.resolve();

function appendLine(file: string, line: string): Promise<void> {
  const write = writes.then(async () => {
    await mkdir(dirname(file), { recursive: true });
    await appendFile(file, line);
  });
  writes = write.catch(() => undefined);
  return write;
}

/** Keeps a visitor's text from steering the terminal (escape sequences, fake lines). */
function printable(text: string): string {
  return text.replace(/\p{Cc}/gu, " ");
}

/** The page the inbox answers with: fixed texts of this module only, never what the visitor sent. */
interface InboxPage {
  status: number;
  title: string;
  heading: string;
  sentence: string;
  link: { href: string; text: string };
  /** Whether the connection ends after this answer (a body too large to read on). */
  connectionClose?: boolean;
}

function sendPage(response: ServerResponse, { status, title, heading, sentence, link, connectionClose }: InboxPage) {
  // Stryker disable next-line ConditionalExpression,LogicalOperator: each request gets one page, and Node drops what is written to a visitor who is gone
  if (response.headersSent || response.destroyed) return;
  // Only fixed texts from this module go into the page; nothing the visitor sent is echoed.
  const html = `<!doctype html>
<html lang="et">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} – Vormis</title>
</head>
<body>
<main>
<h1>${heading}</h1>
<p>${sentence}</p>
<p><a href="${link.href}">${link.text}</a></p>
</main>
</body>
</html>
`;
  response.writeHead(status, {
    "content-type": "text/html; charset=utf-8",
    "content-length": Buffer.byteLength(html),
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
    "content-security-policy": "default-src 'none'",
    ...(connectionClose ? { connection: "close" } : {}),
  });
  response.end(html);
}
