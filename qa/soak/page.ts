import { Fragment } from "react";
import { TEST_LAYERS } from "#qa/results/index.ts";
import { h, reportPage } from "#qa/support/report-page.ts";
import { plural, runVerdict, type SoakSetting, seconds, testCounts } from "./summary.ts";
import type { SoakTally, TestTally } from "./tally.ts";

const STYLE = `body { font: 16px/1.5 system-ui, sans-serif; color: #1a1a1a; background: #fff; margin: 2rem auto; max-width: 90rem; padding: 0 1rem; }
table { border-collapse: collapse; margin-bottom: 2rem; } th, td { border-bottom: 1px solid #ccc; padding: .3rem .6rem; text-align: left; vertical-align: top; }
caption { text-align: left; font-weight: 700; padding: .5rem 0; } small { color: #555; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f4f4f4; padding: .5rem; margin: 0 0 1rem; }
section { border-top: 1px solid #ccc; padding-top: .5rem; }
.passed { color: #14622e; } .failed, .cut-short { color: #a4161a; font-weight: 700; } .not-run, .no-record { color: #7a4b00; }`;

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

/** The soak's page: the runs side by side, then the tests that failed in some run with their errors, then the restarts. */
export function soakPage(tally: SoakTally, { command, load }: SoakSetting): string {
  const failing = tally.tests.filter((test) => test.failed > 0);
  const steady = tally.tests.length - failing.length;
  const sometimesNotRun = tally.tests.filter((test) => test.failed === 0 && test.notRun > 0).length;
  const problems = tally.runs.flatMap((run) => run.problems.map((problem) => `Run ${run.run}: ${problem}`));
  return reportPage({
    title: "Soak",
    style: STYLE,
    children: h(
      "main",
      null,
      h("h1", null, `Soak: ${tally.runs.length} runs of ${command}`),
      h(
        "p",
        null,
        `${tally.red} of ${tally.runs.length} runs red. `,
        load
          ? "The soak ran under load: a process of its own kept one core busy the whole time, as another job does on a shared CI runner."
          : "The soak ran without load of its own.",
      ),
      h(
        "p",
        null,
        failing.length > 0 ? `${plural(failing.length, "test")} failed in some run. ` : "No test failed in any run. ",
        `${plural(steady, "test")} passed in every run they ran${sometimesNotRun > 0 ? ` (${sometimesNotRun} of them did not run in every run)` : ""}; they are counted here and listed in soak.json.`,
      ),
      h("h2", null, "Runs"),
      h(RunsTable, { tally }),
      failing.length > 0
        ? h(
            Fragment,
            null,
            h("h2", null, "Tests that failed in some run"),
            ...failing.map((test) => h(FailedTest, { test, runs: tally.runs.map((run) => run.run) })),
          )
        : null,
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
    ),
  });
}
