import { describe, expect, it } from "vitest";
import { RULE_GROUPS, SPEC_RULES } from "#qa/plan/spec-rules.ts";

const ids = SPEC_RULES.map((rule) => rule.id);

describe("the spec's rules as data", () => {
  it("have unique kebab-case ids", () => {
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("no id starts another, so that filtering by one id never runs a second rule's tests", () => {
    for (const id of ids)
      expect(
        ids.filter((other) => other.startsWith(`${id}-`)),
        id,
      ).toEqual([]);
  });

  it("say each rule in one line, and every group of the spec has rules", () => {
    for (const { rule } of SPEC_RULES) expect(rule).not.toMatch(/\n/);
    for (const group of Object.keys(RULE_GROUPS))
      expect(
        SPEC_RULES.some((rule) => rule.group === group),
        group,
      ).toBe(true);
  });
});
