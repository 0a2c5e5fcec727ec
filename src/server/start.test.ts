// @vitest-environment node
import { execSync } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { rawRequest } from "../../specs/raw-http.ts";
import { letRequestsReachRealServers, writeBuiltSite } from "./built-site.test-fixture.ts";
import { startSite } from "./start.ts";

/** What `npm start` answers besides the files (static-host.test.ts): the contact form's POST and other methods. */

// Building for real takes a minute; the stand-in writes the small build the other tests serve.
vi.mock("node:child_process", () => ({ execSync: vi.fn() }));

letRequestsReachRealServers();

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
  vi.mocked(execSync).mockReset();
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
  it("serves the build found in BUILD_DIR on the port PORT names, without building again, and says where", async () => {
    const home = await rawRequest(port, "/");
    expect(home.status).toBe(200);
    expect(home.text).toContain("<h1>Avaleht</h1>");
    expect(announced).toEqual([`Vormis töötab aadressil http://localhost:${port}`]);
    expect(execSync).not.toHaveBeenCalled();
  });

  it("builds first when BUILD_DIR holds no finished build, saying so, then serves what it built", async () => {
    const emptyDir = mkdtempSync(join(tmpdir(), "vormis-unbuilt-"));
    mkdirSync(join(emptyDir, "client")); // as an interrupted build leaves it: no pages yet
    const env = { BUILD_DIR: emptyDir, PORT: "0" };
    vi.mocked(execSync).mockImplementation(() => {
      writeBuiltSite(join(emptyDir, "client"));
      return "";
    });
    announced = [];
    const built = startSite(env);
    try {
      await once(built, "listening");
      const builtPort = (built.address() as AddressInfo).port;
      expect((await rawRequest(builtPort, "/about")).text).toContain("<h1>Meist</h1>");
      expect(execSync).toHaveBeenCalledExactlyOnceWith("npm run build", { stdio: "inherit", env });
      expect(announced).toEqual([
        "Ehitust ei ole veel, ehitan (npm run build)…",
        `Vormis töötab aadressil http://localhost:${builtPort}`,
      ]);
    } finally {
      await new Promise((closed) => built.close(closed));
      rmSync(emptyDir, { recursive: true, force: true });
    }
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
