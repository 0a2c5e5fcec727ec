/**
 * The each mode's one step beyond the tally: each screenshot judged across the repeats of its test, and the two
 * pictures of each unstable one copied beside the page (Playwright's output folder is cleared by its next run).
 */
import { copyFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
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

export interface PictureVerdict {
  unstable: UnstablePicture[];
  /** Screenshots that differ from their approved picture in every run, the same way each time: a change to review. */
  changed: string[];
}

/**
 * Judges each screenshot across the repeats of its test (a run here is one repeat). A picture is unstable when
 * one run matched the approved screenshot and another did not (its pictures: the approved one and what that run
 * drew), when the screenshot would not settle within one run (its last two frames), or when runs that all missed
 * the approved screenshot drew different pictures (two of them).
 */
export async function pictureVerdict(tests: readonly RepeatedTest[], samePixels: SamePixels): Promise<PictureVerdict> {
  const verdict: PictureVerdict = { unstable: [], changed: [] };
  for (const { name, repeats } of tests) {
    const pictures = repeats.flatMap((repeat) => repeat.pictures);
    for (const screenshot of new Set(pictures.map((picture) => picture.screenshot))) {
      const of = (role: Picture["role"]) =>
        repeats.map((repeat) => repeat.pictures.find((p) => p.screenshot === screenshot && p.role === role)?.path);
      const actuals = of("actual");
      const settled = of("previous");
      const unsettledRun = settled.findIndex(Boolean);
      if (unsettledRun !== -1) {
        verdict.unstable.push({
          test: name,
          screenshot,
          why: `did not settle within run ${unsettledRun + 1}: two frames in a row differed`,
          pictures: [settled[unsettledRun] as string, actuals[unsettledRun] as string],
        });
        continue;
      }
      const matchedRun = actuals.findIndex((actual, run) => !actual && repeats[run].record.status === "passed");
      const missedRun = actuals.findIndex(Boolean);
      if (missedRun === -1) continue;
      if (matchedRun !== -1) {
        verdict.unstable.push({
          test: name,
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
      if (differing === undefined) verdict.changed.push(`${name}: ${screenshot}`);
      else {
        verdict.unstable.push({
          test: name,
          screenshot,
          why: "every run missed the approved picture, and two runs drew different ones",
          pictures: [drawn[0], drawn[differing]],
        });
      }
    }
  }
  return verdict;
}

/**
 * Copies the two pictures of each unstable screenshot into `pageDir`/pictures/, as `<n>-first.png` and
 * `<n>-second.png`; returns the screenshots with their copies' addresses, relative to the page.
 */
export function copyPictures(unstable: readonly UnstablePicture[], pageDir: string): UnstablePicture[] {
  mkdirSync(join(pageDir, "pictures"), { recursive: true });
  return unstable.map((entry, index) => {
    const [first, second] = (["first", "second"] as const).map((side, at) => {
      const copy = `pictures/${index + 1}-${side}.png`;
      copyFileSync(entry.pictures[at], join(pageDir, copy));
      return copy;
    });
    return { ...entry, pictures: [first, second] };
  });
}
