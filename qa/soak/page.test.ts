// @vitest-environment jsdom
import { join } from "node:path";
import axe from "axe-core";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { soakPage } from "./page";
import { readRun } from "./runs";
import { tallySoak } from "./tally";

// The recorded runs (qa/soak/fixtures/README.md), read and tallied as the soak does.
const ROOT = "/work/wt-qa-coverage";
const tallied = (...numbers: number[]) =>
  tallySoak(numbers.map((run) => readRun(join(import.meta.dirname, "fixtures", "runs", String(run)), ROOT)));
const NPM_TEST = { command: "npm test", load: false };

/** Opens the page in the test's document, as a browser would. */
function open(html: string) {
  document.documentElement.innerHTML = html.replace(/^<!doctype html>\s*<html lang="en">|<\/html>\s*$/g, "");
  document.documentElement.lang = "en";
}
const texts = (selector: string) => [...document.querySelectorAll(selector)].map((element) => element.textContent);
/** The runs table's rows, each as its header and cells. */
const rows = () =>
  [...document.querySelectorAll("table:first-of-type tbody tr")].map((row) =>
    [...row.children].map((cell) => cell.textContent),
  );

// React prints its warnings (a list without keys, say) on the console of whoever runs the soak.
let warnings: MockInstance;
beforeEach(() => {
  warnings = vi.spyOn(console, "error");
});
afterEach(() => {
  expect(warnings).not.toHaveBeenCalled();
});

describe("the soak's page", () => {
  it("shows each run's verdict, restarts and stages side by side, with each stage's median and slowest time", () => {
    open(soakPage(tallied(1, 2), NPM_TEST));
    expect(document.querySelector("h1")?.textContent).toBe("Soak: 2 runs of npm test");
    expect(texts("table:first-of-type thead th")).toEqual(["stage", "run 1", "run 2", "median", "slowest"]);
    const [verdicts, restarts, lint, ...stages] = rows();
    expect(verdicts).toEqual(["the run", "passed in 612.4 s", "failed in 301.7 s: unit specs (Vitest)", "", ""]);
    expect(restarts).toEqual(["restarts", "2", "0", "", ""]);
    expect(lint).toEqual(["lintnpm run lint", "passed, 4.1 s", "passed, 4.3 s", "4.2 s", "4.3 s (run 2)"]);
    expect(stages.find((row) => row[0]?.startsWith("browser specs"))).toEqual([
      "browser specs (Playwright)npm run test:e2e",
      "passed, 338.2 s",
      "not run",
      "338.2 s",
      "338.2 s (run 1)",
    ]);
  });

  it("lists a test that failed in some run with its counts, each run's verdict and its error in full, without accessibility violations", async () => {
    open(soakPage(tallied(1, 2), NPM_TEST));
    expect(texts("h2")).toEqual(["Runs", "Tests that failed in some run", "Restarts", "Tests by run"]);
    const [failed] = document.querySelectorAll("section");
    expect(failed.querySelector("h3")?.textContent).toBe(
      "unit: qa/valid-html/vnu-report.test.ts › the Nu HTML Checker's report a clean report has no error",
    );
    expect(failed.querySelector("p")?.textContent).toBe("passed 1, failed 1. run 1 passed · run 2 failed");
    expect(failed.querySelector("pre")?.textContent).toMatch(
      /^AssertionError: expected 'index.html:2:5 Bad value.\\n {4}' to be '' \/\/ Object.is equality\n {4}at /,
    );
    const { violations } = await axe.run(document.documentElement, {
      runOnly: ["wcag2a", "wcag2aa", "wcag22aa", "best-practice"],
    });
    expect(violations.map((violation) => violation.id)).toEqual([]);
  });

  it("counts the tests that passed in every run they ran rather than listing them", () => {
    open(soakPage(tallied(1, 2), NPM_TEST));
    expect(texts("main > p")).toEqual([
      "1 of 2 runs red. The soak ran without load of its own.",
      "1 test failed in some run. 28 tests passed in every run they ran (17 of them did not run in every run); they are counted here and listed in soak.json.",
    ]);
    expect(document.querySelectorAll("section")).toHaveLength(1);
  });

  it("says the soak ran under load", () => {
    open(soakPage(tallied(1), { command: "npm test", load: true }));
    expect(texts("main > p")[0]).toBe(
      "0 of 1 runs red. The soak ran under load: a process of its own kept one core busy the whole time, as another job does on a shared CI runner.",
    );
  });

  it("lists each restart with its run and test, and with the test that failed in the same run", () => {
    open(soakPage(tallied(1, 4), NPM_TEST));
    const restarts = [...document.querySelectorAll("h2 + ul > li")].map((item) => item.textContent);
    expect(restarts).toHaveLength(3);
    expect(restarts[0]).toBe(
      "Run 1: WebKit stopped answering during `page / @axe-clean` (no answer to evaluate within 20 s); restarted; passed on the second go (engine journey: [WebKit] page / @axe-clean)",
    );
    expect(restarts[2]).toMatch(/^Run 4: Firefox stopped answering during `contact: a message/);
  });

  it("shows each distinct error of a test once, under the runs it came in", () => {
    open(soakPage(tallied(1, 3, 4), NPM_TEST));
    const journey = [...document.querySelectorAll("section")].find(
      (section) => section.querySelector("h3")?.textContent === "engine journey: [WebKit] page /contact @axe-clean",
    );
    expect([...(journey?.querySelectorAll("p, pre") ?? [])].map((element) => element.textContent)).toEqual([
      "passed 1, failed 2. run 1 passed · run 3 failed · run 4 failed",
      "Runs 3, 4:",
      "title of /contact\n(on the second go: WebKit stopped answering during `page /contact @axe-clean` (no answer to evaluate within 20 s); restarted)",
    ]);
  });

  it("marks a run cut short and the stages of a run with no record, and counts each run's tests by kind", () => {
    open(soakPage(tallied(1, 5, 6), NPM_TEST));
    const [verdicts, , lint] = rows();
    expect(verdicts.slice(1, 4)).toEqual([
      "passed in 612.4 s",
      "cut short after 36.5 s (ended by SIGTERM; its record of stages has no verdict)",
      "cut short after 0.8 s (exit 1; no record of its stages)",
    ]);
    expect(lint.slice(1, 4)).toEqual(["passed, 4.1 s", "passed, 4.2 s", "no record"]);
    const byRun = [...document.querySelectorAll("table:last-of-type tbody tr")].map((row) =>
      [...row.children].map((cell) => cell.textContent),
    );
    expect(byRun[0]).toEqual(["unit", "8 passed, 0 failed", "not run", "not run"]);
    expect(byRun).toHaveLength(5);
  });

  it("says so when no test failed, with no empty sections", () => {
    open(soakPage(tallied(1, 1), NPM_TEST));
    expect(texts("h2")).toEqual(["Runs", "Restarts", "Tests by run"]);
    expect(texts("main > p")[1]).toBe(
      "No test failed in any run. 29 tests passed in every run they ran; they are counted here and listed in soak.json.",
    );
    expect(document.querySelectorAll("section")).toHaveLength(0);
    open(soakPage(tallySoak([]), NPM_TEST));
    expect(texts("h2")).toEqual(["Runs", "Tests by run"]);
  });

  it("lists the reports that could not be read", () => {
    const tally = tallied(1);
    tally.runs[0].problems = ["engines.json: Unexpected end of JSON input"];
    open(soakPage(tally, NPM_TEST));
    expect(texts("h2").at(-1)).toBe("Reports that could not be read");
    expect(texts("h2:last-of-type + ul li")).toEqual(["Run 1: engines.json: Unexpected end of JSON input"]);
  });
});
