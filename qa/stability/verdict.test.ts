import { describe, expect, it } from "vitest";
import type { Picture, RepeatedTest } from "./repeats";
import { stabilityVerdict } from "./verdict";

const test = (runs: RepeatedTest["runs"]): RepeatedTest => ({
  title: "home page › looks right",
  file: "specs/home.spec.ts",
  project: "mobile",
  runs,
});
const passed = { status: "passed", pictures: [] };
/** A run whose screenshot "home" missed the approved picture; the files are named after the run. */
const missed = (run: number, roles: Picture["role"][] = ["expected", "actual", "diff"]) => ({
  status: "failed",
  pictures: roles.map((role) => ({ screenshot: "home", role, path: `run${run}/home-${role}.png` })),
});
const name = "[mobile] specs/home.spec.ts › home page › looks right";
const allSame = async () => true;
const allDifferent = async () => false;

describe("the stability verdict", () => {
  it("finds nothing when every run passed", async () => {
    expect(await stabilityVerdict([test([passed, passed, passed])], allDifferent)).toEqual({
      flaky: [],
      failing: [],
      unstable: [],
      changed: [],
    });
  });

  it("names a test that passed in some runs and failed in others as flaky, and one that always failed as failing", async () => {
    const verdict = await stabilityVerdict(
      [test([passed, { status: "failed", pictures: [] }, passed]), test([{ status: "timedOut", pictures: [] }])],
      allSame,
    );
    expect(verdict.flaky).toEqual([name]);
    expect(verdict.failing).toEqual([name]);
  });

  it("a screenshot one run matched and another missed is unstable: the approved picture and that run's", async () => {
    const { unstable } = await stabilityVerdict([test([passed, missed(2), passed])], allSame);
    expect(unstable).toEqual([
      {
        test: name,
        screenshot: "home",
        why: "run 1 matched the approved picture, run 2 did not",
        pictures: ["run2/home-expected.png", "run2/home-actual.png"],
      },
    ]);
  });

  it("a screenshot every run missed is a change when all drew the same, unstable when two drew different ones", async () => {
    const always = [missed(1), missed(2), missed(3)];
    expect((await stabilityVerdict([test(always)], allSame)).changed).toEqual([`${name}: home`]);
    const { unstable, changed } = await stabilityVerdict([test(always)], allDifferent);
    expect(changed).toEqual([]);
    expect(unstable[0].pictures).toEqual(["run1/home-actual.png", "run2/home-actual.png"]);
  });

  it("a screenshot that would not settle within a run is unstable: its last two frames", async () => {
    const { unstable } = await stabilityVerdict([test([passed, missed(2, ["previous", "actual", "diff"])])], allSame);
    expect(unstable[0].pictures).toEqual(["run2/home-previous.png", "run2/home-actual.png"]);
    expect(unstable[0].why).toMatch(/did not settle within run 2/);
  });
});
