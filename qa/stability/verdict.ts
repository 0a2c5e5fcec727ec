import type { SamePixels } from "#qa/compare/index.ts";
import type { Picture, RepeatedTest } from "./repeats.ts";

/** A screenshot that came out differently in two runs of the same build, and the two pictures. */
export interface UnstablePicture {
  test: string;
  screenshot: string;
  /** Why the two differ: one run matched the approved picture and another did not, or two runs' pictures differ. */
  why: string;
  pictures: [string, string];
}

export interface Verdict {
  /** Tests that passed in some repeats and failed in others. */
  flaky: string[];
  /** Tests that failed in every repeat: broken, not flaky. */
  failing: string[];
  unstable: UnstablePicture[];
  /** Screenshots that differ from their approved picture in every repeat, the same way each time: a change to review. */
  changed: string[];
}

const name = (test: RepeatedTest) => `[${test.project}] ${test.file} › ${test.title}`;

/**
 * Judges the repeats of each test. A picture is unstable when one run matched the approved
 * screenshot and another did not (its pictures: the approved one and what that run drew),
 * when the screenshot would not settle within one run (its last two frames), or when runs
 * that all missed the approved screenshot drew different pictures (two of them).
 */
export async function stabilityVerdict(tests: readonly RepeatedTest[], samePixels: SamePixels): Promise<Verdict> {
  const verdict: Verdict = { flaky: [], failing: [], unstable: [], changed: [] };
  for (const test of tests) {
    const passed = test.runs.filter((run) => run.status === "passed").length;
    if (passed === 0 && test.runs.length > 0) verdict.failing.push(name(test));
    else if (passed < test.runs.length) verdict.flaky.push(name(test));

    const pictures = test.runs.flatMap((run) => run.pictures);
    for (const screenshot of new Set(pictures.map((picture) => picture.screenshot))) {
      const of = (role: Picture["role"]) =>
        test.runs.map((run) => run.pictures.find((p) => p.screenshot === screenshot && p.role === role)?.path);
      const actuals = of("actual");
      const settled = of("previous");
      const unsettledRun = settled.findIndex(Boolean);
      if (unsettledRun !== -1) {
        verdict.unstable.push({
          test: name(test),
          screenshot,
          why: `did not settle within run ${unsettledRun + 1}: two frames in a row differed`,
          pictures: [settled[unsettledRun] as string, actuals[unsettledRun] as string],
        });
        continue;
      }
      const matchedRun = actuals.findIndex((actual, run) => !actual && test.runs[run].status === "passed");
      const missedRun = actuals.findIndex(Boolean);
      if (missedRun === -1) continue;
      if (matchedRun !== -1) {
        verdict.unstable.push({
          test: name(test),
          screenshot,
          why: `run ${matchedRun + 1} matched the approved picture, run ${missedRun + 1} did not`,
          pictures: [of("expected")[missedRun] as string, actuals[missedRun] as string],
        });
        continue;
      }
      const drawn = actuals.filter((actual): actual is string => Boolean(actual));
      let differing: number | undefined;
      for (let run = 1; run < drawn.length && differing === undefined; run++) {
        if (!(await samePixels(drawn[0], drawn[run]))) differing = run;
      }
      if (differing === undefined) verdict.changed.push(`${name(test)}: ${screenshot}`);
      else {
        verdict.unstable.push({
          test: name(test),
          screenshot,
          why: "every run missed the approved picture, and two runs drew different ones",
          pictures: [drawn[0], drawn[differing]],
        });
      }
    }
  }
  return verdict;
}
