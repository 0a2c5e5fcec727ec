import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FullConfig } from "@playwright/test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type RenderingEnvironment, readRecordedEnvironment, recordEnvironment } from "#qa/support/environment.ts";
import { BUILD_HEADER } from "#src/build/build-stamp.ts";
import { catalogueBuild, currentInputs, siteBuild } from "#src/build/builds.ts";
import { listenOnFreePort } from "#src/server/built-site.test-fixture.ts";
import { checkEnvironment, checkServedBuilds } from "./global-setup.ts";

const servers: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** A server naming `stamp` as the build it serves. */
async function serverNaming(stamp: string) {
  const server = await listenOnFreePort((_, response) => {
    response.setHeader(BUILD_HEADER, stamp);
    response.end("{}");
  });
  servers.push(server);
  return server.port;
}

/** What checking `work` threw: its message and its stack (which Playwright prints). */
async function thrownBy(work: () => unknown) {
  try {
    await work();
  } catch (error) {
    return { message: (error as Error).message, stack: (error as Error).stack };
  }
  return "nothing thrown";
}

const ANOTHER_BUILD = "0123456789ab".repeat(5);

describe("Playwright's global setup", () => {
  it("stops the run, before any browser starts, when a server serves another build than this tree's", async () => {
    const sitePort = await serverNaming(currentInputs(siteBuild()).stamp);
    const cataloguePort = await serverNaming(ANOTHER_BUILD);
    // As the main process leaves it for the setup: ports chosen, builds brought up to date (not here: a stand-in).
    vi.stubEnv("E2E_SERVERS_PREPARED", "1");
    vi.stubEnv("E2E_SITE_PORT", String(sitePort));
    vi.stubEnv("E2E_CATALOGUE_PORT", String(cataloguePort));
    const { default: globalSetup } = await import("./global-setup.ts");
    await expect(globalSetup({ updateSnapshots: "missing" } as FullConfig)).rejects.toThrow(
      `The component catalogue on http://localhost:${cataloguePort}/index.json serves another build (0123456789ab)`,
    );
  });
});

describe("the check that the servers serve this tree's builds", () => {
  it("passes when both do", async () => {
    const env = {
      E2E_SITE_PORT: String(await serverNaming(currentInputs(siteBuild()).stamp)),
      E2E_CATALOGUE_PORT: String(await serverNaming(currentInputs(catalogueBuild()).stamp)),
    };
    expect(await thrownBy(() => checkServedBuilds(env))).toBe("nothing thrown");
  });

  it("names each server that does not, one a line, with nothing else for Playwright to print", async () => {
    const sitePort = await serverNaming(ANOTHER_BUILD);
    const cataloguePort = await serverNaming(ANOTHER_BUILD);
    const env = { E2E_SITE_PORT: String(sitePort), E2E_CATALOGUE_PORT: String(cataloguePort) };
    const thrown = await thrownBy(() => checkServedBuilds(env));
    const lines = typeof thrown === "string" ? [thrown] : thrown.message.split("\n");
    expect(lines.map((line) => line.slice(0, line.indexOf(" serves another build")))).toEqual([
      `The site (npm start) on http://localhost:${sitePort}/`,
      `The component catalogue on http://localhost:${cataloguePort}/index.json`,
    ]);
    expect(thrown).toEqual({ message: lines.join("\n"), stack: lines.join("\n") });
  });

  it("names only the server that does not", async () => {
    const env = {
      E2E_SITE_PORT: String(await serverNaming(ANOTHER_BUILD)),
      E2E_CATALOGUE_PORT: String(await serverNaming(currentInputs(catalogueBuild()).stamp)),
    };
    const thrown = await thrownBy(() => checkServedBuilds(env));
    expect(thrown).toMatchObject({ message: expect.stringMatching(/^The site \(npm start\) on .*Run again\.$/) });
  });
});

describe("the check of the browser about to draw the screenshots", () => {
  const pinned: RenderingEnvironment = {
    chromium: "153.0.8010.0",
    platform: "linux-x64",
    source: "@sparticuz/chromium 153.0.0",
  };
  const newer: RenderingEnvironment = { ...pinned, chromium: "154.0.8100.0", source: "@sparticuz/chromium 154.0.0" };
  let checkout: string;
  let warned: ReturnType<typeof vi.spyOn>;
  let logged: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    checkout = mkdtempSync(join(tmpdir(), "global-setup-"));
    mkdirSync(join(checkout, "snapshots"));
    warned = vi.spyOn(console, "warn").mockImplementation(() => {});
    logged = vi.spyOn(console, "log").mockImplementation(() => {});
  });
  afterEach(() => {
    rmSync(checkout, { recursive: true, force: true });
  });

  it.each(["all", "changed"] as const)(
    "records the browser when baselines are remade (--update-snapshots=%s), and says which",
    (mode) => {
      checkEnvironment(mode, pinned, checkout);
      expect(readRecordedEnvironment(checkout)).toEqual(pinned);
      expect(logged).toHaveBeenCalledWith(
        "snapshots/environment.json: Chromium 153.0.8010.0 on linux-x64 (@sparticuz/chromium 153.0.0)",
      );
      expect(warned).not.toHaveBeenCalled();
    },
  );

  it("warns, when baselines are remade in another browser, that all of them must be", () => {
    recordEnvironment(pinned, checkout);
    checkEnvironment("changed", newer, checkout);
    expect(warned).toHaveBeenCalledWith(
      "Baselines move from Chromium 153.0.8010.0 on linux-x64 (@sparticuz/chromium 153.0.0) to " +
        "Chromium 154.0.8100.0 on linux-x64 (@sparticuz/chromium 154.0.0): " +
        "remake all of them (no file or project filter), or the rest stay from the old browser.",
    );
    expect(readRecordedEnvironment(checkout)).toEqual(newer);
  });

  it("does not warn when baselines are remade in the browser they were made in", () => {
    recordEnvironment(pinned, checkout);
    checkEnvironment("all", pinned, checkout);
    expect(warned).not.toHaveBeenCalled();
  });

  it.each(["missing", "none"] as const)(
    "lets a run (--update-snapshots=%s) go on in the browser recorded, and records nothing",
    (mode) => {
      recordEnvironment(pinned, checkout);
      const before = readFileSync(join(checkout, "snapshots", "environment.json"), "utf8");
      expect(() =>
        checkEnvironment(mode, { ...pinned, source: "CHROMIUM_PATH=/opt/same/chromium" }, checkout),
      ).not.toThrow();
      expect(readFileSync(join(checkout, "snapshots", "environment.json"), "utf8")).toBe(before);
      expect(logged).not.toHaveBeenCalled();
    },
  );

  it("stops a run in another browser with the one message, and records nothing", async () => {
    recordEnvironment(pinned, checkout);
    const thrown = await thrownBy(() => checkEnvironment("missing", newer, checkout));
    expect(thrown).toMatchObject({
      message: expect.stringMatching(/^The screenshot baselines were made in another browser/),
    });
    expect(thrown).toEqual({ message: expect.any(String), stack: (thrown as { message: string }).message });
    expect(readRecordedEnvironment(checkout)).toEqual(pinned);
  });

  it("stops a run when nothing says which browser made the baselines", async () => {
    expect(await thrownBy(() => checkEnvironment("missing", pinned, checkout))).toMatchObject({
      message: expect.stringMatching(/^snapshots\/environment.json is missing/),
    });
    expect(readRecordedEnvironment(checkout)).toBeUndefined();
  });
});
