import { mkdirSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { testFolder } from "#qa/support/fixtures/test-folder.ts";
import { answers, choosePorts } from "#qa/support/ports.ts";
import { rawRequest } from "#qa/support/raw-http.ts";
import { BUILD_HEADER } from "#src/build/build-stamp.ts";
import { type BuildKind, catalogueBuild, ensureBuilt } from "#src/build/builds.ts";
import { startCatalogueServer } from "./catalogue-server.ts";

// No Storybook build here: "this tree's" catalogue is a test folder's, and bringing it up to date is a stand-in.
vi.mock("#src/build/builds.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("#src/build/builds.ts")>();
  return { ...actual, catalogueBuild: vi.fn(actual.catalogueBuild), ensureBuilt: vi.fn() };
});

let build: BuildKind;
let started: { origin: string; stop: () => Promise<void> } | undefined;
beforeEach(async () => {
  const root = testFolder("catalogue-server-start");
  const { catalogueBuild: actual } =
    await vi.importActual<typeof import("#src/build/builds.ts")>("#src/build/builds.ts");
  build = actual(root);
  vi.mocked(catalogueBuild).mockReset().mockReturnValue(build);
  vi.mocked(ensureBuilt).mockReset();
  mkdirSync(join(root, "storybook-static"));
  writeFileSync(join(root, "storybook-static", "index.json"), '{"v":5,"entries":{}}');
  writeFileSync(join(root, "storybook-static", ".build-stamp.json"), '{"stamp":"an older build"}');
});
/** The catalogue's index.json from the server at `origin`, on a connection of its own that ends with the answer. */
const indexFrom = (origin: string) => rawRequest(Number(new URL(origin).port), "/index.json");

afterEach(async () => {
  await started?.stop();
  started = undefined;
});

/** The port variable set for this test only. */
function portVariable(value: string) {
  vi.stubEnv("ENGINES_CATALOGUE_PORT", value);
  onTestFinished(() => {
    vi.unstubAllEnvs();
  });
}

describe("the catalogue a tool serves", () => {
  it("is this tree's build, brought up to date first, served with the stamp of the build it then is", async () => {
    const log = vi.fn();
    // Bringing it up to date rebuilds it: a new stamp.
    vi.mocked(ensureBuilt).mockImplementation(() => {
      writeFileSync(join(build.root, build.stampFile), '{"stamp":"the build of the tree as it is"}');
      return { stamp: "the build of the tree as it is", files: {}, env: {} };
    });
    started = await startCatalogueServer("ENGINES_CATALOGUE_PORT", log);
    expect(catalogueBuild).toHaveBeenCalledWith();
    expect(ensureBuilt).toHaveBeenCalledExactlyOnceWith(build, process.env, log);
    expect(started.origin).toMatch(/^http:\/\/localhost:\d+$/);
    const index = await indexFrom(started.origin);
    expect(JSON.parse(index.text)).toEqual({ v: 5, entries: {} });
    expect(index.headers[BUILD_HEADER]).toBe("the build of the tree as it is");
  });

  it("is on the port its variable names when nothing answers there", async () => {
    const { ENGINES_CATALOGUE_PORT: port } = await choosePorts(["ENGINES_CATALOGUE_PORT"], {});
    portVariable(String(port));
    started = await startCatalogueServer("ENGINES_CATALOGUE_PORT", vi.fn());
    expect(started.origin).toBe(`http://localhost:${port}`);
    expect(JSON.parse((await indexFrom(started.origin)).text)).toEqual({ v: 5, entries: {} });
  });

  it("refuses a port something else already answers on, before building anything", async () => {
    const other: Server = createServer((_, response) => response.end("another catalogue"));
    await new Promise<void>((listening) => other.listen(0, listening));
    onTestFinished(() => new Promise<void>((closed) => other.close(() => closed())));
    const { port } = other.address() as AddressInfo;
    portVariable(String(port));
    await expect(startCatalogueServer("ENGINES_CATALOGUE_PORT", vi.fn())).rejects.toThrow(
      `ENGINES_CATALOGUE_PORT=${port}: something already answers on that port`,
    );
    expect(ensureBuilt).not.toHaveBeenCalled();
  });

  it("answers no more once the tool stops it", async () => {
    const catalogue = await startCatalogueServer("ENGINES_CATALOGUE_PORT", vi.fn());
    const port = Number(new URL(catalogue.origin).port);
    expect(await answers(port)).toBe(true);
    await catalogue.stop();
    expect(await answers(port)).toBe(false);
  });
});
