import { describe, expect, it } from "vitest";
import { byStatusThenName, type Change, joinRuns } from "./change.ts";
import { aChange } from "./fixtures/a-change.ts";

const change = (name: string, status: Change["status"]) => aChange({ name, status });

describe("two runs joined", () => {
  const empty = { changes: [], unchanged: 0, claimed: 0, compared: 0 };
  const firefox = { engine: "Firefox", from: "153.7.0", to: "153.8.0", acrossVersions: 14 };
  const webkit = { engine: "WebKit", from: "2.50.5", to: "2.50.6", acrossVersions: 9 };

  it("keep the engines that moved of either, in order", () => {
    expect(joinRuns(empty, { ...empty, engineMoves: [webkit] }).engineMoves).toStrictEqual([webkit]);
    expect(joinRuns({ ...empty, engineMoves: [firefox] }, empty).engineMoves).toStrictEqual([firefox]);
    expect(
      joinRuns({ ...empty, engineMoves: [firefox] }, { ...empty, engineMoves: [webkit] }).engineMoves,
    ).toStrictEqual([firefox, webkit]);
  });

  it("add up what each compared, list their changes by status and then name, and say what each left out", () => {
    const chromium = {
      changes: [change("b.png", "changed"), change("d.png", "new")],
      unchanged: 3,
      claimed: 6,
      compared: 5,
      partial: "the last run compared 5 of the 6 baselines",
    };
    const engines = {
      changes: [change("a.png", "changed"), change("c.png", "not-compared")],
      unchanged: 1,
      claimed: 4,
      compared: 3,
      partial: "an engine did not take them all",
    };
    expect(joinRuns(chromium, engines)).toStrictEqual({
      changes: [
        change("c.png", "not-compared"),
        change("a.png", "changed"),
        change("b.png", "changed"),
        change("d.png", "new"),
      ],
      unchanged: 4,
      claimed: 10,
      compared: 8,
      partial: "the last run compared 5 of the 6 baselines; an engine did not take them all",
    });
    expect(joinRuns({ ...chromium, partial: undefined }, engines).partial).toBe("an engine did not take them all");
    expect(
      [change("b.png", "obsolete"), change("a.png", "obsolete")].sort(byStatusThenName).map(({ name }) => name),
    ).toEqual(["a.png", "b.png"]);
  });

  it("name no engine that moved when neither does", () => {
    expect(joinRuns(empty, empty)).toStrictEqual({ ...empty, partial: undefined });
  });
});
