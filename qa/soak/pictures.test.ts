import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { SamePixels } from "#qa/compare/index.ts";
import type { TestRecord } from "#qa/results/index.ts";
import { copyPictures, pictureVerdict } from "./pictures";
import type { Picture, RepeatedTest } from "./repeats";

const name = "[mobile] specs/home.spec.ts › home page › looks right";
/** A repeat: its status in the results' words, and the pictures it kept. */
type Repeat = { status: TestRecord["status"]; pictures: Picture[] };
const test = (repeats: Repeat[]): RepeatedTest => ({
  name,
  repeats: repeats.map(({ status, pictures }) => ({
    record: {
      layer: "browser",
      place: "mobile",
      file: "specs/home.spec.ts",
      title: "home page › looks right",
      status,
      tags: [],
    },
    pictures,
  })),
});
const passed: Repeat = { status: "passed", pictures: [] };
/** A run that failed before it took any screenshot. */
const broken: Repeat = { status: "failed", pictures: [] };
/** A run whose screenshots (by default "home") missed the approved picture; the files are named after the run. */
const missed = (
  run: number,
  roles: Picture["role"][] = ["expected", "actual", "diff"],
  screenshots = ["home"],
): Repeat => ({
  status: "failed",
  pictures: screenshots.flatMap((screenshot) =>
    roles.map((role) => ({ screenshot, role, path: `run${run}/${screenshot}-${role}.png` })),
  ),
});
const allSame = async () => true;
const allDifferent = async () => false;
/** Compares pictures by what each file shows (a file not named here shows nothing). */
const showing =
  (shown: Record<string, string>): SamePixels =>
  async (a, b) =>
    shown[a] !== undefined && shown[a] === shown[b];

describe("each screenshot judged across the repeats of its test", () => {
  it("finds nothing when every run passed", async () => {
    expect(await pictureVerdict([test([passed, passed, passed])], allDifferent)).toEqual({ unstable: [], changed: [] });
  });

  it("finds nothing when a run failed before it took any screenshot", async () => {
    expect(await pictureVerdict([test([passed, broken, passed])], allDifferent)).toEqual({ unstable: [], changed: [] });
  });

  it("a screenshot one run matched and another missed is unstable: the approved picture and that run's", async () => {
    const { unstable } = await pictureVerdict([test([passed, missed(2), passed])], allSame);
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
    expect((await pictureVerdict([test(always)], allSame)).changed).toEqual([`${name}: home`]);
    const { unstable, changed } = await pictureVerdict([test(always)], allDifferent);
    expect(changed).toEqual([]);
    expect(unstable[0].pictures).toEqual(["run1/home-actual.png", "run2/home-actual.png"]);
  });

  it("a screenshot that would not settle within a run is unstable: its last two frames", async () => {
    const { unstable } = await pictureVerdict([test([passed, missed(2, ["previous", "actual", "diff"])])], allSame);
    expect(unstable[0].pictures).toEqual(["run2/home-previous.png", "run2/home-actual.png"]);
    expect(unstable[0].why).toMatch(/did not settle within run 2/);
  });

  it("a test Playwright listed with no repeat has no picture to judge", async () => {
    expect(await pictureVerdict([test([])], allDifferent)).toEqual({ unstable: [], changed: [] });
  });

  it("each screenshot a run missed is judged with its own pictures", async () => {
    const { unstable } = await pictureVerdict([test([passed, missed(2, undefined, ["home", "menu"])])], allSame);
    expect(unstable.map((entry) => [entry.screenshot, entry.pictures])).toEqual([
      ["home", ["run2/home-expected.png", "run2/home-actual.png"]],
      ["menu", ["run2/menu-expected.png", "run2/menu-actual.png"]],
    ]);
  });

  it("a run that failed before taking the screenshot did not match the approved picture: one miss is a change", async () => {
    const verdict = await pictureVerdict([test([broken, missed(2)])], allDifferent);
    expect(verdict.unstable).toEqual([]);
    expect(verdict.changed).toEqual([`${name}: home`]);
  });

  it("runs that missed the approved picture are compared only with each other, not with a run that drew nothing", async () => {
    const { unstable, changed } = await pictureVerdict([test([broken, missed(2), missed(3)])], allDifferent);
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
    const verdict = await pictureVerdict([test([missed(1), missed(2), missed(3)])], same);
    expect(verdict.unstable).toEqual([]);
    expect(verdict.changed).toEqual([`${name}: home`]);
  });

  it("the first two runs that drew different pictures are the pair shown", async () => {
    const third = showing({
      "run1/home-actual.png": "red",
      "run2/home-actual.png": "red",
      "run3/home-actual.png": "blue",
    });
    const { unstable } = await pictureVerdict([test([missed(1), missed(2), missed(3)])], third);
    expect(unstable.map((entry) => entry.pictures)).toEqual([["run1/home-actual.png", "run3/home-actual.png"]]);
  });

  it("a screenshot no run drew (only its approved picture kept) is neither unstable nor a change", async () => {
    const verdict = await pictureVerdict([test([passed, missed(2, ["expected"])])], allDifferent);
    expect(verdict.unstable).toEqual([]);
    expect(verdict.changed).toEqual([]);
  });
});

describe("the pictures of each unstable screenshot", () => {
  it("are copied beside the page, first and second, and named by their address from the page", () => {
    const from = mkdtempSync(join(tmpdir(), "soak-pictures-"));
    const page = join(from, "page");
    const file = (picture: string) => {
      writeFileSync(join(from, picture), picture);
      return join(from, picture);
    };
    const unstable = [
      { test: name, screenshot: "home", why: "why one", pictures: [file("a.png"), file("b.png")] as [string, string] },
      { test: name, screenshot: "menu", why: "why two", pictures: [file("c.png"), file("d.png")] as [string, string] },
    ];
    expect(copyPictures(unstable, page)).toEqual([
      { ...unstable[0], pictures: ["pictures/1-first.png", "pictures/1-second.png"] },
      { ...unstable[1], pictures: ["pictures/2-first.png", "pictures/2-second.png"] },
    ]);
    expect(readdirSync(join(page, "pictures")).sort()).toEqual([
      "1-first.png",
      "1-second.png",
      "2-first.png",
      "2-second.png",
    ]);
    expect(readFileSync(join(page, "pictures", "2-second.png"), "utf8")).toBe("d.png");
  });
});
