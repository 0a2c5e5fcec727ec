import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  ENVIRONMENT_FILE,
  environmentMismatch,
  type RenderingEnvironment,
  readRecordedEnvironment,
  recordEnvironment,
} from "./environment.ts";

const pinned: RenderingEnvironment = {
  chromium: "153.0.8010.0",
  platform: "linux-x64",
  source: "@sparticuz/chromium 153.0.0",
};
const debianChromium: RenderingEnvironment = {
  chromium: "156.0.8078.79",
  platform: "linux-x64",
  source: "CHROMIUM_PATH=/usr/bin/chromium",
};

describe("the check that the screenshot baselines were made in the browser about to run", () => {
  it("lets the run go on in the build the baselines were made in, wherever that build is started from", () => {
    expect(environmentMismatch(pinned, pinned)).toBeUndefined();
    expect(
      environmentMismatch(pinned, { ...pinned, source: "CHROMIUM_PATH=/opt/same-build/chromium" }),
    ).toBeUndefined();
  });

  it("stops a run in another Chromium, naming both builds and how to get the expected one", () => {
    const message = environmentMismatch(pinned, debianChromium);
    expect(message).toBe(
      [
        "The screenshot baselines were made in another browser, so every screenshot would differ. No test was run.",
        "  baselines (snapshots/environment.json): Chromium 153.0.8010.0 on linux-x64 (@sparticuz/chromium 153.0.0)",
        "  this run:  Chromium 156.0.8078.79 on linux-x64 (CHROMIUM_PATH=/usr/bin/chromium)",
        "Get that browser with `npm ci`: the lockfile pins @sparticuz/chromium 153.0.0. Also unset CHROMIUM_PATH, which chose this one.",
        "`npm run test:update` makes new baselines in this run's browser; look at every changed PNG before committing it.",
      ].join("\n"),
    );
    expect(message).toContain("Chromium 153.0.8010.0 on linux-x64 (@sparticuz/chromium 153.0.0)");
    expect(message).toContain("Chromium 156.0.8078.79 on linux-x64 (CHROMIUM_PATH=/usr/bin/chromium)");
    expect(message).toContain("No test was run");
    expect(message).toContain("unset CHROMIUM_PATH");
    expect(message).toContain("npm ci");
  });

  it("does not tell to unset CHROMIUM_PATH when the run already uses the pinned package", () => {
    const olderPin = { ...pinned, chromium: "152.0.7900.0", source: "@sparticuz/chromium 152.0.0" };
    const message = environmentMismatch(olderPin, pinned);
    expect(message?.split("\n")[3]).toBe(
      "Get that browser with `npm ci`: the lockfile pins @sparticuz/chromium 152.0.0.",
    );
    expect(message).not.toContain("CHROMIUM_PATH");
  });

  it("stops a run on another platform even with the same Chromium version", () => {
    const message = environmentMismatch(pinned, { ...pinned, platform: "darwin-arm64" });
    expect(message).toContain("Chromium 153.0.8010.0 on darwin-arm64");
  });

  it("says to remake the baselines when they were made outside the pinned browser", () => {
    const message = environmentMismatch(debianChromium, pinned);
    expect(message).toContain("made with CHROMIUM_PATH=/usr/bin/chromium, not in the pinned browser");
    expect(message).toContain("npm run test:update");
  });

  it("stops when the baselines do not say where they were made", () => {
    const message = environmentMismatch(undefined, pinned);
    expect(message).toBe(
      [
        "snapshots/environment.json is missing, so nothing says which browser made the screenshot baselines. No test was run.",
        "This run would use Chromium 153.0.8010.0 on linux-x64 (@sparticuz/chromium 153.0.0).",
        "`npm run test:update` makes new baselines in this run's browser; look at every changed PNG before committing it.",
      ].join("\n"),
    );
  });
});

describe("the record of the browser the baselines were made in", () => {
  let checkout: string | undefined;
  afterEach(() => {
    if (checkout) rmSync(checkout, { recursive: true, force: true });
  });

  it("is read from the checkout's snapshots/environment.json", () => {
    const committed = JSON.parse(readFileSync(join(import.meta.dirname, "..", "..", ENVIRONMENT_FILE), "utf8"));
    expect(readRecordedEnvironment()).toEqual(committed);
  });

  it("is written as readable JSON, one field a line, and read back as it was", () => {
    checkout = mkdtempSync(join(tmpdir(), "environment-"));
    mkdirSync(join(checkout, "snapshots"));
    recordEnvironment(debianChromium, checkout);
    expect(readFileSync(join(checkout, "snapshots", "environment.json"), "utf8")).toBe(
      '{\n  "chromium": "156.0.8078.79",\n  "platform": "linux-x64",\n  "source": "CHROMIUM_PATH=/usr/bin/chromium"\n}\n',
    );
    expect(readRecordedEnvironment(checkout)).toEqual(debianChromium);
  });

  it("is missing in a checkout that has none", () => {
    checkout = mkdtempSync(join(tmpdir(), "environment-"));
    expect(readRecordedEnvironment(checkout)).toBeUndefined();
  });
});
