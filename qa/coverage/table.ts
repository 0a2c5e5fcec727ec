import { layersOf, type RuleCoverage, ruleStatus } from "./coverage.ts";

/** How many of a rule's tests in one layer passed, of how many: "2/2", or "–" for none. */
function layerCell(coverage: RuleCoverage, layer: string): string {
  const tests = coverage.tests.filter((test) => test.layer === layer);
  if (tests.length === 0) return "–";
  return `${tests.filter((test) => test.status === "passed").length}/${tests.length}`;
}

/** The text in a column of that width, cut short with "…" where it is longer. */
const padCell = (text: string, width: number) =>
  (text.length > width ? `${text.slice(0, width - 1).trimEnd()}…` : text).padEnd(width);

/** The console's table: one row per rule, its passing tests of all its tests per layer, its result. */
export function coverageTable(rules: readonly RuleCoverage[], ruleWidth = 60): string {
  const layers = layersOf(rules);
  const idWidth = Math.max(4, ...rules.map((rule) => rule.id.length + 1));
  const cellWidth = Math.max(7, ...layers.map((layer) => layer.length));
  const header = [
    padCell("rule", idWidth),
    padCell("", ruleWidth),
    ...layers.map((l) => padCell(l, cellWidth)),
    "last run",
  ];
  const rows = rules.map((rule) => [
    padCell(`@${rule.id}`, idWidth),
    padCell(rule.rule, ruleWidth),
    ...layers.map((layer) => padCell(layerCell(rule, layer), cellWidth)),
    ruleStatus(rule),
  ]);
  return [header, ...rows].map((cells) => cells.join("  ")).join("\n");
}
