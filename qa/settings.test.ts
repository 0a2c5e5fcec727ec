import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ENV_VARIABLES, type EnvName, readEnv, withEnv } from "./settings.ts";

describe("an environment variable the tools read", () => {
  afterEach(() => vi.unstubAllEnvs());

  it.each<[EnvName, unknown]>([
    ["BENCH_IMAGE_PORT", undefined],
    ["BENCH_RUNS", 3],
    ["BENCH_SITE_PORT", undefined],
    ["CHROMIUM_PATH", undefined],
    ["CI", false],
    ["E2E_CATALOGUE_PORT", undefined],
    ["E2E_SERVERS_PREPARED", false],
    ["E2E_SITE_PORT", undefined],
    ["ENGINES_CATALOGUE_PORT", undefined],
    ["ENGINES_COMMAND_LIMIT_MS", 20_000],
    ["ENGINES_SITE_PORT", undefined],
    ["ENGINES_WAIT_MS", 10_000],
    ["ENGINES_WEBKIT_DRIVER_PORT", undefined],
    ["GITHUB_STEP_SUMMARY", undefined],
    ["NODE_COMPILE_CACHE", "node_modules/.cache/node-compile-cache"],
    ["PLAYWRIGHT_JSON_OUTPUT_FILE", "reports/last-run/playwright.json"],
    ["PULL_REQUEST", undefined],
    ["REVIEW_FILE_URL", undefined],
    ["REVIEW_LOCATION", "reports/visual-review/index.html (npm run snapshots:review)"],
    ["SOAK_COMMAND", "npm test"],
  ])("%s is %j when unset or empty", (name, value) => {
    expect(readEnv(name, {})).toEqual(value);
    expect(readEnv(name, { [name]: "" })).toEqual(value);
  });

  it("is its text when it is text", () => {
    for (const name of [
      "CHROMIUM_PATH",
      "GITHUB_STEP_SUMMARY",
      "NODE_COMPILE_CACHE",
      "PLAYWRIGHT_JSON_OUTPUT_FILE",
      "PULL_REQUEST",
      "REVIEW_FILE_URL",
      "REVIEW_LOCATION",
      "SOAK_COMMAND",
    ] as const) {
      expect(readEnv(name, { [name]: "some text 12" }), name).toBe("some text 12");
    }
  });

  it("is on when set to anything, as CI sets it", () => {
    for (const text of ["true", "false", "1", "0"]) {
      expect(readEnv("CI", { CI: text })).toBe(true);
      expect(readEnv("E2E_SERVERS_PREPARED", { E2E_SERVERS_PREPARED: text })).toBe(true);
    }
  });

  it("is read as a whole number of 1 or more where it counts, and refused otherwise, naming it", () => {
    expect(readEnv("BENCH_RUNS", { BENCH_RUNS: "5" })).toBe(5);
    expect(readEnv("BENCH_RUNS", { BENCH_RUNS: "1" })).toBe(1);
    expect(readEnv("ENGINES_WAIT_MS", { ENGINES_WAIT_MS: "2500" })).toBe(2500);
    expect(readEnv("ENGINES_COMMAND_LIMIT_MS", { ENGINES_COMMAND_LIMIT_MS: "60000" })).toBe(60_000);
    for (const text of ["0", "-1", "2.5", "three", "1e3", " 3", "3 "]) {
      expect(() => readEnv("BENCH_RUNS", { BENCH_RUNS: text }), text).toThrow(
        new Error(`BENCH_RUNS=${text} is not a whole number of 1 or more`),
      );
    }
    expect(() => readEnv("ENGINES_WAIT_MS", { ENGINES_WAIT_MS: "10s" })).toThrow(
      new Error("ENGINES_WAIT_MS=10s is not a whole number of 1 or more"),
    );
  });

  it("is read as a port where it names one, and refused otherwise, naming it", () => {
    expect(readEnv("E2E_SITE_PORT", { E2E_SITE_PORT: "4173" })).toBe(4173);
    expect(readEnv("BENCH_IMAGE_PORT", { BENCH_IMAGE_PORT: "1" })).toBe(1);
    expect(readEnv("PORT", { PORT: "65535" })).toBe(65_535);
    for (const text of ["0", "65536", "80.5", "http://localhost:1", "-80"]) {
      expect(() => readEnv("ENGINES_SITE_PORT", { ENGINES_SITE_PORT: text }), text).toThrow(
        new Error(`ENGINES_SITE_PORT=${text} is not a port number`),
      );
    }
  });

  it("PORT must be set, for the catalogue's server has no port of its own", () => {
    expect(() => readEnv("PORT", {})).toThrow(new Error("PORT is not set"));
    expect(() => readEnv("PORT", { PORT: "" })).toThrow(new Error("PORT is not set"));
  });

  it("is read from this process's environment when asked, not when the module loaded", () => {
    vi.stubEnv("SOAK_COMMAND", "echo soak");
    expect(readEnv("SOAK_COMMAND")).toBe("echo soak");
    vi.stubEnv("SOAK_COMMAND", "echo again");
    expect(readEnv("SOAK_COMMAND")).toBe("echo again");
  });

  it("is set for a process a tool starts on a copy of the environment, the rest kept", () => {
    const base = { PATH: "/usr/bin", PORT: "4173" };
    expect(withEnv(base, { PORT: "6006", PLAYWRIGHT_JSON_OUTPUT_FILE: "out.json" })).toEqual({
      PATH: "/usr/bin",
      PORT: "6006",
      PLAYWRIGHT_JSON_OUTPUT_FILE: "out.json",
    });
    expect(base).toEqual({ PATH: "/usr/bin", PORT: "4173" });
  });
});

describe("docs/qa.md's Environment variables", () => {
  const names = Object.keys(ENV_VARIABLES);

  it("is the table of every variable the tools read, each with its default and meaning, and no other", () => {
    const doc = readFileSync("docs/qa.md", "utf8");
    const start = doc.indexOf("\n## Environment variables\n");
    const end = doc.indexOf("\n## ", start + 1);
    const table = doc
      .slice(start, end === -1 ? undefined : end)
      .split("\n")
      .filter((line) => line.startsWith("|"));
    expect(start).toBeGreaterThan(-1);
    expect(table).toEqual([
      "| variable | default | meaning |",
      "| --- | --- | --- |",
      ...Object.entries(ENV_VARIABLES).map(
        ([name, variable]) => `| \`${name}\` | ${variable.default} | ${variable.meaning} |`,
      ),
    ]);
  });

  it("lists them in alphabetical order, as the module does", () => {
    expect(names).toEqual([...names].sort());
  });
});
