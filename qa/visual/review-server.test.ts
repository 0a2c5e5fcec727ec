import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { choosePorts } from "../support/ports";
import { rawRequest } from "../support/raw-http";
import type { CollectedRun } from "./change";
import type { ReviewedRun } from "./change.ts";
import { collectRun, obsoleteBaselines } from "./collect";
import { recordedClaims, recordedCollection, recordedVisualRun, snapshotsCopy } from "./fixtures/load-fixture";
import { baselineFiles } from "./load-run";
import type { ReviewData } from "./review-page";
import { serveReview } from "./review-server";

/**
 * The review server as a reviewer meets it: the recorded real run's review on a free loopback port,
 * asked what the page's Accept buttons ask, accepting into a copy of that run's snapshots/.
 */

/** The part of the recorded run reviewed here: a changed picture and text, the renamed story's new and obsolete baselines, and a page whose test failed first. */
const REVIEWED = /packagecard--premium-desktop|notfound--page-desktop|thankyoupanel--|unknown-page-desktop/;
const PICTURE = "stories.spec.ts/packagecard--premium-desktop.png";
const TEXT = "stories.spec.ts/notfound--page-desktop.aria.yml";
const NEW = "stories.spec.ts/thankyoupanel--shown-desktop.png";
const OBSOLETE = "stories.spec.ts/thankyoupanel--default-desktop.png";
const NOT_COMPARED = "not-found.spec.ts/unknown-page-desktop.png";

let folder: string;
let dir: string;
let snapshotsDir: string;
let servers: Server[];
let printed: string[];

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "review-server-"));
  dir = join(folder, "review");
  snapshotsDir = snapshotsCopy();
  servers = [];
  printed = [];
  vi.spyOn(console, "log").mockImplementation((line: unknown) => {
    printed.push(String(line));
  });
});

afterEach(async () => {
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((server) => new Promise((closed) => server.close(closed))));
  rmSync(folder, { recursive: true, force: true });
  rmSync(snapshotsDir, { recursive: true, force: true });
});

/** The reviewed part of a collection against the copy of snapshots/, with the baselines no test takes any more. */
function reviewedPart(run: CollectedRun): ReviewedRun {
  const obsolete = obsoleteBaselines(recordedClaims(), baselineFiles(snapshotsDir), snapshotsDir);
  return {
    ...run,
    changes: [...run.changes, ...obsolete].filter((change) => REVIEWED.test(change.name)),
    commit: "27fc6b4",
  };
}

/** The run as `npm run snapshots:review` reads it again after an accept: collected anew against snapshots/ now. */
const collectedAgain = async () =>
  reviewedPart(await collectRun(recordedVisualRun(), { snapshotsDir, claimed: recordedClaims() }));

async function served(options: { reload?: () => Promise<ReviewedRun>; port?: number } = {}) {
  const run = reviewedPart(recordedCollection("partial"));
  const started = await serveReview(run, { dir, snapshotsDir, reload: async () => run, ...options });
  servers.push(started.server);
  return { ...started, run, port: Number(new URL(started.address).port) };
}

/** What the page's Accept button sends. */
const accept = (address: string, body: unknown, type = "application/json") =>
  fetch(new URL("/accept", address), {
    method: "POST",
    headers: { "content-type": type },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

async function answer(response: Response) {
  expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
  return { status: response.status, body: await response.json() };
}

/**
 * An accept request of `length` bytes, written as fast as the server takes it in, until the server
 * closes the connection: what the server answered, and how much of the body had been written by then.
 */
function uploadUntilClosed(port: number, length: number) {
  return new Promise<{ response: string; written: number }>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    const chunk = Buffer.alloc(64 * 1024, " ");
    let written = 0;
    let response = "";
    socket.setEncoding("utf8");
    socket.on("data", (text: string) => {
      response += text;
    });
    // Writing into a connection the server reset fails: the answer and the count are what is asked.
    socket.on("error", () => undefined);
    socket.on("close", () => resolve({ response, written }));
    const write = () => {
      while (written < length && !socket.destroyed) {
        written += chunk.length;
        if (!socket.write(chunk)) {
          socket.once("drain", write);
          return;
        }
      }
    };
    socket.write(
      `POST /accept HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\ncontent-type: application/json\r\ncontent-length: ${length}\r\n\r\n`,
    );
    write();
  });
}

/** Every file under the copy of snapshots/, as bytes. */
const contents = () =>
  Object.fromEntries(
    baselineFiles(snapshotsDir).map((file) => [file, readFileSync(join(snapshotsDir, file)).toString("base64")]),
  );
const changedFiles = (before: Record<string, string>, after: Record<string, string>) =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((file) => before[file] !== after[file]).sort();

describe("the review server", () => {
  it("serves the review page with an Accept button on each change, at the loopback address it prints", async () => {
    const { address, run } = await served();
    expect(address).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(printed).toEqual([`Review with Accept buttons: ${address} (Ctrl-C stops it)`]);

    const page = await fetch(address);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("text/html;charset=utf-8");
    const html = await page.text();
    expect(html).toContain(">Accept packagecard--premium-desktop.png</button>");
    expect(html).toContain("Accept writes the change into snapshots/ at once.");
    expect(html).not.toContain("Copy names</button>");
    expect(html).toBe(readFileSync(join(dir, "index.html"), "utf8"));

    const data = (await (await fetch(new URL("changes.json", address))).json()) as ReviewData;
    expect(data.changes.map((change) => change.name)).toEqual(run.changes.map((change) => change.name));
    const picture = data.changes.find((change) => change.name === PICTURE)?.files.actual ?? "";
    const file = await fetch(new URL(picture, address));
    expect(file.headers.get("content-type")).toBe("image/png");
    const actual = run.changes.find((change) => change.name === PICTURE)?.files.actual ?? "";
    expect(Buffer.from(await file.arrayBuffer()).equals(readFileSync(actual))).toBe(true);
  });

  it("has the browser keep no copy, so that a page reloaded after an accept is the page written anew", async () => {
    const { address } = await served();
    expect((await fetch(address)).headers.get("cache-control")).toBe("no-store");
  });

  it("listens on this machine only, on the port it is given", async () => {
    // A free port: the variable is unset in the environment given.
    const { E2E_SITE_PORT: free } = await choosePorts(["E2E_SITE_PORT"], {});
    const { address, server } = await served({ port: free });
    expect(address).toBe(`http://127.0.0.1:${free}/`);
    expect(server.address()).toMatchObject({ address: "127.0.0.1", port: free });
  });

  it("fails, naming the address, when the port it is given is taken", async () => {
    const { port, run } = await served();
    const second = serveReview(run, { dir: join(folder, "second"), snapshotsDir, reload: async () => run, port });
    await expect(second).rejects.toThrow(`address already in use 127.0.0.1:${port}`);
  });

  it("answers Not found, as text, for anything the review does not hold", async () => {
    const { address } = await served();
    for (const path of ["nothing.html", "files/0-actual.png", "stories.spec.ts/packagecard--premium-desktop.png"]) {
      const missing = await fetch(new URL(path, address));
      expect(missing.status, path).toBe(404);
      expect(missing.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(await missing.text()).toBe("Not found.");
    }
  });

  it("sends nothing from outside its folder, however the path is written", async () => {
    const { port } = await served();
    writeFileSync(join(folder, "secret.txt"), "beside the review folder");
    for (const path of ["/../secret.txt", "/%2e%2e/secret.txt", "/files/../../secret.txt", "/..%2fsecret.txt"]) {
      const answered = await rawRequest(port, path, { headers: { host: `127.0.0.1:${port}` } });
      expect(answered.status, path).toBe(404);
      expect(answered.text, path).toBe("Not found.");
    }
  });

  it("refuses a request naming another host, as a site pointed at this port by name would send it", async () => {
    const { port } = await served();
    const before = contents();
    for (const host of [`evil.example:${port}`, `localhost:${port}`, "127.0.0.1"]) {
      const refused = await rawRequest(port, "/", { headers: { host } });
      expect(refused.status, host).toBe(403);
      expect(refused.headers["content-type"]).toBe("text/plain; charset=utf-8");
      expect(refused.text).toBe("Open the address printed.");
    }
    const acceptRefused = await rawRequest(port, "/accept", {
      method: "POST",
      headers: { host: `evil.example:${port}`, "content-type": "application/json" },
    });
    expect(acceptRefused.status).toBe(403);
    expect(contents()).toEqual(before);
  });
});

describe("accepting from the review page", () => {
  it("writes exactly the named baseline into snapshots/, says so, and serves the page written anew with it accepted", async () => {
    const { address, run } = await served({ reload: collectedAgain });
    const before = contents();
    expect(await answer(await accept(address, { names: [PICTURE] }, "application/json; charset=utf-8"))).toEqual({
      status: 200,
      body: { done: [`updated ${PICTURE}`] },
    });
    const after = contents();
    expect(changedFiles(before, after)).toEqual([PICTURE]);
    const actual = run.changes.find((change) => change.name === PICTURE)?.files.actual ?? "";
    expect(readFileSync(join(snapshotsDir, PICTURE)).equals(readFileSync(actual))).toBe(true);
    expect(printed.at(-1)).toBe(`updated ${PICTURE}`);

    const html = await (await fetch(address)).text();
    expect(html).not.toContain(">Accept packagecard--premium-desktop.png</button>");
    expect(html).toContain(">Accept thankyoupanel--shown-desktop.png</button>");
    const data = (await (await fetch(new URL("changes.json", address))).json()) as ReviewData;
    expect(data.counts.accepted).toBe(1);
    expect(data.changes.find((change) => change.name === PICTURE)?.accepted).toBe(true);
  });

  it("accepts a group's names at once, removing an obsolete baseline, and prints each on a line of its own", async () => {
    const { address, run } = await served({ reload: collectedAgain });
    const before = contents();
    expect(await answer(await accept(address, { names: [TEXT, NEW, OBSOLETE] }))).toEqual({
      status: 200,
      body: { done: [`updated ${TEXT}`, `added ${NEW}`, `removed ${OBSOLETE}`] },
    });
    expect(changedFiles(before, contents())).toEqual([TEXT, OBSOLETE, NEW].sort());
    expect(existsSync(join(snapshotsDir, OBSOLETE))).toBe(false);
    const text = run.changes.find((change) => change.name === TEXT);
    expect(readFileSync(join(snapshotsDir, TEXT), "utf8")).toBe(text?.actualText);
    expect(printed.at(-1)).toBe(`updated ${TEXT}\nadded ${NEW}\nremoved ${OBSOLETE}`);
  });

  it("takes names from the run as read again after the last accept: a removed baseline is said to be accepted already", async () => {
    const { address } = await served({ reload: collectedAgain });
    expect((await accept(address, { names: [OBSOLETE] })).status).toBe(200);
    const data = (await (await fetch(new URL("changes.json", address))).json()) as ReviewData;
    expect(data.changes.map((change) => change.name)).not.toContain(OBSOLETE);
    const before = contents();
    expect(await answer(await accept(address, { names: [OBSOLETE, PICTURE] }))).toEqual({
      status: 200,
      body: { done: [`updated ${PICTURE}`], already: [OBSOLETE] },
    });
    expect(changedFiles(before, contents())).toEqual([PICTURE]);
    expect(printed.at(-1)).toBe(`updated ${PICTURE}\n${OBSOLETE} was accepted already`);
  });

  it("takes two accepts sent at once one after the other: the second finds the change accepted by the first and says so", async () => {
    const { address } = await served({ reload: collectedAgain });
    const before = contents();
    // Both sent before either is answered, as two Accept presses in two tabs.
    const [first, second] = await Promise.all([
      accept(address, { names: [PICTURE, OBSOLETE] }),
      accept(address, { names: [OBSOLETE, PICTURE] }),
    ]);
    expect(await answer(first)).toEqual({
      status: 200,
      body: { done: [`updated ${PICTURE}`, `removed ${OBSOLETE}`] },
    });
    expect(await answer(second)).toEqual({ status: 200, body: { done: [], already: [OBSOLETE, PICTURE] } });
    expect(changedFiles(before, contents())).toEqual([PICTURE, OBSOLETE].sort());
    expect(printed.slice(1)).toEqual([
      `updated ${PICTURE}\nremoved ${OBSOLETE}`,
      `${OBSOLETE} was accepted already\n${PICTURE} was accepted already`,
    ]);
    const data = (await (await fetch(new URL("changes.json", address))).json()) as ReviewData;
    expect(data.counts.accepted).toBe(1);
  });

  it("takes the next accept after one that failed, as if that one had not been sent", async () => {
    const { address } = await served({ reload: collectedAgain });
    const before = contents();
    const [refused, taken] = await Promise.all([
      accept(address, { names: [PICTURE, NOT_COMPARED] }),
      accept(address, { names: [PICTURE] }),
    ]);
    expect((await answer(refused)).status).toBe(400);
    expect(await answer(taken)).toEqual({ status: 200, body: { done: [`updated ${PICTURE}`] } });
    expect(changedFiles(before, contents())).toEqual([PICTURE]);
  });

  it("says the baselines are written but the page is not, when the run cannot be read again", async () => {
    const { address } = await served({
      reload: () => Promise.reject(new Error("No run report: run npm run test:visual first.")),
    });
    const before = contents();
    expect(await answer(await accept(address, { names: [PICTURE] }))).toEqual({
      status: 200,
      body: {
        done: [`updated ${PICTURE}`],
        warning: "Accepted, but the page could not be refreshed: No run report: run npm run test:visual first.",
      },
    });
    expect(changedFiles(before, contents())).toEqual([PICTURE]);
    expect(await (await fetch(new URL("changes.json", address))).text()).toContain(`"accepted": 0`);
  });

  it("accepts only what is posted to /accept: another method or address finds nothing and writes nothing", async () => {
    const { address } = await served();
    const before = contents();
    const body = JSON.stringify({ names: [PICTURE] });
    const headers = { "content-type": "application/json" };
    for (const [method, path] of [
      ["GET", "/accept"],
      ["PUT", "/accept"],
      ["DELETE", "/accept"],
      ["POST", "/accept?names=all"],
      ["POST", "/accept/"],
    ]) {
      const answered = await fetch(new URL(path, address), { method, headers, body: method === "GET" ? null : body });
      expect(answered.status, `${method} ${path}`).toBe(404);
      expect(await answered.text()).toBe("Not found.");
    }
    expect(contents()).toEqual(before);
  });

  it("refuses a request that is not JSON, as a page of another site could send it, and writes nothing", async () => {
    const { address, port } = await served();
    const before = contents();
    const refusal = { status: 415, body: { error: "Send the names as application/json." } };
    const names = JSON.stringify({ names: [PICTURE] });
    expect(await answer(await accept(address, names, "text/plain"))).toEqual(refusal);
    expect(await answer(await accept(address, `names=${PICTURE}`, "application/x-www-form-urlencoded"))).toEqual(
      refusal,
    );
    const untyped = await fetch(new URL("/accept", address), { method: "POST", body: new TextEncoder().encode(names) });
    expect(await answer(untyped)).toEqual(refusal);
    const bare = await rawRequest(port, "/accept", { method: "POST", headers: { host: `127.0.0.1:${port}` } });
    expect({ status: bare.status, body: JSON.parse(bare.text) }).toEqual(refusal);
    expect(contents()).toEqual(before);
  });

  it("refuses a body that names no change: not JSON, no list, an empty list, or a list of other things", async () => {
    const { address } = await served();
    const before = contents();
    const malformed = await answer(await accept(address, "names: [packagecard]"));
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toMatch(/JSON/);
    for (const body of [{}, { names: PICTURE }, { names: [] }, { names: [1] }, { names: [PICTURE, null] }]) {
      expect(await answer(await accept(address, body)), JSON.stringify(body)).toEqual({
        status: 400,
        body: { error: "Name at least one change." },
      });
    }
    expect(contents()).toEqual(before);
  });

  it("refuses names not in this review, patterns too, naming each, and writes nothing", async () => {
    const { address } = await served();
    const before = contents();
    const names = [PICTURE, "stories.spec.ts/packagecard--premum-desktop.png", "stories.spec.ts/packagecard--*"];
    expect(await answer(await accept(address, { names }))).toEqual({
      status: 404,
      body: {
        error:
          "No change named stories.spec.ts/packagecard--premum-desktop.png, stories.spec.ts/packagecard--* in this review.",
      },
    });
    expect(contents()).toEqual(before);
  });

  it("refuses a baseline its run did not compare, saying why, and writes nothing", async () => {
    const { address } = await served();
    const before = contents();
    const refused = await answer(await accept(address, { names: [PICTURE, NOT_COMPARED] }));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(
      `"${NOT_COMPARED}" was not compared (its test failed before comparing it: Error: expect(page).toHaveTitle(expected) failed`,
    );
    expect(contents()).toEqual(before);
  });

  it("reads a list of names up to 256 KiB long, and refuses a longer request as too large", async () => {
    const { address } = await served();
    const names = JSON.stringify({ names: [PICTURE] });
    const padded = (length: number) => names + " ".repeat(length - names.length);
    expect(await answer(await accept(address, padded(256 * 1024 + 1)))).toEqual({
      status: 413,
      body: { error: "The request is too large." },
    });
    expect(await answer(await accept(address, padded(256 * 1024)))).toEqual({
      status: 200,
      body: { done: [`updated ${PICTURE}`] },
    });
  });

  it("stops reading a request at its limit: it answers too large and closes the connection before the rest is sent", async () => {
    const { port } = await served();
    const before = contents();
    const sent = await uploadUntilClosed(port, 64 * 1024 * 1024);
    expect(sent.response).toMatch(/^HTTP\/1\.1 413 Payload Too Large\r\n/);
    expect(sent.response).toMatch(/\r\nconnection: close\r\n/i);
    expect(sent.response).toContain(JSON.stringify({ error: "The request is too large." }));
    // The server read 256 KiB and left the rest unread: of the 64 MiB, only what the system's buffers took in went.
    expect(sent.written).toBeLessThan(16 * 1024 * 1024);
    expect(contents()).toEqual(before);
  });

  it("reads names in any script whole, however the request arrives in parts", async () => {
    const { address } = await served();
    // Three bytes a character, over several of the network's parts: some part ends inside a character.
    const name = `stories.spec.ts/${"€".repeat(60_000)}-desktop.png`;
    expect(await answer(await accept(address, { names: [name] }))).toEqual({
      status: 404,
      body: { error: `No change named ${name} in this review.` },
    });
  });
});
