import { describe, expect, it } from "vitest";
import type { SamePixels } from "#qa/compare/index.ts";
import type { Picture, RepeatedTest } from "./repeats";
import { stabilityVerdict } from "./verdict";

const test = (runs: RepeatedTest["runs"]): RepeatedTest => ({
  title: "home page › looks right",
  file: "specs/home.spec.ts",
  project: "mobile",
  runs,
});
const passed = { status: "passed", pictures: [] };
/** A run that failed before it took any screenshot. */
const broken = { status: "failed", pictures: [] };
/** A run whose screenshots (by default "home") missed the approved picture; the files are named after the run. */
const missed = (run: number, roles: Picture["role"][] = ["expected", "actual", "diff"], screenshots = ["home"]) => ({
  status: "failed",
  pictures: screenshots.flatMap((screenshot) =>
    roles.map((role) => ({ screenshot, role, path: `run${run}/${screenshot}-${role}.png` })),
  ),
});
const name = "[mobile] specs/home.spec.ts › home page › looks right";
const allSame = async () => true;
const allDifferent = async () => false;
/** Compares pictures by what each file shows (a file not named here shows nothing). */
const showing =
  (shown: Record<string, string>): SamePixels =>
  async (a, b) =>
    shown[a] !== undefined && shown[a] === shown[b];

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

  it("a test Playwright listed but never ran (the run stopped before it) is neither failing nor flaky", async () => {
    expect(await stabilityVerdict([test([])], allDifferent)).toEqual({
      flaky: [],
      failing: [],
      unstable: [],
      changed: [],
    });
  });

  it("each screenshot a run missed is judged with its own pictures", async () => {
    const { unstable } = await stabilityVerdict([test([passed, missed(2, undefined, ["home", "menu"])])], allSame);
    expect(unstable.map((entry) => [entry.screenshot, entry.pictures])).toEqual([
      ["home", ["run2/home-expected.png", "run2/home-actual.png"]],
      ["menu", ["run2/menu-expected.png", "run2/menu-actual.png"]],
    ]);
  });

  it("a run that failed before taking the screenshot did not match the approved picture: one miss is a change", async () => {
    const verdict = await stabilityVerdict([test([broken, missed(2)])], allDifferent);
    expect(verdict.unstable).toEqual([]);
    expect(verdict.changed).toEqual([`${name}: home`]);
  });

  it("runs that missed the approved picture are compared only with each other, not with a run that drew nothing", async () => {
    const { unstable, changed } = await stabilityVerdict([test([broken, missed(2), missed(3)])], allDifferent);
    expect(changed).toEqual([]);
    expect(unstable).toEqual([
      {
        test: name,
        screenshot: "home",
        why: "every run missed the approved picture, and two runs drew different ones",
        pictures: ["run2/home-actual.png", "run3/home-actual.png"],
      },
    ]);
  });

  it("runs that all missed the approved picture by drawing the same one are a change, compared picture by picture", async () => {
    const same = showing({
      "run1/home-actual.png": "red",
      "run2/home-actual.png": "red",
      "run3/home-actual.png": "red",
    });
    const verdict = await stabilityVerdict([test([missed(1), missed(2), missed(3)])], same);
    expect(verdict.unstable).toEqual([]);
    expect(verdict.changed).toEqual([`${name}: home`]);
  });

  it("the first two runs that drew different pictures are the pair shown", async () => {
    const third = showing({
      "run1/home-actual.png": "red",
      "run2/home-actual.png": "red",
      "run3/home-actual.png": "blue",
    });
    const { unstable } = await stabilityVerdict([test([missed(1), missed(2), missed(3)])], third);
    expect(unstable.map((entry) => entry.pictures)).toEqual([["run1/home-actual.png", "run3/home-actual.png"]]);
  });

  it("a screenshot no run drew (only its approved picture kept) is neither unstable nor a change", async () => {
    const verdict = await stabilityVerdict([test([passed, missed(2, ["expected"])])], allDifferent);
    expect(verdict.unstable).toEqual([]);
    expect(verdict.changed).toEqual([]);
  });
});
