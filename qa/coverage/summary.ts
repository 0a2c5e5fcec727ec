import { type Coverage, layersOf, ruleStatus } from "./coverage.ts";

/** Counts for CI's job summary (Markdown): rules by result, tests naming a rule by layer. */
export function coverageSummary({ rules, problems, unnamed }: Coverage): string {
  const count = (status: string) => rules.filter((rule) => ruleStatus(rule) === status).length;
  const layers = layersOf(rules);
  // Each test once, however many rules it names.
  const testsIn = (layer: string) => [
    ...new Map(
      rules
        .flatMap((rule) => rule.tests)
        .filter((test) => test.layer === layer)
        .map((test) => [`${test.file} ${test.title}`, test]),
    ).values(),
  ];
  const lines = [
    "## Spec rule coverage",
    "",
    `**${count("proved")} of ${rules.length} rules proved** by the last run; ${count("failed")} failed, ` +
      `${count("not run")} not run, ${count("no test")} without a test.`,
    "",
    "| layer | tests naming a rule | passed |",
    "| --- | ---: | ---: |",
    ...layers.map((layer) => {
      const tests = testsIn(layer);
      return `| ${layer} | ${tests.length} | ${tests.filter((test) => test.status === "passed").length} |`;
    }),
    "",
    `Tests that name no rule: ${unnamed}.`,
  ];
  if (problems.length > 0) lines.push("", "### Problems", "", ...problems.map((problem) => `- ${problem}`));
  return `${lines.join("\n")}\n`;
}
