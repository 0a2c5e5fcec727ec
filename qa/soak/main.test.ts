import { spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { type JSONReport, readPlaywrightReport, reportedTests } from "#qa/results/index.ts";
import { waitFor } from "#qa/support/wait.ts";
import { isRunning } from "./load";

// The whole soak, end to end, in a scratch folder, with a stand-in for `npm test` (SOAK_COMMAND) that plays the
// recorded runs (fixtures/fake-npm-test.ts): the n-th call plays fixtures/runs/<n>, from `first` on.
const MAIN = join(import.meta.dirname, "main.ts");
const FAKE = join(import.meta.dirname, "fixtures", "fake-npm-test.ts");

/**
 * The soak run in `root` with `args` and `env` besides the process's own, beside a report of an earlier soak and
 * another tool's (which it must leave alone): its exit, output and lines, and a reader of what it wrote.
 */
function runSoak(root: string, args: string[], env: NodeJS.ProcessEnv) {
  mkdirSync(join(root, "reports", "soak", "runs", "9"), { recursive: true });
  mkdirSync(join(root, "reports", "spec-coverage"), { recursive: true });
  const run = spawnSync(process.execPath, [MAIN, ...args], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, GITHUB_STEP_SUMMARY: "", ...env },
  });
  const lines = run.stdout.trimEnd().split("\n");
  const file = (...path: string[]) => readFileSync(join(root, "reports", "soak", ...path), "utf8");
  return { ...run, root, lines, file };
}

function soak(args: string[], { first = 1 } = {}) {
  const root = mkdtempSync(join(tmpdir(), "soak-main-"));
  const counter = join(root, "counter");
  writeFileSync(counter, String(first - 1));
  return runSoak(root, args, { SOAK_COMMAND: `"${process.execPath}" "${FAKE}"`, FAKE_SOAK_COUNTER: counter });
}

describe("npm run test:soak", () => {
  // Two runs of the recorded runs 1 and 2, made once: the two specs below only read what they left.
  let twoRuns: ReturnType<typeof soak>;
  beforeAll(() => {
    twoRuns = soak(["--runs", "2"]);
  });

  it("runs the command N times from clean reports, keeps each run's output and results, and ends with `N runs, K red`", () => {
    const { status, lines, file, root, stdout, stderr } = twoRuns;
    expect(lines.at(-1)).toBe("2 runs, 1 red");
    expect(status).toBe(1);
    // The first run found the other tool's report gone; the second, what the first left behind.
    expect(file("runs", "1", "output.log")).toBe(
      "fake npm test, run 1; reports/ held nothing but soak/\nfake npm test, run 1: a line on stderr\n",
    );
    expect(file("runs", "2", "output.log")).toMatch(/^fake npm test, run 2; reports\/ held nothing but soak\//);
    // Shown as it ran, too.
    expect(stdout).toContain("fake npm test, run 2; reports/ held nothing but soak/\n");
    expect(stderr).toContain("fake npm test, run 2: a line on stderr\n");
    expect(readdirSync(join(root, "reports", "soak", "runs"))).toEqual(["1", "2"]);
    expect(readdirSync(join(root, "reports", "soak", "runs", "2")).sort()).toEqual([
      "output.log",
      "run.json",
      "stages.json",
      "valid-html.json",
      "vitest.json",
    ]);
    expect(file("runs", "1", "vitest.json")).toBe(
      readFileSync(join(import.meta.dirname, "fixtures", "runs", "1", "vitest.json"), "utf8"),
    );
    expect(JSON.parse(file("runs", "2", "run.json"))).toEqual({
      run: 2,
      command: `"${process.execPath}" "${FAKE}"`,
      exitCode: 1,
      signal: null,
      seconds: expect.any(Number),
      startedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it("writes soak.json with every test and the page, and prints the failed test and the runs' verdicts", () => {
    const { lines, file } = twoRuns;
    const data = JSON.parse(file("soak.json"));
    expect([data.mode, data.load, data.asked, data.red, data.unrecorded, data.runs.length]).toEqual([
      "runs",
      false,
      2,
      1,
      0,
      2,
    ]);
    expect(data.tests).toHaveLength(29);
    expect(data.tests[0]).toMatchObject({ layer: "unit", passed: 1, failed: 1, runs: ["passed", "failed"] });
    expect(file("index.html")).toContain("<h1>Soak: 2 runs of ");
    expect(lines).toContain(`  ✗ run 2: failed in ${data.runs[1].seconds.toFixed(1)} s: unit specs (Vitest)`);
    expect(lines).toContain("Page: reports/soak/index.html, data: reports/soak/soak.json");
  });

  it("under load, says so and leaves no load process behind", () => {
    const { status, lines, file } = soak(["--runs", "1", "--load"]);
    const started = lines.find((line) => line.startsWith("soak: under load: process "));
    const pid = Number(started?.match(/process (\d+)/)?.[1]);
    expect(pid).toBeGreaterThan(0);
    expect(lines).toContain(`soak: load stopped (process ${pid} has ended).`);
    expect(isRunning(pid)).toBe(false);
    expect(lines).toContain(`Soak: 1 run of "${process.execPath}" "${FAKE}", under load (one core kept busy)`);
    expect(JSON.parse(file("soak.json")).load).toBe(true);
    expect(lines.at(-1)).toBe("1 runs, 0 red");
    expect(status).toBe(0);
  });

  it("fails when a run left no record of its stages", () => {
    const { status, lines } = soak(["--runs", "1"], { first: 6 });
    expect(lines).toContainEqual(
      expect.stringMatching(/^ {2}✗ run 1: cut short after \d+\.\d s \(exit 1; no record of its stages\)$/),
    );
    expect(lines.at(-1)).toBe("1 runs, 1 red");
    expect(status).toBe(1);
  });

  it("refuses to start without a number of runs, and touches nothing", () => {
    const { status, stderr, root } = soak([]);
    expect(status).toBe(2);
    expect(stderr).toContain("Usage: npm run test:soak -- --runs N [--load]");
    expect(existsSync(join(root, "reports", "soak", "runs", "9"))).toBe(true);
    expect(existsSync(join(root, "counter"))).toBe(true);
    expect(readFileSync(join(root, "counter"), "utf8")).toBe("0");
  });
});

describe("npm run test:soak, stopped", () => {
  it("reports the runs so far when it gets the signal twice, as npm passes a Ctrl-C on to it: the run going on is ended at once", async () => {
    const root = mkdtempSync(join(tmpdir(), "soak-main-"));
    // A run that waits for ever, in a group of its own that the soak must end.
    const child = spawn(process.execPath, [MAIN, "--runs", "3"], {
      cwd: root,
      env: { ...process.env, SOAK_COMMAND: "trap '' TERM; sleep 600", GITHUB_STEP_SUMMARY: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    const ended = new Promise<number | null>((resolve) => child.once("close", resolve));
    await waitFor(
      "the first run to start",
      async () => stdout,
      (text) => text.includes("▶ soak: run 1 of 3"),
    );
    child.kill("SIGTERM");
    // The run ignores the first (as a stage busy tidying up may take its time); the second ends it.
    await waitFor(
      "the soak to say it stops",
      async () => stdout + stderr,
      (text) => text.includes("✗ soak: SIGTERM: stopping the run going on"),
    );
    child.kill("SIGTERM");
    expect(await ended).toBe(1);
    expect(stdout.trimEnd().split("\n").at(-1)).toBe("1 runs, 1 red");
    expect(stdout).toContain("Stopped by SIGTERM after 1 of the 3 runs asked for.");
  });
});

// The each mode, end to end, in a scratch folder, with a stand-in `playwright` first on PATH
// (fixtures/fake-playwright.ts) that writes the report it is given where Playwright's JSON reporter would.
const FAKE_PLAYWRIGHT = join(import.meta.dirname, "fixtures", "fake-playwright.ts");

function soakEach(args: string[], { report, exit = 0 }: { report?: string; exit?: number }) {
  const root = mkdtempSync(join(tmpdir(), "soak-each-"));
  const bin = join(root, "bin");
  mkdirSync(bin);
  writeFileSync(join(bin, "playwright"), `#!/bin/sh\nexec "${process.execPath}" "${FAKE_PLAYWRIGHT}" "$@"\n`);
  chmodSync(join(bin, "playwright"), 0o755);
  return runSoak(root, args, {
    PATH: `${bin}:${process.env.PATH}`,
    FAKE_PLAYWRIGHT_REPORT: report ?? "",
    FAKE_PLAYWRIGHT_EXIT: String(exit),
  });
}

/**
 * The recorded run of one screenshot test three times (each missed the approved picture), made flaky: the first
 * repeat passed, the other two kept their pictures in `dir`, each file holding its own name.
 */
function flakyScreenshotReport(dir: string): string {
  const report = structuredClone(
    readPlaywrightReport(join(import.meta.dirname, "fixtures", "screenshot-miss-report.json")),
  ) as JSONReport;
  reportedTests(report).forEach(({ test }, repeat) => {
    const [first] = test.results;
    if (repeat === 0) {
      test.results[0] = { ...first, status: "passed", error: undefined, errors: [], attachments: [] };
      return;
    }
    for (const attachment of first.attachments) {
      attachment.path = join(dir, `repeat${repeat + 1}-${attachment.name}`);
      writeFileSync(attachment.path, attachment.name.replace("header-menu-open", `repeat ${repeat + 1}`));
    }
  });
  const file = join(dir, "report.json");
  writeFileSync(file, JSON.stringify(report));
  return file;
}

describe("npm run test:soak -- --each N", () => {
  it("runs Playwright once with each test N times, no retries and the arguments after --, and passes when every repeat passed", () => {
    const report = join(import.meta.dirname, "fixtures", "repeat-report.json");
    const { status, lines, file, root } = soakEach(
      ["--each", "3", "--", "specs/build-output.spec.ts", "-g", "sitemap"],
      {
        report,
      },
    );
    expect(file("output.log")).toBe(
      "fake playwright test --repeat-each=3 --retries=0 --reporter=list,json --output=reports/soak/test-results specs/build-output.spec.ts -g sitemap\n",
    );
    expect(file("playwright.json")).toBe(readFileSync(report, "utf8"));
    // The earlier soak's report is gone; another tool's is left alone.
    expect(readdirSync(join(root, "reports")).sort()).toEqual(["soak", "spec-coverage"]);
    const data = JSON.parse(file("soak.json"));
    expect([data.mode, data.each, data.load, data.exitCode, data.tests.length, data.tests[0].verdict]).toEqual([
      "each",
      3,
      false,
      0,
      1,
      "passed",
    ]);
    expect(file("index.html")).toContain("<h1>Soak: each test 3 times</h1>");
    expect(lines).toContain("Page: reports/soak/index.html, data: reports/soak/soak.json");
    expect(lines.at(-1)).toBe("1 test, each run 3 times: 0 flaky, 0 failing, 0 unstable pictures, 0 changed");
    expect(status).toBe(0);
  });

  it("finds a test flaky across its repeats and a screenshot unstable, copies its two pictures beside the page and fails", () => {
    const dir = mkdtempSync(join(tmpdir(), "soak-each-pictures-"));
    const { status, lines, file, root } = soakEach(["--each", "3"], { report: flakyScreenshotReport(dir) });
    const data = JSON.parse(file("soak.json"));
    expect(data.tests.map((test: { verdict: string; runs: string[] }) => [test.verdict, test.runs])).toEqual([
      ["flaky", ["passed", "failed", "failed"]],
    ]);
    expect(data.pictures.unstable).toEqual([
      expect.objectContaining({
        screenshot: "header-menu-open",
        why: "run 1 matched the approved picture, run 2 did not",
        pictures: ["pictures/1-first.png", "pictures/1-second.png"],
      }),
    ]);
    expect(readdirSync(join(root, "reports", "soak", "pictures"))).toEqual(["1-first.png", "1-second.png"]);
    expect(file("pictures", "1-first.png")).toBe("repeat 2-expected.png");
    expect(file("pictures", "1-second.png")).toBe("repeat 2-actual.png");
    expect(file("index.html")).toContain('<img src="pictures/1-first.png" alt="first picture of header-menu-open"/>');
    expect(lines).toContain("Unstable pictures (1):");
    expect(lines.at(-1)).toBe("1 test, each run 3 times: 1 flaky, 0 failing, 1 unstable picture, 0 changed");
    expect(status).toBe(1);
  });

  it("fails with Playwright's exit when the run left no report, saying so", () => {
    const { status, stderr, root } = soakEach(["--each", "2"], { exit: 3 });
    expect(stderr).toContain("✗ the repeated run left no results (reports/soak/playwright.json)");
    expect(status).toBe(3);
    expect(existsSync(join(root, "reports", "soak", "index.html"))).toBe(false);
  });
});
