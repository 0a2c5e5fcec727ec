// @vitest-environment jsdom
import { join } from "node:path";
import axe from "axe-core";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import type { TestStatus } from "#qa/results/index.ts";
import { soakPage } from "./page";
import type { PictureVerdict } from "./pictures";
import { readRun } from "./runs";
import type { SoakSetting } from "./summary";
import { type SoakTally, type TestTally, tallySoak, tallyTests } from "./tally";

// The recorded runs (qa/soak/fixtures/README.md), read and tallied as the soak does.
const ROOT = "/work/wt-qa-coverage";
const tallied = (...numbers: number[]) =>
  tallySoak(numbers.map((run) => readRun(join(import.meta.dirname, "fixtures", "runs", String(run)), ROOT)));
const NPM_TEST = { command: "npm test", load: false };
/** The page of `npm test` run as often as the tally says. */
const runsPage = (tally: SoakTally, setting: SoakSetting = NPM_TEST) => soakPage({ mode: "runs", setting, tally });

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
    open(runsPage(tallied(1, 2)));
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
    open(runsPage(tallied(1, 2)));
    expect(texts("h2")).toEqual(["Runs", "Flaky: passed in some runs, failed in others", "Restarts", "Tests by run"]);
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
    open(runsPage(tallied(1, 2)));
    expect(texts("main > p")).toEqual([
      "1 of 2 runs red. The soak ran without load of its own.",
      "1 test failed in some run: 1 flaky, 0 failing in every run it ran. 28 tests passed in every run they ran (17 of them did not run in every run); they are counted here and listed in soak.json.",
    ]);
    expect(document.querySelectorAll("section")).toHaveLength(1);
  });

  it("says the soak ran under load", () => {
    open(runsPage(tallied(1), { command: "npm test", load: true }));
    expect(texts("main > p")[0]).toBe(
      "0 of 1 runs red. The soak ran under load: a process of its own kept one core busy the whole time, as another job does on a shared CI runner.",
    );
  });

  it("lists each restart with its run and test, and with the test that failed in the same run", () => {
    open(runsPage(tallied(1, 4)));
    const restarts = [...document.querySelectorAll("h2 + ul > li")].map((item) => item.textContent);
    expect(restarts).toHaveLength(3);
    expect(restarts[0]).toBe(
      "Run 1: WebKit stopped answering during `page / @axe-clean` (no answer to evaluate within 20 s); restarted; passed on the second go (engine journey: [WebKit] page / @axe-clean)",
    );
    expect(restarts[2]).toMatch(/^Run 4: Firefox stopped answering during `contact: a message/);
  });

  it("shows each distinct error of a test once, under the runs it came in", () => {
    open(runsPage(tallied(1, 3, 4)));
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
    open(runsPage(tallied(1, 5, 6)));
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
    open(runsPage(tallied(1, 1)));
    expect(texts("h2")).toEqual(["Runs", "Restarts", "Tests by run"]);
    expect(texts("main > p")[1]).toBe(
      "No test failed in any run. 29 tests passed in every run they ran; they are counted here and listed in soak.json.",
    );
    expect(document.querySelectorAll("section")).toHaveLength(0);
    open(runsPage(tallySoak([])));
    expect(texts("h2")).toEqual(["Runs", "Tests by run"]);
  });

  it("lists flaky tests and tests failing in every run they ran under headings of their own", () => {
    open(runsPage(tallied(3, 4)));
    expect(texts("h2")).toEqual([
      "Runs",
      "Flaky: passed in some runs, failed in others",
      "Failing in every run it ran",
      "Restarts",
      "Tests by run",
    ]);
    expect(texts("main > p")[1]).toMatch(/^6 tests failed in some run: 5 flaky, 1 failing in every run it ran\. /);
    const failing = document.querySelector("h2:nth-of-type(3) + section h3");
    expect(failing?.textContent).toBe("engine journey: [WebKit] page /contact @axe-clean");
    // Passed on its retry in run 3 and failed in run 4: it did pass once, so it is flaky.
    expect(texts("h2:nth-of-type(2) + section h3")).toEqual([
      "browser: [desktop] specs/home.spec.ts › home page › shows hero, about teaser, package, download section and footer in that order @home-sections @home-read-more @footer",
    ]);
  });

  it("lists the reports that could not be read", () => {
    const tally = tallied(1);
    tally.runs[0].problems = ["engines.json: Unexpected end of JSON input"];
    open(runsPage(tally));
    expect(texts("h2").at(-1)).toBe("Reports that could not be read");
    expect(texts("h2:last-of-type + ul li")).toEqual(["Run 1: engines.json: Unexpected end of JSON input"]);
  });
});

// Each browser test run three times in one Playwright run: its repeats tallied as runs, its pictures judged.
const HOME = "home page › looks right";
const FLAKY = `[mobile] specs/home.spec.ts › ${HOME}`;
/** The tally of one test of the given title, of the given status in each repeat. */
const repeated = (title: string, ...statuses: TestStatus[]): TestTally =>
  tallyTests(
    statuses.map((status, index) => ({
      run: index + 1,
      tests: [{ layer: "browser", place: "mobile", file: "specs/home.spec.ts", title, status, tags: [] }],
    })),
  )[0];
const unstable = {
  test: FLAKY,
  screenshot: "home",
  why: "run 1 matched the approved picture, run 2 did not",
  pictures: ["pictures/1-first.png", "pictures/1-second.png"] as [string, string],
};
const nothing: PictureVerdict = { unstable: [], changed: [] };
const eachPage = (tests: TestTally[], pictures: PictureVerdict, each = 3) =>
  soakPage({
    mode: "each",
    setting: { command: `playwright test --repeat-each=${each} --retries=0`, load: false, each },
    tests,
    pictures,
  });
const summary = () => document.querySelector("h1 + p")?.textContent;

describe("the soak's page of each browser test repeated", () => {
  it("names the flaky test and shows an unstable screenshot's two pictures side by side, without accessibility violations", async () => {
    open(eachPage([repeated(HOME, "passed", "failed", "passed")], { unstable: [unstable], changed: [] }));
    expect(document.querySelector("h1")?.textContent).toBe("Soak: each test 3 times");
    expect(texts("main > p").slice(1)).toEqual([
      "Each test ran 3 times in one run of playwright test --repeat-each=3 --retries=0, with no retries. The soak ran without load of its own.",
      "1 test failed in some run: 1 flaky, 0 failing in every run it ran. 0 tests passed in every run they ran; they are counted here and listed in soak.json.",
    ]);
    expect(texts("section h3")[0]).toBe(`browser: ${FLAKY}`);
    expect(texts("section > p")[0]).toBe("passed 2, failed 1. run 1 passed · run 2 failed · run 3 passed");
    expect([...document.querySelectorAll("img")].map((img) => img.getAttribute("src"))).toEqual([
      "pictures/1-first.png",
      "pictures/1-second.png",
    ]);
    const { violations } = await axe.run(document.documentElement, {
      runOnly: ["wcag2a", "wcag2aa", "wcag22aa", "best-practice"],
    });
    expect(violations.map((violation) => violation.id)).toEqual([]);
  });

  it("says so when every test and picture came out the same every time, with no empty sections", () => {
    open(eachPage([repeated(HOME, "passed", "passed", "passed")], nothing));
    expect(summary()).toBe("Every test passed every time, and every picture came out the same.");
    expect(texts("h1, h2, h3")).toEqual(["Soak: each test 3 times"]);
    expect(document.querySelectorAll("ul, section, img")).toHaveLength(0);
  });

  it("says something did not come out the same whenever anything is listed, whatever the mix", () => {
    const flaky = [repeated(HOME, "passed", "failed")];
    const failing = [repeated(HOME, "failed", "failed")];
    const changed = { ...nothing, changed: [`${FLAKY}: home`] };
    const shaky = { ...nothing, unstable: [unstable] };
    const mixes: [TestTally[], PictureVerdict][] = [
      [flaky, nothing],
      [failing, nothing],
      [[], changed],
      [[], shaky],
      [[...flaky, repeated("other", "failed")], nothing],
      [flaky, shaky],
      [flaky, changed],
    ];
    for (const [tests, pictures] of mixes) {
      open(eachPage(tests, pictures));
      expect(summary()).toBe("Some tests or pictures did not come out the same each time.");
    }
  });

  it("lists each kind under its own heading, a reader's outline in order", () => {
    const tests = [
      repeated("flaky one", "passed", "failed", "failed", "passed", "passed"),
      repeated("flaky two", "failed", "passed", "passed", "passed", "passed"),
      repeated("failing one", "failed", "failed", "failed", "failed", "failed"),
      repeated("steady one", "passed", "passed", "passed", "passed", "passed"),
    ];
    const pictures: PictureVerdict = {
      changed: ["[desktop] changed one: menu"],
      unstable: [
        unstable,
        {
          ...unstable,
          screenshot: "menu",
          why: "did not settle within run 2: two frames in a row differed",
          pictures: ["pictures/2-first.png", "pictures/2-second.png"],
        },
      ],
    };
    open(eachPage(tests, pictures, 5));
    expect(texts("h1, h2, h3")).toEqual([
      "Soak: each test 5 times",
      "Flaky: passed in some runs, failed in others",
      "browser: [mobile] specs/home.spec.ts › flaky one",
      "browser: [mobile] specs/home.spec.ts › flaky two",
      "Failing in every run it ran",
      "browser: [mobile] specs/home.spec.ts › failing one",
      "Differing from the approved picture in every run, the same way each time",
      "Unstable pictures",
      `home: ${FLAKY}`,
      `menu: ${FLAKY}`,
    ]);
    expect(texts("h2 + ul > li")).toEqual(["[desktop] changed one: menu"]);
    expect(texts("section:has(figure) > p")).toEqual([pictures.unstable[0].why, pictures.unstable[1].why]);
  });

  it("names each picture for a screen reader and captions it first or second, the two side by side", () => {
    open(eachPage([], { unstable: [unstable], changed: [] }));
    const figures = [...document.querySelectorAll("figure")];
    expect(
      figures.map((figure) => [figure.querySelector("img")?.alt, figure.querySelector("figcaption")?.textContent]),
    ).toEqual([
      ["first picture of home", "first"],
      ["second picture of home", "second"],
    ]);
    expect(figures[0].parentElement).toBe(figures[1].parentElement);
    expect(getComputedStyle(figures[0].parentElement as HTMLElement).display).toBe("flex");
  });
});
