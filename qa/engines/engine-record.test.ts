import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { testFolder } from "#qa/support/fixtures/test-folder.ts";
import { readEngineRecord, writeEngineRecord } from "./engine-record.ts";

/** The repository's snapshots/ (read here, never written). */
const SNAPSHOTS = join(import.meta.dirname, "..", "..", "snapshots");

describe("an engine's record", () => {
  it("says which version, and which Debian build of it, took the committed baselines", () => {
    expect(readEngineRecord(SNAPSHOTS, "Firefox")).toEqual({
      engine: "Firefox",
      version: "153.8.0 (firefox-esr 153.8.0esr-1~deb12u1)",
    });
    expect(readEngineRecord(SNAPSHOTS, "WebKit")).toEqual({
      engine: "WebKit",
      version: "2.50.6 (libwebkit2gtk-4.1-0 2.50.6-1~deb12u2)",
    });
  });

  it("is missing for an engine without baselines", () => {
    const snapshots = testFolder("engine-record");
    expect(readEngineRecord(snapshots, "Firefox")).toBeUndefined();
    expect(existsSync(join(snapshots, "engines"))).toBe(false);
  });

  it("is written as the committed records are, in folders made as needed, and read back as it was", () => {
    const snapshots = testFolder("engine-record");
    const record = { engine: "WebKit", version: "2.50.6 (libwebkit2gtk-4.1-0 2.50.6-1~deb12u2)" };
    writeEngineRecord(snapshots, record);
    const written = readFileSync(join(snapshots, "engines", "webkit", "engine.json"), "utf8");
    expect(written).toBe('{\n  "engine": "WebKit",\n  "version": "2.50.6 (libwebkit2gtk-4.1-0 2.50.6-1~deb12u2)"\n}\n');
    expect(written).toBe(readFileSync(join(SNAPSHOTS, "engines", "webkit", "engine.json"), "utf8"));
    expect(readEngineRecord(snapshots, "WebKit")).toEqual(record);
  });

  it("is replaced when the baselines are remade by another version", () => {
    const snapshots = testFolder("engine-record");
    writeEngineRecord(snapshots, { engine: "Firefox", version: "140.12.0" });
    writeEngineRecord(snapshots, { engine: "Firefox", version: "153.7.0" });
    expect(readFileSync(join(snapshots, "engines", "firefox", "engine.json"), "utf8")).toBe(
      '{\n  "engine": "Firefox",\n  "version": "153.7.0"\n}\n',
    );
  });
});
