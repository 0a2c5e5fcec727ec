import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type TestLayer, type TestRecord, testName } from "#qa/results/index.ts";
import { readRun } from "./runs.ts";

// Recorded runs (qa/soak/fixtures/README.md): 1 passed with two restarts; 2 failed at the unit specs; 3 failed at the
// browser specs (a test that passed only on its retry) and the engines; 4 failed again; 5 was stopped during the
// build; 6 crashed before it wrote any record. Their reports name the checkout they ran in.
const ROOT = "/work/wt-qa-coverage";
const fixture = (run: number) => join(import.meta.dirname, "fixtures", "runs", String(run));
const read = (run: number) => readRun(fixture(run), ROOT);
const named = (tests: TestRecord[], layer: TestLayer, start: string) =>
  tests.filter((test) => test.layer === layer && testName(test).startsWith(start));

describe("a run read back from its folder", () => {
  it("that passed: every stage passed, and every test of every report with its kind, passed", () => {
    const run = read(1);
    expect(run.verdict).toBe("passed");
    expect(run.stages?.map((stage) => stage.status)).toEqual(Array(12).fill("passed"));
    expect(run.stages?.[0]).toEqual({ name: "lint", script: "lint", status: "passed", seconds: 4.1 });
    const kinds = Object.groupBy(run.tests, (test) => test.layer);
    expect(Object.fromEntries(Object.entries(kinds).map(([kind, tests]) => [kind, tests?.length]))).toEqual({
      unit: 8,
      browser: 7,
      "engine journey": 6,
      "engine picture": 4,
      "valid HTML": 4,
    });
    expect(run.tests.filter((test) => test.status !== "passed")).toEqual([]);
    expect(run.problems).toEqual([]);
  });

  it("names each test by its file relative to the checkout, with the project or engine in brackets", () => {
    const { tests } = read(1);
    expect(tests.map(testName)).toEqual(
      expect.arrayContaining([
        "qa/stability/verdict.test.ts › the stability verdict finds nothing when every run passed",
        "[build] specs/build-output.spec.ts › production build › contains no MSW code, no mock worker and nothing of the component catalogue",
        "[mobile] specs/home.spec.ts › home page › 'Alusta Täna' scrolls until the download section sits under the header, and leaves the address alone @home-start-today",
        "[WebKit] page / @axe-clean",
        "[Firefox] engines/firefox/contact-form-mobile.png",
        "build/client/contact/index.html",
      ]),
    );
  });

  it("keeps a restart with the test it happened in, which still passed, and lists it for the run", () => {
    const run = read(1);
    expect(named(run.tests, "engine journey", "[WebKit] page / ")).toEqual([
      {
        layer: "engine journey",
        place: "WebKit",
        file: "qa/plan/journeys.ts",
        title: "page / @axe-clean",
        status: "passed",
        tags: [],
        restarts: [
          "WebKit stopped answering during `page / @axe-clean` (no answer to evaluate within 20 s); restarted; passed on the second go",
        ],
      },
    ]);
    expect(run.restarts.map((restart) => restart.test)).toEqual([
      "engine journey: [WebKit] page / @axe-clean",
      "engine picture: [Firefox] engines/firefox/contact-form-mobile.png",
    ]);
  });

  it("that failed at a stage: the stages after it did not run, and the tests of their reports are not there", () => {
    const run = read(2);
    expect(run.verdict).toBe("failed");
    expect(run.stages?.filter((stage) => stage.status !== "passed")).toEqual([
      {
        name: "engine pictures and journeys (Firefox, WebKit)",
        script: "test:engines",
        status: "not run",
        seconds: null,
      },
      { name: "unit specs (Vitest)", script: "test:unit", status: "failed", seconds: 220.5 },
      { name: "browser specs (Playwright)", script: "test:e2e", status: "not run", seconds: null },
      { name: "obsolete baselines", script: "snapshots:obsolete", status: "not run", seconds: null },
      { name: "spec rule coverage", script: "spec:coverage", status: "not run", seconds: null },
    ]);
    expect([...new Set(run.tests.map((test) => test.layer))]).toEqual(["unit", "valid HTML"]);
  });

  it("gives a failed unit test its first message, without the stack's colours", () => {
    const [failed] = read(2).tests.filter((test) => test.status === "failed");
    expect(testName(failed)).toBe(
      "qa/valid-html/vnu-report.test.ts › the Nu HTML Checker's report a clean report has no error",
    );
    expect(failed.error?.split("\n")[0]).toBe(
      "AssertionError: expected 'index.html:2:5 Bad value.\\n    ' to be '' // Object.is equality",
    );
  });

  it("counts a browser test that passed only on its retry as flaky, with the first try's error", () => {
    const [flaky] = named(read(3).tests, "browser", "[desktop] specs/home.spec.ts › home page › shows hero");
    expect(flaky.status).toBe("flaky");
    expect(flaky.error?.split("\n")[0]).toBe("Error: expect(page).toHaveScreenshot(expected) failed");
    expect(flaky.error).not.toContain("\u001b");
  });

  it("gives a failed journey its error and a picture that did not pass what it came to and why", () => {
    const { tests } = read(3);
    expect(named(tests, "engine journey", "[WebKit] page /contact")[0].error).toMatch(
      /^title of \/contact\n\(on the second go/,
    );
    expect(
      tests.filter((test) => test.layer === "engine picture" && test.status === "failed").map((test) => test.error),
    ).toEqual([
      "changed: 3,984 pixels differ",
      "not compared: WebKit stopped answering twice (no answer to screenshot within 20 s)",
      "changed: 4,014 pixels differ",
    ]);
  });

  it("that was stopped: its record has no verdict, so it was cut short, never clean", () => {
    const run = read(5);
    expect(run.verdict).toBe("cut short");
    expect(run.signal).toBe("SIGTERM");
    expect(run.stages?.map((stage) => stage.status)).toEqual([...Array(4).fill("passed"), ...Array(8).fill("not run")]);
    expect(run.tests).toEqual([]);
  });

  it("that left no record of its stages was cut short, whatever its exit", () => {
    const run = read(6);
    expect(run.verdict).toBe("cut short");
    expect(run.stages).toBeNull();
    const exitedZero = mkdtempSync(join(tmpdir(), "soak-run-"));
    cpSync(fixture(1), exitedZero, { recursive: true });
    writeFileSync(join(exitedZero, "stages.json"), JSON.stringify({ stages: [], passed: null }));
    expect(readRun(exitedZero, ROOT).verdict).toBe("cut short");
  });

  it("fails when npm test exited non-zero though its record says every stage passed", () => {
    const dir = mkdtempSync(join(tmpdir(), "soak-run-"));
    cpSync(fixture(1), dir, { recursive: true });
    const info = JSON.parse(readFileSync(join(fixture(1), "run.json"), "utf8"));
    writeFileSync(join(dir, "run.json"), JSON.stringify({ ...info, exitCode: 1 }));
    expect(readRun(dir, ROOT).verdict).toBe("failed");
  });

  it("lists a report it cannot read as a problem of the run, and reads the others", () => {
    const dir = mkdtempSync(join(tmpdir(), "soak-run-"));
    cpSync(fixture(1), dir, { recursive: true });
    writeFileSync(join(dir, "engines.json"), '{"journeys": [');
    writeFileSync(join(dir, "engine-pictures.json"), '{"pictures": []}');
    const run = readRun(dir, ROOT);
    expect(run.problems).toEqual([
      expect.stringMatching(/^engines\.json: .*JSON/),
      expect.stringMatching(/^engine-pictures\.json: .* is not the engine pictures' results/),
    ]);
    expect(run.tests.filter((test) => test.layer.startsWith("engine"))).toEqual([]);
    expect(run.tests).toHaveLength(19);
  });

  it("takes an HTML check that gave no verdict as a problem, with no page checked", () => {
    const dir = mkdtempSync(join(tmpdir(), "soak-run-"));
    cpSync(fixture(2), dir, { recursive: true });
    writeFileSync(join(dir, "valid-html.json"), JSON.stringify({ pages: [], problem: "spawnSync java ENOENT" }));
    const run = readRun(dir, ROOT);
    expect(run.problems).toEqual(["valid-html.json: the HTML check gave no verdict: spawnSync java ENOENT"]);
    expect(run.tests.filter((test) => test.layer === "valid HTML")).toEqual([]);
  });

  it("takes a record of stages that is not one (cut off while written) as a problem, and the run as cut short", () => {
    const dir = mkdtempSync(join(tmpdir(), "soak-run-"));
    cpSync(fixture(1), dir, { recursive: true });
    writeFileSync(join(dir, "stages.json"), '{"stages": [{"name": "lint"');
    const run = readRun(dir, ROOT);
    expect(run.verdict).toBe("cut short");
    expect(run.problems).toEqual([expect.stringMatching(/^stages\.json: .*stages\.json is no record of stages/)]);
  });
});
