import { Fragment } from "react";
import { h, reportPage } from "#qa/support/report-page.ts";
import type { Verdict } from "./verdict.ts";

const STYLE = `body { font: 16px/1.5 system-ui, sans-serif; color: #1a1a1a; margin: 2rem auto; max-width: 90rem; padding: 0 1rem; }
.pair { display: flex; gap: 1rem; flex-wrap: wrap; } figure { margin: 0; flex: 1 1 20rem; } img { max-width: 100%; border: 1px solid #888; }`;

// Children are passed one by one (spread), not as arrays: React then asks for no keys, which a page rendered
// once on the server has no use for.

function List({ heading, items }: { heading: string; items: string[] }) {
  if (items.length === 0) return null;
  return h(Fragment, null, h("h2", null, heading), h("ul", null, ...items.map((item) => h("li", null, item))));
}

const SIDES = ["first", "second"] as const;

/**
 * The stability run's page: flaky and failing tests, and each unstable picture with its two
 * images side by side. `pictures` are the images' addresses relative to the page, pair by pair.
 */
export function stabilityPage(verdict: Verdict, repeats: number, pictures: [string, string][]): string {
  const clean = verdict.flaky.length + verdict.failing.length + verdict.unstable.length + verdict.changed.length === 0;
  const unstable = verdict.unstable.map((entry, index) =>
    h(
      "section",
      null,
      h("h3", null, `${entry.screenshot}: ${entry.test}`),
      h("p", null, entry.why),
      h(
        "div",
        { className: "pair" },
        ...pictures[index].map((src, side) =>
          h(
            "figure",
            null,
            h("img", { src, alt: `${SIDES[side]} picture of ${entry.screenshot}` }),
            h("figcaption", null, SIDES[side]),
          ),
        ),
      ),
    ),
  );
  return reportPage({
    title: "Stability run",
    style: STYLE,
    children: h(
      "main",
      null,
      h("h1", null, `Stability run: each test ${repeats} times`),
      h(
        "p",
        null,
        clean
          ? "Every test passed every time, and every picture came out the same."
          : "Some tests or pictures did not come out the same each time.",
      ),
      h(List, { heading: "Flaky: passed in some runs, failed in others", items: verdict.flaky }),
      h(List, { heading: "Failing in every run", items: verdict.failing }),
      h(List, {
        heading: "Differing from the approved picture in every run, the same way each time",
        items: verdict.changed,
      }),
      unstable.length > 0 ? h(Fragment, null, h("h2", null, "Unstable pictures"), ...unstable) : null,
    ),
  });
}
