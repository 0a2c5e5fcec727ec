import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { listenOnFreePort } from "./built-site.test-fixture.ts";
import { handleContactPost, isContactPost, MAX_BODY_BYTES } from "./inbox.ts";

const FORM = "application/x-www-form-urlencoded";

let server: Awaited<ReturnType<typeof listenOnFreePort>>;
let origin: string;
let folder: string;
let inboxFile: string;

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A real HTTP round trip through node:http to the handler. With `chunked`, the body
 * is streamed in 4 KB pieces without a content-length, as a client that does not
 * announce its size.
 */
function post(
  body: string | Buffer,
  contentType: string | null = FORM,
  { chunked = false }: { chunked?: boolean } = {},
): Promise<Reply> {
  return new Promise((resolveReply, reject) => {
    const headers: Record<string, string | number> = {};
    if (!chunked) headers["content-length"] = Buffer.byteLength(body);
    if (contentType) headers["content-type"] = contentType;
    const outgoing = request(`${origin}/`, { method: "POST", headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.on("end", () =>
        resolveReply({
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          body: Buffer.concat(chunks).toString("utf8"),
        }),
      );
      incoming.on("error", reject);
    });
    outgoing.on("error", reject);
    if (!chunked) return void outgoing.end(body);
    for (let start = 0; start < body.length; start += 4096) outgoing.write(body.slice(start, start + 4096));
    outgoing.end();
  });
}

function form(fields: Record<string, string>): string {
  return new URLSearchParams({ "form-name": "contact", ...fields }).toString();
}

const valid = { name: "Mari Maasikas", email: "mari@example.ee", message: "Tere!" };

function inboxLines(): string[] {
  if (!existsSync(inboxFile)) return [];
  return readFileSync(inboxFile, "utf8").split("\n").filter(Boolean);
}

async function expectStillServing() {
  const reply = await post(form(valid));
  expect(reply.status).toBe(200);
}

beforeAll(async () => {
  server = await listenOnFreePort((incoming, outgoing) => {
    if (isContactPost(incoming)) {
      void handleContactPost(incoming, outgoing);
      return;
    }
    outgoing.writeHead(405).end();
  });
  origin = `http://localhost:${server.port}`;
});

afterAll(() => server.close());

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "vormis-inbox-"));
  inboxFile = join(folder, "messages.jsonl");
  vi.stubEnv("CONTACT_INBOX_FILE", inboxFile);
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(folder, { recursive: true, force: true });
});

describe("a valid contact submission", () => {
  it("is thanked in Estonian and stored as exactly one JSON line with the sent text intact", async () => {
    const sent = {
      name: "Õie Šõmer",
      email: "oie.somer@näide.ee",
      message: "Tere! Küsimus õ ä ö ü š ž ja Õ Ä Ö Ü Š Ž kohta.\nTeine rida.",
    };
    const reply = await post(form(sent));

    expect(reply.status).toBe(200);
    expect(reply.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(reply.body).toContain('<html lang="et">');
    expect(reply.body).toContain("<title>Täname! – Vormis</title>");
    expect(reply.body).toContain("<h1>TÄNAME!</h1>");
    expect(reply.body).toContain("Saime Teie kirja kätte. Vastame esimesel võimalusel!");
    expect(reply.body).toContain('<a href="/">Tagasi avalehele</a>');
    expect(reply.body).not.toContain("style");

    const lines = inboxLines();
    expect(lines).toHaveLength(1);
    const stored = JSON.parse(lines[0] ?? "");
    expect(Object.keys(stored)).toEqual(["receivedAt", "name", "email", "message"]);
    expect(stored).toMatchObject(sent);
    expect(Number.isNaN(Date.parse(stored.receivedAt))).toBe(false);
    expect(readFileSync(inboxFile, "utf8").endsWith("}\n")).toBe(true);
  });

  it("prints a one-line summary with the sender and the message length", async () => {
    await post(form({ ...valid, message: "õäöü" }));
    expect(console.log).toHaveBeenCalledWith("Uus sõnum: Mari Maasikas <mari@example.ee>, 4 tähemärki");
  });

  it("keeps a visitor's control characters out of the terminal, printing each as a space", async () => {
    await post(form({ ...valid, name: "Mari\u001b[2J\nUus sõnum: võlts" }));
    expect(console.log).toHaveBeenCalledWith("Uus sõnum: Mari [2J Uus sõnum: võlts <mari@example.ee>, 5 tähemärki");
  });

  it("creates the inbox folder on demand", async () => {
    inboxFile = join(folder, "not", "yet", "there.jsonl");
    vi.stubEnv("CONTACT_INBOX_FILE", inboxFile);
    expect((await post(form(valid))).status).toBe(200);
    expect(inboxLines()).toHaveLength(1);
  });

  it("accepts UTF-8 however the content type's charset parameter spells it", async () => {
    for (const parameters of ["charset=UTF-8", "charset=utf8", 'charset="utf-8"', "x=1; charset=utf-8"]) {
      expect((await post(form(valid), `${FORM}; ${parameters}`)).status, parameters).toBe(200);
    }
    expect(inboxLines()).toHaveLength(4);
  });

  it("loses nothing when 20 visitors post at once: 20 intact JSON lines", async () => {
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        post(form({ ...valid, name: `Külastaja ${index}`, message: `Sõnum ${index} ${"ž".repeat(2000)}` })),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(20).fill(200));
    const stored = inboxLines().map((line) => JSON.parse(line));
    expect(stored).toHaveLength(20);
    expect(new Set(stored.map((entry) => entry.name)).size).toBe(20);
    for (const entry of stored) expect(entry.message).toMatch(/^Sõnum \d+ ž{2000}$/);
  });
});

describe("a rejected submission writes nothing, explains itself in Estonian and leaves the server serving", () => {
  const UNKNOWN_SHAPE = "Vormi andmed tulid tundmatul kujul.";
  const rejected: [string, () => Promise<Reply>, number, string][] = [
    ["an empty field", () => post(form({ ...valid, name: "" })), 400, "Palun täida kõik väljad."],
    ["a blank field", () => post(form({ ...valid, message: "  \n\t " })), 400, "Palun täida kõik väljad."],
    [
      "a missing field",
      () => post("form-name=contact&name=Mari&email=mari%40example.ee"),
      400,
      "Palun täida kõik väljad.",
    ],
    ["a wrong form-name", () => post(form({ ...valid, "form-name": "newsletter" })), 400, "Tundmatu vorm."],
    ["a missing form-name", () => post(new URLSearchParams(valid).toString()), 400, "Tundmatu vorm."],
    [
      "an email without a domain",
      () => post(form({ ...valid, email: "mari@" })),
      400,
      "E-posti aadress ei tundu õige.",
    ],
    [
      "an email with a space",
      () => post(form({ ...valid, email: "ma ri@x.ee" })),
      400,
      "E-posti aadress ei tundu õige.",
    ],
    [
      "a JSON body",
      () => post(JSON.stringify({ "form-name": "contact", ...valid }), "application/json"),
      415,
      UNKNOWN_SHAPE,
    ],
    ["a text/plain body", () => post(form(valid), "text/plain"), 415, UNKNOWN_SHAPE],
    ["no content type", () => post(form(valid), null), 415, UNKNOWN_SHAPE],
    ["a non-UTF-8 charset", () => post(form(valid), `${FORM}; charset=iso-8859-1`), 415, UNKNOWN_SHAPE],
    [
      "bytes that are not UTF-8",
      () => post(Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x3d, 0xff])),
      400,
      "Vormi andmed ei ole loetavad.",
    ],
    ["a 100 KB body", () => post(form({ ...valid, message: "a".repeat(100 * 1024) })), 413, "Sõnum on liiga pikk."],
    [
      "a 100 KB body streamed without a content-length",
      () => post(form({ ...valid, message: "a".repeat(100 * 1024) }), FORM, { chunked: true }),
      413,
      "Sõnum on liiga pikk.",
    ],
  ];

  it.each(rejected)("%s", async (_, send, status, sentence) => {
    const reply = await send();
    expect(reply.status).toBe(status);
    expect(reply.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(reply.body).toContain('<html lang="et">');
    expect(reply.body).toContain("<title>Sõnumit ei saadetud – Vormis</title>");
    expect(reply.body).toContain("<h1>Sõnumit ei saadetud</h1>");
    expect(reply.body).toContain(`<p>${sentence}</p>`);
    expect(reply.body).toContain('<a href="/contact">Tagasi kontaktivormi juurde</a>');
    expect(inboxLines()).toHaveLength(0);

    await expectStillServing();
    expect(inboxLines()).toHaveLength(1);
  });

  it("refuses a body announced as too long at once, without waiting for it to arrive", async () => {
    const reply = await new Promise<number>((resolveStatus, reject) => {
      const headers = { "content-type": FORM, "content-length": MAX_BODY_BYTES + 1 };
      const outgoing = request(`${origin}/`, { method: "POST", headers }, (incoming) => {
        resolveStatus(incoming.statusCode ?? 0);
        outgoing.destroy();
      });
      outgoing.on("error", reject);
      outgoing.write(form(valid)); // the rest never comes
    });
    expect(reply).toBe(413);
    expect(inboxLines()).toHaveLength(0);
  });

  it("closes the connection after refusing a body too long, so the rest of it is not read", async () => {
    const refused = await post(form({ ...valid, message: "a".repeat(100 * 1024) }));
    expect(refused.headers.connection).toBe("close");
    const otherwise = await post(form({ ...valid, name: "" }));
    expect(otherwise.headers.connection).toBe("keep-alive");
  });

  it("never echoes the visitor's text into the error page", async () => {
    const reply = await post(form({ ...valid, email: "<script>alert(1)</script>" }));
    expect(reply.status).toBe(400);
    expect(reply.body).not.toContain("<script>");
    expect(reply.body).not.toContain("alert(1)");
  });

  it("takes a body of just under the limit but refuses one byte over it", async () => {
    const filler = (total: number) => {
      const head = form({ ...valid, message: "" });
      return `${head}${"a".repeat(total - head.length)}`;
    };
    expect((await post(filler(MAX_BODY_BYTES))).status).toBe(200);
    expect((await post(filler(MAX_BODY_BYTES + 1))).status).toBe(413);
    expect(inboxLines()).toHaveLength(1);
  });
});

describe("what every answer of the inbox carries", () => {
  it("neither the thank-you page nor an error page is cached, sniffed or allowed to run anything; each has its true length and keeps the connection", async () => {
    for (const reply of [await post(form(valid)), await post(form({ ...valid, name: "" }))]) {
      expect(reply.headers).toMatchObject({
        "cache-control": "no-store",
        "x-content-type-options": "nosniff",
        "content-security-policy": "default-src 'none'",
        "content-length": String(Buffer.byteLength(reply.body)),
        connection: "keep-alive",
      });
    }
  });
});

describe("a message the inbox cannot store", () => {
  it("is answered 500 with an apology, logged for the host, and the next message is stored again", async () => {
    const failed = vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.stubEnv("CONTACT_INBOX_FILE", folder); // a folder, which no line can be appended to
    const reply = await post(form(valid));
    expect(reply.status).toBe(500);
    expect(reply.body).toContain("<p>Sõnumi salvestamine ebaõnnestus. Palun proovi hiljem uuesti.</p>");
    expect(reply.body).toContain('<a href="/contact">Tagasi kontaktivormi juurde</a>');
    expect(failed).toHaveBeenCalledWith(
      "Kontaktivormi töötlemine ebaõnnestus:",
      expect.objectContaining({ code: "EISDIR" }),
    );

    vi.stubEnv("CONTACT_INBOX_FILE", inboxFile);
    await expectStillServing();
    expect(inboxLines()).toHaveLength(1);
  });

  it("logs nothing as a failure when the visitor's input is what was wrong", async () => {
    const failed = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect((await post(form({ ...valid, email: "mari@" }))).status).toBe(400);
    expect(failed).not.toHaveBeenCalled();
  });
});

describe("routing", () => {
  it("sends only POST / to the inbox", () => {
    const fake = (method: string, url: string) => ({ method, url }) as Parameters<typeof isContactPost>[0];
    expect(isContactPost(fake("POST", "/"))).toBe(true);
    expect(isContactPost(fake("POST", "/?x=1"))).toBe(true);
    expect(isContactPost(fake("POST", "/contact"))).toBe(false);
    expect(isContactPost(fake("GET", "/"))).toBe(false);
  });
});
