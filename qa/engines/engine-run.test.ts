import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { testFolder } from "#qa/support/fixtures/test-folder.ts";
import type { Engine, EngineDriver } from "./driver.ts";
import { type EngineRun, enginesHere, runEngines } from "./engine-run.ts";
import type { Journey } from "./journey.ts";
import { type PicturePlan, picturesOf, picturingEngine } from "./pictures.ts";

/** A browser that opens, sizes and closes, and refuses anything else a run should not ask of it. */
function standInDriver(name: string): EngineDriver {
  const refused = (what: string) => async () => {
    throw new Error(`the stand-in browser does not ${what}`);
  };
  return {
    engine: { name, version: "1.0" },
    goto: async () => 200,
    evaluate: refused("evaluate"),
    runScript: refused("run scripts"),
    click: refused("click"),
    clickAt: refused("click"),
    type: refused("type"),
    press: refused("press keys"),
    resize: async () => undefined,
    takeErrors: async () => [],
    screenshot: async () => undefined,
    wholePage: refused("shoot"),
    startAfresh: async () => standInDriver(name),
    close: async () => undefined,
    kill: () => undefined,
  };
}

/** An engine of that name on this machine (its one program is the shell), or one that fails to start. */
const standInEngine = (name: string, start: "starts" | "fails" = "starts"): Engine => ({
  name,
  via: "a stand-in",
  programs: ["/bin/sh"],
  launch: async () => {
    if (start === "fails") throw new Error("no display");
    return standInDriver(name);
  },
});

const journey = (name: string, fails = false): Journey => ({
  name,
  pages: ["/"],
  viewport: { width: 1280, height: 800 },
  async run() {
    if (fails) throw new Error("the heading was not there");
  },
});

/** A site of one page, pictured at one size. */
const PLAN: PicturePlan = {
  sizes: { desktop: { width: 1280, height: 800 } },
  subjectsAt: () => [{ name: "home", source: { kind: "page", id: "/" }, waitingPhotos: 0 }],
};
let PNG: Buffer;
beforeAll(async () => {
  PNG = await sharp({ create: { width: 4, height: 4, channels: 4, background: "#1d4ed8" } })
    .png()
    .toBuffer();
});

/** A run in a folder of its own: the engines' pictures remade (no baselines needed), or journeys alone. */
function runIn(folder: string, overrides: Partial<EngineRun>): EngineRun {
  return {
    engines: [],
    here: [],
    site: { origin: "http://127.0.0.1:1", inboxFile: join(folder, "inbox.jsonl") },
    origin: { commit: "abc1234", inputs: "inputs-1" },
    picturedLabel: "every page's pictures",
    files: {
      screenshots: join(folder, "engines"),
      pictures: join(folder, "engines", "pictures"),
      journeyResults: join(folder, "last-run", "engines.json"),
      pictureResults: join(folder, "last-run", "engine-pictures.json"),
      hangs: join(folder, "last-run", "engine-hangs"),
    },
    ...overrides,
  };
}
const picturing = (folder: string): EngineRun["pictures"] => ({
  of: (engine) => picturesOf(picturingEngine(engine), PLAN),
  place: {
    snapshotsDir: join(folder, "snapshots"),
    update: true,
    installedVersion: () => undefined,
    take: async () => PNG,
  },
});
const read = (file: string) => JSON.parse(readFileSync(file, "utf8"));
const journeysOf = (run: EngineRun) =>
  read(run.files.journeyResults).journeys.map((j: { engine: string; title: string; status: string }) =>
    [j.engine, j.title, j.status].join(": "),
  );

describe("a run of the engines", () => {
  it("takes each engine's pictures and then walks its journeys, records both, and fails when a journey fails", async () => {
    const folder = testFolder("engine-run");
    const firefox = standInEngine("Firefox");
    const lines: string[] = [];
    const run = runIn(folder, {
      engines: [firefox],
      here: [firefox],
      pictures: picturing(folder),
      journeys: [journey("home: the heading"), journey("contact: the form", true)],
    });

    expect(await runEngines(run, (line) => lines.push(line))).toBe(1);

    expect(journeysOf(run)).toEqual(["Firefox: home: the heading: passed", "Firefox: contact: the form: failed"]);
    const pictures = read(run.files.pictureResults);
    expect(pictures.pictures.map((p: { file: string; status: string }) => `${p.file} ${p.status}`)).toEqual([
      "engines/firefox/home-desktop.png updated",
    ]);
    expect(readFileSync(join(folder, "snapshots", "engines", "firefox", "home-desktop.png"))).toEqual(PNG);
    expect(lines[0]).toBe(
      "Engines (every page's pictures, 2 journeys each, site http://127.0.0.1:1, every command answered within 20 s or the browser is restarted):",
    );
    expect(lines).toContain("✓ Firefox 1.0: 1 pictures as their baselines");
    expect(lines.join("\n")).toMatch(/^✗ Firefox 1\.0: 1 of 2 journeys failed in [\d.]+ s$/m);
  });

  it("keeps the run before's results of the other engine when they are of the same tree, and leaves them out, saying so, when not", async () => {
    const folder = testFolder("engine-run");
    const [firefox, webkit] = [standInEngine("Firefox"), standInEngine("WebKit")];
    const journeys = [journey("home: the heading")];
    const log = () => undefined;
    await runEngines(runIn(folder, { engines: [firefox], here: [firefox], journeys }), log);

    const sameTree = runIn(folder, { engines: [webkit], here: [webkit], journeys });
    expect(await runEngines(sameTree, log)).toBe(0);
    expect(journeysOf(sameTree)).toEqual(["Firefox: home: the heading: passed", "WebKit: home: the heading: passed"]);

    const lines: string[] = [];
    const otherTree = runIn(folder, {
      engines: [firefox],
      here: [firefox],
      journeys,
      origin: { commit: "def5678", inputs: "inputs-2" },
    });
    expect(await runEngines(otherTree, (line) => lines.push(line))).toBe(0);
    expect(journeysOf(otherTree)).toEqual(["Firefox: home: the heading: passed"]);
    expect(lines.join("\n")).toContain(
      "WebKit: the journeys of the run before are left out, they were taken of commit abc1234, this run of def5678",
    );
  });

  it("lists every picture of an engine that is not here or did not start as not compared, saying why, and fails", async () => {
    const folder = testFolder("engine-run");
    const [firefox, webkit] = [standInEngine("Firefox", "fails"), standInEngine("WebKit")];
    const lines: string[] = [];
    const run = runIn(folder, { engines: [firefox, webkit], here: [firefox], pictures: picturing(folder) });

    expect(await runEngines(run, (line) => lines.push(line))).toBe(1);

    expect(lines).toContain("  ✗ Firefox did not start: no display");
    expect(lines).toContain("✗ Firefox: none of its 1 pictures compared (Firefox did not start)");
    expect(lines).toContain("✗ WebKit: none of its 1 pictures compared (WebKit is not installed here)");
    const pictures = read(run.files.pictureResults).pictures;
    expect(pictures.map((p: { file: string; status: string }) => `${p.file} ${p.status}`)).toEqual([
      "engines/firefox/home-desktop.png not-compared",
      "engines/webkit/home-desktop.png not-compared",
    ]);
    expect(existsSync(run.files.journeyResults)).toBe(false);
  });
});

describe("the engines here", () => {
  const missing: Engine = { ...standInEngine("WebKit"), programs: ["/nowhere/WebKitWebDriver"] };

  it("are those whose programs are installed; one that is not is said, and left out", () => {
    const lines: string[] = [];
    const firefox = standInEngine("Firefox");
    expect(enginesHere([firefox, missing], false, (line) => lines.push(line))).toEqual([firefox]);
    expect(lines.join("\n")).toContain("/nowhere/WebKitWebDriver");
  });

  it("are none at all on CI when one is missing: every engine is part of CI's verdict", () => {
    expect(enginesHere([standInEngine("Firefox"), missing], true, () => undefined)).toBeUndefined();
  });
});
