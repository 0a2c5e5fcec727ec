import { Fragment } from "react";
import { RULE_GROUPS, type RuleGroup } from "#qa/plan/spec-rules.ts";
import { h, reportPage } from "#qa/support/index.ts";
import { type Coverage, layersOf, provedByPicturesOnly, ruleStatus } from "./coverage.ts";

const STYLE = `
body { font: 16px/1.5 system-ui, sans-serif; color: #1a1a1a; background: #fff; margin: 2rem auto; max-width: 80rem; padding: 0 1rem; }
table { border-collapse: collapse; width: 100%; margin-bottom: 2rem; }
th, td { border-bottom: 1px solid #ccc; padding: .4rem .6rem; text-align: left; vertical-align: top; }
caption { text-align: left; font-weight: 700; font-size: 1.2rem; padding: .5rem 0; }
code { font-size: .9em; } td:nth-child(2) { min-width: 14rem; }
ul { margin: 0; padding-left: 1.1rem; }
.proved { color: #14622e; } .failed, .no-test { color: #a4161a; font-weight: 700; } .not-run { color: #7a4b00; font-weight: 700; }
.status-passed { color: #14622e; } .status-failed, .status-flaky { color: #a4161a; } .status-skipped, .status-not-run { color: #7a4b00; }
`;

/** The page QA opens: every rule by group, its tests per layer with their result, and what is wrong. */
export function coveragePage({ rules, problems, unnamed }: Coverage): string {
  const proved = rules.filter((rule) => ruleStatus(rule) === "proved").length;
  const layers = layersOf(rules);
  const groups = (Object.keys(RULE_GROUPS) as RuleGroup[]).filter((group) =>
    rules.some((rule) => rule.group === group),
  );
  const row = (rule: Coverage["rules"][number]) => {
    const status = ruleStatus(rule);
    return h(
      "tr",
      { key: rule.id },
      h("th", { scope: "row" }, h("code", null, `@${rule.id}`)),
      h("td", null, rule.rule),
      layers.map((layer) => {
        const tests = rule.tests.filter((test) => test.layer === layer);
        return h(
          "td",
          { key: layer },
          tests.length > 0
            ? h(
                "ul",
                null,
                tests.map((test) =>
                  h(
                    "li",
                    // Stryker disable next-line StringLiteral: a key tells items apart across updates; this page is rendered once, and the server renderer does not check that keys differ
                    { key: `${test.file} ${test.title}` },
                    h("span", { className: `status-${test.status.replace(" ", "-")}` }, test.status),
                    `: ${test.title} `,
                    h("small", null, `(${test.file})`),
                  ),
                ),
              )
            : "–",
        );
      }),
      h(
        "td",
        { className: status.replace(" ", "-") },
        status,
        provedByPicturesOnly(rule) ? h(Fragment, null, h("br"), h("small", null, "by pictures only")) : null,
      ),
    );
  };
  const section = (group: RuleGroup) =>
    h(
      "table",
      { key: group },
      h("caption", null, RULE_GROUPS[group]),
      h(
        "thead",
        null,
        h(
          "tr",
          null,
          h("th", { scope: "col" }, "id"),
          h("th", { scope: "col" }, "rule"),
          layers.map((layer) => h("th", { key: layer, scope: "col" }, layer)),
          h("th", { scope: "col" }, "last run"),
        ),
      ),
      h("tbody", null, rules.filter((rule) => rule.group === group).map(row)),
    );
  return reportPage({
    title: "Spec rule coverage",
    style: STYLE,
    children: h(
      "main",
      null,
      h("h1", null, "Spec rule coverage"),
      h(
        "p",
        null,
        `${proved} of ${rules.length} rules proved by the last run. ${unnamed} tests name no rule (checks of the host, the build and the harness). Run one rule's tests with `,
        h("code", null, "npx vitest run -t @id"),
        " and ",
        h("code", null, "npx playwright test --grep @id"),
        ".",
      ),
      problems.length > 0
        ? h(
            Fragment,
            null,
            h("h2", null, "Problems"),
            h(
              "ul",
              null,
              problems.map((problem) => h("li", { key: problem }, problem)),
            ),
          )
        : null,
      groups.map(section),
    ),
  });
}
