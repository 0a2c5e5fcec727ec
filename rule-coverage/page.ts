import { RULE_GROUPS, type RuleGroup } from "../src/spec-rules.ts";
import { type Coverage, layersOf, ruleStatus } from "./coverage.ts";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

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
export function coveragePage({ rules, problems, unnamed }: Coverage, groupOf: (id: string) => RuleGroup): string {
  const proved = rules.filter((rule) => ruleStatus(rule) === "proved").length;
  const layers = layersOf(rules);
  const groups = (Object.keys(RULE_GROUPS) as RuleGroup[]).filter((group) =>
    rules.some((rule) => groupOf(rule.id) === group),
  );
  const section = (group: RuleGroup) => {
    const rows = rules
      .filter((rule) => groupOf(rule.id) === group)
      .map((rule) => {
        const status = ruleStatus(rule);
        const cells = layers.map((layer) => {
          const tests = rule.tests.filter((test) => test.layer === layer);
          const items = tests.map(
            (test) =>
              `<li><span class="status-${test.status.replace(" ", "-")}">${test.status}</span>: ${escapeHtml(test.title)} <small>(${escapeHtml(test.file)})</small></li>`,
          );
          return `<td>${items.length > 0 ? `<ul>${items.join("")}</ul>` : "–"}</td>`;
        });
        return `<tr><th scope="row"><code>@${escapeHtml(rule.id)}</code></th><td>${escapeHtml(rule.rule)}</td>${cells.join("")}<td class="${status.replace(" ", "-")}">${status}</td></tr>`;
      });
    const head = layers.map((layer) => `<th scope="col">${escapeHtml(layer)}</th>`).join("");
    return `<table><caption>${escapeHtml(RULE_GROUPS[group])}</caption><thead><tr><th scope="col">id</th><th scope="col">rule</th>${head}<th scope="col">last run</th></tr></thead><tbody>${rows.join("")}</tbody></table>`;
  };
  const problemList =
    problems.length > 0
      ? `<h2>Problems</h2><ul>${problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join("")}</ul>`
      : "";
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Spec rule coverage</title><style>${STYLE}</style></head>
<body><main>
<h1>Spec rule coverage</h1>
<p>${proved} of ${rules.length} rules proved by the last run. ${unnamed} tests name no rule (checks of the host, the build and the harness). Run one rule's tests with <code>npx vitest run -t @id</code> and <code>npx playwright test --grep @id</code>.</p>
${problemList}
${groups.map(section).join("\n")}
</main></body>
</html>
`;
}
