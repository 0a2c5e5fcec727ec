import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { rawRequest } from "#qa/support/raw-http.ts";
import { BUILD_HEADER } from "../build/build-stamp.ts";
import { ensureBuilt } from "../build/builds.ts";
import { writeBuiltSite } from "./built-site.test-fixture.ts";
import { startSite } from "./start.ts";

/** What `npm start` answers besides the files (static-host.test.ts): the contact form's POST and other methods. */

// Whether the build is current is src/build/builds.ts's job (builds.test.ts); here it is always
// current, made from the inputs whose stamp STAMP is, and the tests see that it was asked.
vi.mock("../build/builds.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../build/builds.ts")>()),
  ensureBuilt: vi.fn(),
}));
const STAMP = "c0ffee".repeat(10);

let buildDir: string;
let server: Server;
let port: number;
let announced: string[];

/** A port nothing listens on just now, for a server that is told which port to take. */
async function freePort() {
  const probe = createServer().listen(0);
  await once(probe, "listening");
  const { port: free } = probe.address() as AddressInfo;
  await new Promise((closed) => probe.close(closed));
  return free;
}

// Each test sets up its own, so that Stryker counts what the setup runs as covered by that test.
beforeEach(async () => {
  vi.mocked(ensureBuilt).mockReset().mockReturnValue({ stamp: STAMP, files: {}, env: {} });
  buildDir = mkdtempSync(join(tmpdir(), "vormis-start-"));
  writeBuiltSite(join(buildDir, "client"));
  announced = [];
  vi.spyOn(console, "log").mockImplementation((line: string) => void announced.push(line));
  port = await freePort();
  server = startSite({ BUILD_DIR: buildDir, PORT: String(port) });
  await once(server, "listening");
});
afterEach(async () => {
  await new Promise((closed) => server.close(closed));
  rmSync(buildDir, { recursive: true, force: true });
});

describe("npm start", () => {
  it("serves the build in BUILD_DIR on the port PORT names, once it is brought up to date, and says where", async () => {
    const home = await rawRequest(port, "/");
    expect(home.status).toBe(200);
    expect(home.text).toContain("<h1>Avaleht</h1>");
    expect(announced).toEqual([`Vormis töötab aadressil http://localhost:${port}`]);
    // Rebuilt first if any input changed since (src/build/builds.ts), its one line on stdout.
    expect(ensureBuilt).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ folder: buildDir, stampFile: join(buildDir, "build-stamp.json") }),
      { BUILD_DIR: buildDir, PORT: String(port) },
      console.log,
    );
  });

  it("names the stamp of the build it serves in every answer, so a run can tell it is this tree's", async () => {
    for (const [method, path] of [
      ["GET", "/"],
      ["HEAD", "/about"],
      ["GET", "/no-such-page"],
      ["PUT", "/"],
    ]) {
      expect((await rawRequest(port, path, { method })).headers[BUILD_HEADER], `${method} ${path}`).toBe(STAMP);
    }
  });

  it("says in one line that the port is taken, rather than failing with a stack trace", async () => {
    const errors: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: string) => void errors.push(line));
    const second = startSite({ BUILD_DIR: buildDir, PORT: String(port) });
    await once(second, "error");
    expect(second.listening).toBe(false);
    expect(errors).toEqual([
      `Port ${port} on juba kasutusel (kas npm start juba töötab?): peata see või vali teine, näiteks PORT=${port + 1} npm start`,
    ]);
  });

  it("does not take any other error for a taken port: it is raised as it is", () => {
    const errors: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: string) => void errors.push(line));
    const refused = Object.assign(new Error("permission denied"), { code: "EACCES" });
    expect(() => server.emit("error", refused)).toThrow("permission denied");
    expect(errors).toEqual([]);
  });

  it("answers HEAD like GET, without the body", async () => {
    const head = await rawRequest(port, "/about", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.sent.length).toBe(0);
  });

  it("takes the contact form's POST at the site root and thanks the visitor", async () => {
    vi.stubEnv("CONTACT_INBOX_FILE", join(buildDir, "inbox.jsonl"));
    const answer = await fetch(`http://localhost:${port}/`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "form-name=contact&name=Mari&email=mari%40example.ee&message=Tere",
    });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain("<h1>TÄNAME!</h1>");
    expect(readFileSync(join(buildDir, "inbox.jsonl"), "utf8")).toContain('"name":"Mari"');
  });

  it("refuses other methods with 405, saying truthfully which ones the address takes", async () => {
    for (const [method, path, allow] of [
      ["PUT", "/", "GET, HEAD, POST"],
      ["DELETE", "/?x=1", "GET, HEAD, POST"],
      ["POST", "/about", "GET, HEAD"],
      ["POST", "/contact?x=1", "GET, HEAD"],
    ]) {
      const answer = await rawRequest(port, path, { method });
      expect(answer.status, `${method} ${path}`).toBe(405);
      expect(answer.headers.allow, `${method} ${path}`).toBe(allow);
      expect(answer.headers["content-type"], `${method} ${path}`).toBe("text/plain; charset=utf-8");
      expect(answer.text, `${method} ${path}`).toBe("Meetod ei ole lubatud.");
    }
  });
});
