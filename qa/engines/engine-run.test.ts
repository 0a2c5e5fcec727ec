import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { testFolder } from "#qa/support/fixtures/test-folder.ts";
import type { Engine, EngineDriver } from "./driver.ts";
import { type EngineRun, enginesHere, runEngines } from "./engine-run.ts";
import type { Journey } from "./journey.ts";
import { type PicturePlan, picturesOf, picturingEngine } from "./pictures.ts";

/** The browsers the stand-ins closed, by engine, in order. */
let closed: string[];
beforeEach(() => {
  closed = [];
});

/** A browser that opens, sizes and closes, and refuses anything else a run should not ask of it. */
function standInDriver(name: string, fresh: "gives a fresh page" | "gives none" = "gives a fresh page"): EngineDriver {
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
    startAfresh: async () => {
      if (fresh === "gives none") throw new Error("no fresh page");
      return standInDriver(name);
    },
    close: async () => {
      closed.push(name);
    },
    kill: () => undefined,
  };
}

/**
 * An engine of that name on this machine (its one program is the shell): one that starts, one that fails to, or
 * one whose browser gives no fresh page after the pictures.
 */
const standInEngine = (name: string, start: "starts" | "fails" | "gives no fresh page" = "starts"): Engine => ({
  name,
  via: "a stand-in",
  programs: ["/bin/sh"],
  launch: async () => {
    if (start === "fails") throw new Error("no display");
    return standInDriver(name, start === "gives no fresh page" ? "gives none" : "gives a fresh page");
  },
});

// The runs' lines say how long things took: a clock that stands still says 0.0 s every time.
beforeEach(() => {
  vi.spyOn(Date, "now").mockReturnValue(1_780_000_000_000);
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
/** A run of that engine alone, installed here. */
const only = (engine: Engine) => ({ engines: [engine], here: [engine] });
const picturing = (folder: string, update = true): EngineRun["pictures"] => ({
  of: (engine) => picturesOf(picturingEngine(engine), PLAN),
  place: {
    snapshotsDir: join(folder, "snapshots"),
    update,
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
      ...only(firefox),
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
    expect(lines).toEqual([
      "Engines (every page's pictures, 2 journeys each, site http://127.0.0.1:1, every command answered within 20 s or the browser is restarted):",
      "  Firefox 1.0 (a stand-in)",
      "  ✓ Firefox 1.0 › picture engines/firefox/home-desktop.png written as the baseline (0.0 s)",
      "  ✓ Firefox 1.0 › home: the heading (0.0 s)",
      [
        "  ✗ Firefox 1.0 › contact: the form",
        "      the heading was not there",
        `      screenshot: ${join(folder, "engines", "firefox-contact-the-form.png")}`,
      ].join("\n"),
      "✓ Firefox 1.0: 1 pictures as their baselines",
      "✗ Firefox 1.0: 1 of 2 journeys failed in 0.0 s",
      `Screenshots of the failed journeys: ${join(folder, "engines")}/`,
    ]);
    expect(closed).toEqual(["Firefox"]);
  });

  it("starts clean: the engine's screenshots and pictures of the run before go, and a record it cannot read is left out, saying so", async () => {
    const folder = testFolder("engine-run");
    const firefox = standInEngine("Firefox");
    const run = runIn(folder, {
      ...only(firefox),
      pictures: picturing(folder),
      journeys: [journey("home: the heading")],
    });
    mkdirSync(join(run.files.pictures, "engines", "firefox"), { recursive: true });
    writeFileSync(join(run.files.pictures, "engines", "firefox", "about-desktop.png"), PNG);
    writeFileSync(join(run.files.screenshots, "firefox-contact-the-form.png"), PNG);
    writeFileSync(join(run.files.screenshots, "webkit-contact-the-form.png"), PNG);
    mkdirSync(join(folder, "last-run"));
    writeFileSync(run.files.journeyResults, "null");
    writeFileSync(run.files.pictureResults, "not JSON");
    const lines: string[] = [];

    expect(await runEngines(run, (line) => lines.push(line))).toBe(0);

    expect(readdirSync(run.files.screenshots)).toEqual(["pictures", "webkit-contact-the-form.png"]);
    expect(readdirSync(join(run.files.pictures, "engines", "firefox"))).toEqual(["home-desktop.png"]);
    expect(lines[0]).toBe(
      `  ${run.files.journeyResults} could not be read (it lists no journeys): the results of the run before are left out`,
    );
    expect(lines[1]).toMatch(
      new RegExp(
        `^  ${run.files.pictureResults} could not be read \\(.+\\): the results of the run before are left out$`,
      ),
    );
    expect(journeysOf(run)).toEqual(["Firefox: home: the heading: passed"]);
    expect(read(run.files.pictureResults).pictures).toHaveLength(1);
  });

  it("fails on a picture not as its baseline, and says where the pictures are", async () => {
    const folder = testFolder("engine-run");
    const firefox = standInEngine("Firefox");
    const lines: string[] = [];
    const run = runIn(folder, { ...only(firefox), pictures: picturing(folder, false) });

    expect(await runEngines(run, (line) => lines.push(line))).toBe(1);

    expect(lines).toEqual([
      "Engines (every page's pictures, 0 journeys each, site http://127.0.0.1:1, every command answered within 20 s or the browser is restarted):",
      "  Firefox 1.0 (a stand-in)",
      "  ✗ Firefox 1.0 › picture engines/firefox/home-desktop.png is new: no baseline yet (0.0 s)",
      "✗ Firefox 1.0: 1 of 1 pictures not as their baselines: 1 new",
      `Pictures: ${run.files.pictures}/ (npm run snapshots:review)`,
    ]);
    expect(existsSync(run.files.journeyResults)).toBe(false);
  });

  it("compares with the baselines it made: the next run is clean, and takes no fresh browser without journeys to walk", async () => {
    const folder = testFolder("engine-run");
    const firefox = standInEngine("Firefox", "gives no fresh page");
    await runEngines(runIn(folder, { ...only(firefox), pictures: picturing(folder) }), () => undefined);
    const lines: string[] = [];
    const run = runIn(folder, { ...only(firefox), pictures: picturing(folder, false) });

    expect(await runEngines(run, (line) => lines.push(line))).toBe(0);

    expect(lines.slice(2)).toEqual([
      "  ✓ Firefox 1.0 › picture engines/firefox/home-desktop.png (0.0 s)",
      "✓ Firefox 1.0: 1 pictures as their baselines",
    ]);
  });

  it("takes pictures alone, and keeps the journeys' results of the same tree", async () => {
    const folder = testFolder("engine-run");
    const firefox = standInEngine("Firefox");
    await runEngines(runIn(folder, { ...only(firefox), journeys: [journey("home: the heading")] }), () => undefined);
    const run = runIn(folder, { ...only(firefox), pictures: picturing(folder) });

    expect(await runEngines(run, () => undefined)).toBe(0);

    expect(journeysOf(run)).toEqual(["Firefox: home: the heading: passed"]);
  });

  it("walks journeys alone in the browser as started, and keeps the pictures' results of the same tree", async () => {
    const folder = testFolder("engine-run");
    const firefox = standInEngine("Firefox", "gives no fresh page");
    await runEngines(runIn(folder, { ...only(firefox), pictures: picturing(folder) }), () => undefined);
    const lines: string[] = [];
    const run = runIn(folder, { ...only(firefox), journeys: [journey("home: the heading")] });

    expect(await runEngines(run, (line) => lines.push(line))).toBe(0);

    expect(lines).toEqual([
      "Engines (1 journeys each, site http://127.0.0.1:1, every command answered within 20 s or the browser is restarted):",
      "  Firefox 1.0 (a stand-in)",
      "  ✓ Firefox 1.0 › home: the heading (0.0 s)",
      "✓ Firefox 1.0: 1 journeys passed in 0.0 s",
    ]);
    expect(read(run.files.pictureResults).pictures).toHaveLength(1);
  });

  it("leaves out, saying so, the results of the run before that are of another tree, with their files", async () => {
    const folder = testFolder("engine-run");
    const firefox = standInEngine("Firefox");
    const journeys = [journey("home: the heading", true)];
    await runEngines(
      runIn(folder, { ...only(firefox), pictures: picturing(folder, false), journeys }),
      () => undefined,
    );
    const picturesOnly = runIn(folder, {
      ...only(firefox),
      pictures: picturing(folder),
      origin: { commit: "def5678", inputs: "inputs-2" },
    });
    const lines: string[] = [];
    await runEngines(picturesOnly, (line) => lines.push(line));
    expect(lines).toContain(
      "  Firefox: the journeys of the run before are left out, they were taken of commit abc1234, this run of def5678 (`npm run test:engines -- --journeys --engine firefox` walks them again)",
    );
    expect(existsSync(picturesOnly.files.journeyResults)).toBe(false);
    expect(readdirSync(picturesOnly.files.screenshots)).toEqual(["pictures"]);

    lines.length = 0;
    const journeysOnly = runIn(folder, {
      ...only(firefox),
      journeys: [journey("home: the heading")],
      origin: { commit: "0a0b0c0", inputs: "inputs-3" },
    });
    await runEngines(journeysOnly, (line) => lines.push(line));
    expect(lines.at(-1)).toMatch(/^ {2}Firefox: the pictures of the run before are left out/);
    expect(existsSync(journeysOnly.files.pictureResults)).toBe(false);
    expect(readdirSync(journeysOnly.files.pictures)).toEqual(["engines"]);
    expect(readdirSync(join(journeysOnly.files.pictures, "engines"))).toEqual([]);
  });

  it("counts every journey failed when the browser gives no fresh start after the pictures", async () => {
    const folder = testFolder("engine-run");
    const firefox = standInEngine("Firefox", "gives no fresh page");
    const lines: string[] = [];
    const run = runIn(folder, {
      ...only(firefox),
      pictures: picturing(folder),
      journeys: [journey("home: the heading"), journey("contact: the form")],
    });

    expect(await runEngines(run, (line) => lines.push(line))).toBe(1);
    expect(lines).toContain("  ✗ Firefox did not start again for the journeys: no fresh page");
    expect(lines).toContain("✗ Firefox 1.0: 2 of 2 journeys failed in 0.0 s");
    expect(read(run.files.journeyResults).journeys).toEqual([
      { engine: "Firefox", title: "home: the heading", status: "failed", error: "did not start" },
      { engine: "Firefox", title: "contact: the form", status: "failed", error: "did not start" },
    ]);
  });

  it("keeps the run before's results of the other engine when they are of the same tree, and leaves them out, saying so, when not", async () => {
    const folder = testFolder("engine-run");
    const [firefox, webkit] = [standInEngine("Firefox"), standInEngine("WebKit")];
    const journeys = [journey("home: the heading")];
    const log = () => undefined;
    await runEngines(runIn(folder, { ...only(firefox), journeys }), log);

    const sameTree = runIn(folder, { ...only(webkit), journeys });
    expect(await runEngines(sameTree, log)).toBe(0);
    expect(journeysOf(sameTree)).toEqual(["Firefox: home: the heading: passed", "WebKit: home: the heading: passed"]);
    expect(existsSync(sameTree.files.pictureResults)).toBe(false);
    writeFileSync(join(folder, "engines", "webkit-contact-the-form.png"), PNG);

    const lines: string[] = [];
    const otherTree = runIn(folder, {
      ...only(firefox),
      journeys,
      origin: { commit: "def5678", inputs: "inputs-2" },
    });
    expect(await runEngines(otherTree, (line) => lines.push(line))).toBe(0);
    expect(journeysOf(otherTree)).toEqual(["Firefox: home: the heading: passed"]);
    expect(lines.at(-1)).toBe(
      "  WebKit: the journeys of the run before are left out, they were taken of commit abc1234, this run of def5678 (`npm run test:engines -- --journeys --engine webkit` walks them again)",
    );
    expect(readdirSync(join(folder, "engines"))).toEqual([]);
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

    const webkitMissing = runIn(folder, {
      engines: [standInEngine("Firefox"), webkit],
      here: [standInEngine("Firefox")],
      pictures: picturing(folder),
    });
    webkitMissing.here = [webkitMissing.engines[0]];
    expect(await runEngines(webkitMissing, () => undefined)).toBe(1);
    const record = read(webkitMissing.files.pictureResults);
    expect(record.engines).toEqual([
      { engine: "Firefox", version: "1.0", baselineVersion: "1.0" },
      { engine: "WebKit" },
    ]);
    expect(record.pictures.map((p: { file: string; status: string }) => `${p.file} ${p.status}`)).toEqual([
      "engines/firefox/home-desktop.png updated",
      "engines/webkit/home-desktop.png not-compared",
    ]);
  });

  it("records no journey of an engine that did not start, and fails", async () => {
    const folder = testFolder("engine-run");
    const firefox = standInEngine("Firefox", "fails");
    const run = runIn(folder, { ...only(firefox), journeys: [journey("home: the heading")] });
    expect(await runEngines(run, () => undefined)).toBe(1);
    expect(read(run.files.journeyResults).journeys).toEqual([]);
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

  it("are all of them, quietly, when every one is installed", () => {
    const lines: string[] = [];
    const engines = [standInEngine("Firefox"), standInEngine("WebKit")];
    expect(enginesHere(engines, true, (line) => lines.push(line))).toEqual(engines);
    expect(lines).toEqual([]);
  });
});
