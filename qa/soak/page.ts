/**
 * The soak's page, in either mode: the tests that failed in some run (flaky, then failing), each with its counts,
 * its status in each run and its errors; of `npm test` run N times, the runs side by side, the restarts and the
 * tests by run; of each browser test run N times, the pictures that changed and each unstable one's two pictures.
 */
import { Fragment } from "react";
import { TEST_LAYERS } from "#qa/results/index.ts";
import { h, reportPage } from "#qa/support/index.ts";
import type { UnstablePicture } from "./pictures.ts";
import {
  CHANGED_HEADING,
  type EachSoak,
  FAILED_HEADINGS,
  plural,
  runVerdict,
  type Soak,
  sameEachTime,
  seconds,
  testCounts,
  UNSTABLE_HEADING,
} from "./summary.ts";
import type { SoakTally, TestTally } from "./tally.ts";

const STYLE = `body { font: 16px/1.5 system-ui, sans-serif; color: #1a1a1a; background: #fff; margin: 2rem auto; max-width: 90rem; padding: 0 1rem; }
table { border-collapse: collapse; margin-bottom: 2rem; } th, td { border-bottom: 1px solid #ccc; padding: .3rem .6rem; text-align: left; vertical-align: top; }
caption { text-align: left; font-weight: 700; padding: .5rem 0; } small { color: #555; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f4f4f4; padding: .5rem; margin: 0 0 1rem; }
section { border-top: 1px solid #ccc; padding-top: .5rem; }
.passed { color: #14622e; } .failed, .cut-short { color: #a4161a; font-weight: 700; } .not-run, .no-record { color: #7a4b00; }
.pair { display: flex; gap: 1rem; flex-wrap: wrap; } figure { margin: 0; flex: 1 1 20rem; } img { max-width: 100%; border: 1px solid #888; }`;

// Children are passed one by one (spread), not as arrays: React then asks for no keys, which a page rendered
// once on the server has no use for.

const className = (status: string) => status.replace(" ", "-");
const runList = (runs: readonly number[]) => `${runs.length === 1 ? "Run" : "Runs"} ${runs.join(", ")}`;

function RunsTable({ tally }: { tally: SoakTally }) {
  const head = (label: string) => h("th", { scope: "col" }, label);
  const row = (label: ReturnType<typeof h> | string, ...cells: ReturnType<typeof h>[]) =>
    h("tr", null, h("th", { scope: "row" }, label), ...cells);
  return h(
    "table",
    null,
    h("caption", null, "Each run: its verdict, its stages' verdicts and times, and the machinery restarts in it"),
    h(
      "thead",
      null,
      h("tr", null, head("stage"), ...tally.runs.map((run) => head(`run ${run.run}`)), head("median"), head("slowest")),
    ),
    h(
      "tbody",
      null,
      row(
        "the run",
        ...tally.runs.map((run) => h("td", { className: className(run.verdict) }, runVerdict(run))),
        h("td", null),
        h("td", null),
      ),
      row("restarts", ...tally.runs.map((run) => h("td", null, String(run.restarts))), h("td", null), h("td", null)),
      ...tally.stages.map((stage) =>
        row(
          h(Fragment, null, stage.name, h("br"), h("small", null, `npm run ${stage.script}`)),
          ...stage.runs.map((run) =>
            run
              ? h(
                  "td",
                  { className: className(run.status) },
                  run.seconds === null ? run.status : `${run.status}, ${seconds(run.seconds)}`,
                )
              : h("td", { className: "no-record" }, "no record"),
          ),
          h("td", null, stage.median === null ? "–" : seconds(stage.median)),
          h("td", null, stage.slowest ? `${seconds(stage.slowest.seconds)} (run ${stage.slowest.run})` : "–"),
        ),
      ),
    ),
  );
}

function FailedTest({ test, runs }: { test: TestTally; runs: number[] }) {
  const byRun = test.runs.map((status, index) => `run ${runs[index]} ${status}`).join(" · ");
  return h(
    "section",
    null,
    h("h3", null, `${test.layer}: ${test.test}`),
    h("p", null, `${testCounts(test)}. `, h("small", null, byRun)),
    ...test.errors.flatMap((error) => [h("p", null, `${runList(error.runs)}:`), h("pre", null, error.message)]),
    test.restarts.length > 0
      ? h("ul", null, ...test.restarts.map(({ run, restart }) => h("li", null, `Restart in run ${run}: ${restart}`)))
      : null,
  );
}

function TestsTable({ tally }: { tally: SoakTally }) {
  const layers = TEST_LAYERS.filter((layer) => tally.tests.some((test) => test.layer === layer));
  return h(
    "table",
    null,
    h("caption", null, "Tests that ran in each run: passed, failed"),
    h(
      "thead",
      null,
      h(
        "tr",
        null,
        h("th", { scope: "col" }, "tests"),
        ...tally.runs.map((run) => h("th", { scope: "col" }, `run ${run.run}`)),
      ),
    ),
    h(
      "tbody",
      null,
      ...layers.map((layer) =>
        h(
          "tr",
          null,
          h("th", { scope: "row" }, layer),
          ...tally.runs.map((run) => {
            const counts = run.tests[layer];
            return h("td", null, counts ? `${counts.passed} passed, ${counts.failed} failed` : "not run");
          }),
        ),
      ),
    ),
  );
}

const LOAD = {
  true: "The soak ran under load: a process of its own kept one core busy the whole time, as another job does on a shared CI runner.",
  false: "The soak ran without load of its own.",
};

/** How many tests failed in some run, and how many passed in every run they ran. */
function TestCounts({ tests }: { tests: readonly TestTally[] }) {
  const count = (verdict: TestTally["verdict"]) => tests.filter((test) => test.verdict === verdict).length;
  const steady = count("passed");
  const failed = tests.length - steady;
  const sometimesNotRun = tests.filter((test) => test.verdict === "passed" && test.notRun > 0).length;
  return h(
    "p",
    null,
    failed > 0
      ? `${plural(failed, "test")} failed in some run: ${count("flaky")} flaky, ${count("failing")} failing in every run it ran. `
      : "No test failed in any run. ",
    `${plural(steady, "test")} passed in every run they ran${sometimesNotRun > 0 ? ` (${sometimesNotRun} of them did not run in every run)` : ""}; they are counted here and listed in soak.json.`,
  );
}

/** The tests that failed in some run, flaky ones then failing ones, each under its heading (none when empty). */
function FailedTests({ tests, runs }: { tests: readonly TestTally[]; runs: number[] }) {
  return h(
    Fragment,
    null,
    ...Object.entries(FAILED_HEADINGS).map(([verdict, heading]) => {
      const listed = tests.filter((test) => test.verdict === verdict);
      if (listed.length === 0) return null;
      return h(Fragment, null, h("h2", null, heading), ...listed.map((test) => h(FailedTest, { test, runs })));
    }),
  );
}

const SIDES = ["first", "second"] as const;

/** An unstable screenshot: why, and its two pictures side by side. */
function Unstable({ entry }: { entry: UnstablePicture }) {
  return h(
    "section",
    null,
    h("h3", null, `${entry.screenshot}: ${entry.test}`),
    h("p", null, entry.why),
    h(
      "div",
      { className: "pair" },
      ...entry.pictures.map((src, side) =>
        h(
          "figure",
          null,
          h("img", { src, alt: `${SIDES[side]} picture of ${entry.screenshot}` }),
          h("figcaption", null, SIDES[side]),
        ),
      ),
    ),
  );
}

function RunsMode({ tally, load, command }: { tally: SoakTally; load: boolean; command: string }) {
  const problems = tally.runs.flatMap((run) => run.problems.map((problem) => `Run ${run.run}: ${problem}`));
  return h(
    Fragment,
    null,
    h("h1", null, `Soak: ${tally.runs.length} runs of ${command}`),
    h("p", null, `${tally.red} of ${tally.runs.length} runs red. `, LOAD[`${load}`]),
    h(TestCounts, { tests: tally.tests }),
    h("h2", null, "Runs"),
    h(RunsTable, { tally }),
    h(FailedTests, { tests: tally.tests, runs: tally.runs.map((run) => run.run) }),
    tally.restarts.length > 0
      ? h(
          Fragment,
          null,
          h("h2", null, "Restarts"),
          h(
            "ul",
            null,
            ...tally.restarts.map(({ run, test, restart }) =>
              h("li", null, `Run ${run}: ${restart} `, h("small", null, `(${test})`)),
            ),
          ),
        )
      : null,
    h("h2", null, "Tests by run"),
    h(TestsTable, { tally }),
    problems.length > 0
      ? h(
          Fragment,
          null,
          h("h2", null, "Reports that could not be read"),
          h("ul", null, ...problems.map((problem) => h("li", null, problem))),
        )
      : null,
  );
}

function EachMode({ soak }: { soak: EachSoak }) {
  const { setting, tests, pictures } = soak;
  return h(
    Fragment,
    null,
    h("h1", null, `Soak: each test ${setting.each} times`),
    h(
      "p",
      null,
      sameEachTime(soak)
        ? "Every test passed every time, and every picture came out the same."
        : "Some tests or pictures did not come out the same each time.",
    ),
    h(
      "p",
      null,
      `Each test ran ${setting.each} times in one run of ${setting.command}, with no retries. `,
      LOAD[`${setting.load}`],
    ),
    h(TestCounts, { tests }),
    h(FailedTests, { tests, runs: Array.from({ length: setting.each }, (_, index) => index + 1) }),
    pictures.changed.length > 0
      ? h(
          Fragment,
          null,
          h("h2", null, CHANGED_HEADING),
          h("ul", null, ...pictures.changed.map((screenshot) => h("li", null, screenshot))),
        )
      : null,
    pictures.unstable.length > 0
      ? h(Fragment, null, h("h2", null, UNSTABLE_HEADING), ...pictures.unstable.map((entry) => h(Unstable, { entry })))
      : null,
  );
}

/**
 * The soak's page. Of each browser test repeated, the unstable pictures' addresses are relative to the page
 * (copyPictures).
 */
export function soakPage(soak: Soak): string {
  return reportPage({
    title: "Soak",
    style: STYLE,
    children: h(
      "main",
      null,
      soak.mode === "runs" ? h(RunsMode, { tally: soak.tally, ...soak.setting }) : h(EachMode, { soak }),
    ),
  });
}
