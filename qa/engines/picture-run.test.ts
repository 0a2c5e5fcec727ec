import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, delimiter, join } from "node:path";
import sharp from "sharp";
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import type { CatalogueStory } from "#qa/plan/catalogue-index.ts";
import { storyAddress } from "#qa/plan/catalogue-index.ts";
import { PICTURED_PAGES } from "#qa/plan/pictured-pages.ts";
import { sitePictures } from "#qa/plan/site-pictures.ts";
import { takePicture } from "#qa/plan/take-picture.ts";
import { type PictureResult, versionMoveLine } from "#qa/results/index.ts";
import { testFolder } from "#qa/support/fixtures/test-folder.ts";
import { recordedStories } from "#qa/visual/fixtures/load-fixture.ts";
import { type EngineSession, guarded } from "./answering.ts";
import {
  answerStoryChannel,
  type FakeDriver,
  type FakePage,
  fakeDriver,
  openFakePage,
} from "./fixtures/fake-driver.ts";
import {
  clearEnginePictureFiles,
  exactVersion,
  notTaken,
  pictureLine,
  pictureSummaryLine,
  runPictures,
} from "./picture-run.ts";
import { type EnginePicture, type PicturingEngine, picturesOf, picturingEngine } from "./pictures.ts";

/** The repository's snapshots/: its file names and engine records read, never written. */
const SNAPSHOTS = join(import.meta.dirname, "..", "..", "snapshots");
const FIREFOX = picturingEngine("Firefox");
const WEBKIT = picturingEngine("WebKit");
const PAGES = PICTURED_PAGES.map(({ name }) => name);
const RECORD = (engine: string, version: string) => `{\n  "engine": "${engine}",\n  "version": "${version}"\n}\n`;
/** The Debian builds that took the committed baselines, by package, as dpkg names them. */
const COMMITTED_BUILDS = { "firefox-esr": "153.7.0esr-1~deb12u1", "libwebkit2gtk-4.1-0": "2.50.6-1~deb12u2" };
/** The versions the committed records name. */
const FIREFOX_153_7 = "153.7.0 (firefox-esr 153.7.0esr-1~deb12u1)";
const WEBKIT_2_50_6 = "2.50.6 (libwebkit2gtk-4.1-0 2.50.6-1~deb12u2)";
/** Firefox's next version, in its own build. */
const FIREFOX_153_8 = "153.8.0 (firefox-esr 153.8.0esr-1~deb12u1)";
const NEXT_BUILDS = { ...COMMITTED_BUILDS, "firefox-esr": "153.8.0esr-1~deb12u1" };
/** How long the fake engine takes to open a page, as the clock says. */
const OPENING_MS = 2_400;
/** Where the catalogue's server answers in the run. */
const ORIGINS = { catalogue: "http://localhost:6123" };

let page: FakePage;
let clock: number;
let snapshotsDir: string;
let outputDir: string;
let lines: string[];
const log = (line: string) => lines.push(line);
beforeEach(() => {
  page = openFakePage();
  clock = 1_780_000_000_000;
  vi.spyOn(Date, "now").mockImplementation(() => clock);
  const folder = testFolder("picture-run");
  snapshotsDir = join(folder, "snapshots");
  outputDir = join(folder, "reports", "engines", "pictures");
  mkdirSync(snapshotsDir);
  lines = [];
  // This machine's dpkg is no test's: a run that asks it gets the stand-in's answer (standInDpkg).
  standInDpkg({});
});
afterEach(() => {
  vi.useRealTimers();
});

/**
 * The record the specs give the committed baselines: the versions they were first taken with. The pictures
 * came out the same in later builds (the committed record moves with Debian), so the specs keep their own.
 */
const RECORDED: Record<string, string> = { Firefox: FIREFOX_153_7, WebKit: WEBKIT_2_50_6 };

/**
 * Each page picture's stand-in, by file: a small picture of a colour of its own (what the run does with a
 * picture does not depend on its size or content, and decoding the committed full-length pictures cost most of
 * these specs' time).
 */
/** A plain picture of one colour, as PNG. */
const plain = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 4, background } })
    .png()
    .toBuffer();
const STAND_INS = new Map<string, Buffer>();
beforeAll(async () => {
  const files = [...picturesOf(FIREFOX, sitePictures([])), ...picturesOf(WEBKIT, sitePictures([]))].map(
    ({ file }) => file,
  );
  const hex = (value: number) => (value % 256).toString(16).padStart(2, "0");
  // A colour of its own for each of up to 256 files (9 and 256 share no factor).
  for (const [n, file] of files.entries()) {
    STAND_INS.set(file, await plain(40, 60, `#${hex(9 * n)}${hex(255 - ((9 * n) % 256))}${hex(37 * n)}`));
  }
});
/** The stand-in of a page picture: what the fake engine takes, and what the specs give as its baseline. */
function standIn(file: string): Buffer {
  const png = STAND_INS.get(file);
  if (!png) throw new Error(`no stand-in picture for ${file}`);
  return png;
}

/** Gives the test's snapshots/ an engine's page baselines (all, or the named ones) as their stand-ins, with its record. */
function copyBaselines(engine: string, files?: string[]) {
  const folder = join("engines", engine.toLowerCase());
  mkdirSync(join(snapshotsDir, folder), { recursive: true });
  const pages = picturesOf(picturingEngine(engine), sitePictures([])).map(({ file }) => basename(file));
  for (const file of files ?? pages) writeFileSync(join(snapshotsDir, folder, file), standIn(`${folder}/${file}`));
  writeFileSync(join(snapshotsDir, folder, "engine.json"), RECORD(engine, RECORDED[engine]));
}
const inSnapshots = (file: string) => join(snapshotsDir, file);
const inOutput = (file: string) => join(outputDir, file);
const filesIn = (dir: string) =>
  existsSync(dir) ? readdirSync(dir, { recursive: true, encoding: "utf8" }).toSorted() : [];

/** The stand-in with one pixel painted black, as PNG. */
async function onePixelOff(file: string): Promise<Buffer> {
  const { data, info } = await sharp(standIn(file)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  data.writeUInt32LE(0xff000000, (30 * info.width + 20) * 4);
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
    .png()
    .toBuffer();
}

interface Scene {
  version: string;
  /** What goes wrong while a picture is taken, by its file: thrown when its page is opened. */
  failing?: Record<string, unknown>;
  /** The pictures that are not the committed baseline, by file. */
  taken?: Record<string, Buffer>;
  /** The width the window takes when asked for one. */
  widthFor?: (asked: number) => number;
  /** The catalogue's stories the run pictures; none unless told. */
  stories?: CatalogueStory[];
}

/** The fake browser as the run gets it: every command bounded, and a second browser started when asked (none unless given). */
const sessionOf = (
  driver: FakeDriver,
  relaunch: () => Promise<FakeDriver> = () => Promise.reject(new Error("no second browser here")),
  commandMs = 60_000,
): EngineSession => ({
  engine: driver.engine.name,
  driver: guarded(driver, { commandMs }),
  relaunch: async () => guarded(await relaunch(), { commandMs }),
});
/** How long a command of the fake browser may go unanswered where one never answers: the outcome is the same at any length. */
const SHORT_LIMIT_MS = 50;

/** The address the engine is sent to for what a picture shows: the page's path, or the story's address in the catalogue. */
const addressOf = ({ subject: { source } }: EnginePicture) =>
  source.kind === "page" ? source.id : storyAddress(ORIGINS.catalogue, source.id);

/** An engine that takes each page picture as its stand-in, unless the scene says otherwise. */
function engineOf(engine: typeof FIREFOX, scene: Scene): FakeDriver {
  const pictures = picturesOf(engine, sitePictures(scene.stories ?? []));
  const pictureAt = (path: string): EnginePicture | undefined =>
    pictures.find((picture) => addressOf(picture) === path && picture.width === page.window.innerWidth);
  const driver: FakeDriver = fakeDriver(page, {
    name: engine.name,
    version: scene.version,
    widthFor: scene.widthFor,
    goto: async (path) => {
      clock += OPENING_MS;
      const picture = pictureAt(path);
      const file = picture?.file ?? "";
      if (scene.failing && file in scene.failing) throw scene.failing[file];
      const story = picture?.subject.source.kind === "story" ? picture.subject.source.id : undefined;
      // A page goes live; a story is the catalogue's iframe.html with the story's root, marked as
      // .storybook/preview.tsx marks a story that has played.
      const showStory = (id: string) => {
        page.show('<div id="storybook-root"></div>', false);
        page.document.body.setAttribute("data-story-finished", id);
      };
      if (story) {
        showStory(story);
        answerStoryChannel(page, (id) => {
          driver.log.push(`shown in place ${id}`);
          clock += OPENING_MS;
          showStory(id);
        });
      } else page.show("", true);
      return 200;
    },
    shoot: (path) => {
      const file = pictureAt(path)?.file ?? "";
      return scene.taken?.[file] ?? standIn(file);
    },
  });
  return driver;
}

/**
 * Puts a stand-in `dpkg-query` first on the PATH: it answers the version of the packages given (with
 * dpkg's newline) when asked as picture-run.ts asks, and fails as dpkg does for any other package.
 */
function standInDpkg(installed: Record<string, string>) {
  const bin = testFolder("dpkg");
  const script = [
    "#!/bin/sh",
    'case "$*" in',
    ...Object.entries(installed).map(
      ([name, version]) => `  "--show --showformat=\\\${Version} ${name}") echo "${version}"; exit 0 ;;`,
    ),
    "esac",
    'echo "dpkg-query: no packages found matching $*" >&2',
    "exit 1",
    "",
  ];
  writeFileSync(join(bin, "dpkg-query"), script.join("\n"));
  chmodSync(join(bin, "dpkg-query"), 0o755);
  vi.stubEnv("PATH", `${bin}${delimiter}${process.env.PATH}`);
  onTestFinished(() => {
    vi.unstubAllEnvs();
  });
}

/** Where the run's pictures go; the engines' Debian builds are the ones given, by package; no stories unless given. */
const place = (
  update = false,
  installed: Record<string, string> = COMMITTED_BUILDS,
  stories: CatalogueStory[] = [],
) => ({
  snapshotsDir,
  outputDir,
  update,
  installedVersion: (name: string) => installed[name as keyof typeof installed],
  stories,
  origins: ORIGINS,
});
/** A run's place as the engines' command gives it: this site's pages and `stories` (those `shows` keeps), and where its catalogue answers. */
type SitePlace = Omit<Parameters<typeof runPictures>[2], "pictures" | "take"> & {
  stories: CatalogueStory[];
  shows?: (source: { id: string }) => boolean;
  origins: typeof ORIGINS;
};
/** The engine's pictures of the site, taken as the engines' command takes them (take-picture.ts). */
const runSitePictures = (
  engine: PicturingEngine,
  session: EngineSession,
  { stories, shows, origins, ...rest }: SitePlace,
  log: (line: string) => void,
) =>
  runPictures(
    engine,
    session,
    {
      ...rest,
      pictures: picturesOf(engine, sitePictures(stories), shows),
      take: (driver, picture, baseline) => takePicture(driver, picture, origins, baseline),
    },
    log,
  );
const picture = (file: string, pictures: PictureResult[]) => pictures.find((result) => result.file === file);
const FIREFOX_FILES = [
  ...PAGES.map((name) => `engines/firefox/${name}-desktop.png`),
  ...PAGES.map((name) => `engines/firefox/${name}-mobile.png`),
];

describe("an engine's pictures, in the version that took the baselines", () => {
  it("are each taken, kept in the report folder and compared exactly; both sizes once each", async () => {
    copyBaselines("Firefox");
    const baselines = filesIn(join(snapshotsDir, "engines", "firefox"));
    const driver = engineOf(FIREFOX, { version: "153.7.0" });
    const { pictures, versions } = await runSitePictures(FIREFOX, sessionOf(driver), place(), log);
    expect(versions).toEqual({ engine: "Firefox", version: FIREFOX_153_7, baselineVersion: FIREFOX_153_7 });
    expect(pictures.map(({ file }) => file)).toEqual(FIREFOX_FILES);
    expect(pictures[0]).toStrictEqual({
      file: "engines/firefox/home-desktop.png",
      engine: "Firefox",
      name: "home",
      source: { kind: "page", id: "/" },
      viewport: "desktop",
      status: "unchanged",
      comparison: "exact",
      actual: inOutput("engines/firefox/home-desktop.png"),
      baseline: undefined,
    });
    expect(pictures[13]).toMatchObject({
      name: "unknown-article",
      source: { kind: "page", id: "/blog/ei-ole-sellist-postitust" },
    });
    expect(pictures.map(({ viewport }) => viewport)).toEqual([...Array(7).fill("desktop"), ...Array(7).fill("mobile")]);
    expect(pictures.every(({ status, comparison }) => status === "unchanged" && comparison === "exact")).toBe(true);
    expect(lines).toEqual(FIREFOX_FILES.map((file) => `  ✓ Firefox 153.7.0 › picture ${file} (2.4 s)`));
    // Each picture is kept, and nothing else: no baseline copies, the baselines and the record as they were.
    expect(filesIn(outputDir)).toEqual(["engines", "engines/firefox", ...FIREFOX_FILES.toSorted()]);
    expect(readFileSync(inOutput("engines/firefox/about-mobile.png"))).toEqual(
      standIn("engines/firefox/about-mobile.png"),
    );
    expect(filesIn(join(snapshotsDir, "engines", "firefox"))).toEqual(baselines);
    expect(readFileSync(inSnapshots("engines/firefox/engine.json"), "utf8")).toBe(RECORD("Firefox", FIREFOX_153_7));
    expect(driver.log.filter((line) => !line.startsWith("evaluate") && !line.startsWith("shot"))).toEqual([
      "resize 1280×800",
      ...PICTURED_PAGES.map(({ path }) => `goto ${path}`),
      "resize 412×839",
      ...PICTURED_PAGES.map(({ path }) => `goto ${path}`),
    ]);
    // Each first shot is its baseline's very bytes, and so the picture: one shot each.
    expect(driver.log.filter((line) => line.startsWith("shot"))).toHaveLength(FIREFOX_FILES.length);
  });

  it("report a changed picture, with a copy of its baseline beside it, and a picture without a baseline as new", async () => {
    copyBaselines("Firefox");
    rmSync(inSnapshots("engines/firefox/about-desktop.png"));
    // A folder with ".png" in its name: only the file's own ending makes the copy's name.
    outputDir = join(testFolder("pictures.png"), "pictures");
    const changed = await onePixelOff("engines/firefox/unknown-page-desktop.png");
    const driver = engineOf(FIREFOX, {
      version: "153.7.0",
      taken: { "engines/firefox/unknown-page-desktop.png": changed },
    });
    const { pictures } = await runSitePictures(FIREFOX, sessionOf(driver), place(), log);
    expect(picture("engines/firefox/unknown-page-desktop.png", pictures)).toStrictEqual({
      file: "engines/firefox/unknown-page-desktop.png",
      engine: "Firefox",
      name: "unknown-page",
      source: { kind: "page", id: "/ei-ole-sellist-lehte" },
      viewport: "desktop",
      status: "changed",
      comparison: "exact",
      reason: "1 pixel differs",
      actual: inOutput("engines/firefox/unknown-page-desktop.png"),
      baseline: inOutput("engines/firefox/unknown-page-desktop-expected.png"),
    });
    expect(readFileSync(inOutput("engines/firefox/unknown-page-desktop.png"))).toEqual(changed);
    expect(readFileSync(inOutput("engines/firefox/unknown-page-desktop-expected.png"))).toEqual(
      standIn("engines/firefox/unknown-page-desktop.png"),
    );
    expect(picture("engines/firefox/about-desktop.png", pictures)).toStrictEqual({
      file: "engines/firefox/about-desktop.png",
      engine: "Firefox",
      name: "about",
      source: { kind: "page", id: "/about" },
      viewport: "desktop",
      status: "new",
      actual: inOutput("engines/firefox/about-desktop.png"),
      baseline: undefined,
    });
    expect(filesIn(outputDir).filter((file) => file.endsWith("-expected.png"))).toEqual([
      "engines/firefox/unknown-page-desktop-expected.png",
    ]);
    expect(lines[1]).toBe(
      `  ✗ Firefox 153.7.0 › picture engines/firefox/about-desktop.png is new: no baseline yet (2.4 s)`,
    );
    expect(lines[5]).toBe(
      `  ✗ Firefox 153.7.0 › picture engines/firefox/unknown-page-desktop.png changed: 1 pixel differs (2.4 s)`,
    );
    expect(pictures.filter(({ status }) => status === "unchanged")).toHaveLength(12);
    // The new picture and the changed one have no baseline to match: shot until two agree. The others once.
    expect(driver.log.filter((line) => line.startsWith("shot"))).toHaveLength(12 + 2 * 2);
  });

  it("go on past one the browser answered but could not take, which is not compared, says why and is not taken again; the window is sized again after it", async () => {
    copyBaselines("Firefox");
    const driver = engineOf(FIREFOX, {
      version: "153.7.0",
      failing: {
        "engines/firefox/blog-list-desktop.png": new Error("WebDriver: the browsing context has been discarded"),
        // Not every driver throws an Error.
        "engines/firefox/contact-form-mobile.png": "the connection was closed",
      },
    });
    const { pictures } = await runSitePictures(FIREFOX, sessionOf(driver), place(), log);
    expect(pictures[2]).toStrictEqual({
      file: "engines/firefox/blog-list-desktop.png",
      engine: "Firefox",
      name: "blog-list",
      source: { kind: "page", id: "/blog" },
      viewport: "desktop",
      status: "not-compared",
      reason: "WebDriver: the browsing context has been discarded",
    });
    expect(pictures[11]).toMatchObject({ status: "not-compared", reason: "the connection was closed" });
    expect(pictures.map(({ status }) => status)).toEqual([
      ...Array(2).fill("unchanged"),
      "not-compared",
      ...Array(8).fill("unchanged"),
      "not-compared",
      ...Array(2).fill("unchanged"),
    ]);
    expect(lines.slice(2, 4)).toEqual([
      `  ✗ Firefox 153.7.0 › picture engines/firefox/blog-list-desktop.png not compared: ` +
        "WebDriver: the browsing context has been discarded (2.4 s)", // one go
      `  ✓ Firefox 153.7.0 › picture engines/firefox/article-desktop.png (2.4 s)`,
    ]);
    expect(lines.some((line) => line.includes("↻"))).toBe(false);
    expect(existsSync(inOutput("engines/firefox/blog-list-desktop.png"))).toBe(false);
    expect(driver.log.filter((line) => line.startsWith("resize") || line.startsWith("goto"))).toEqual([
      "resize 1280×800",
      "goto /",
      "goto /about",
      "goto /blog",
      "resize 1280×800",
      "goto /blog/5-nippi-tohusaks-treeninguks",
      "goto /contact",
      "goto /ei-ole-sellist-lehte",
      "goto /blog/ei-ole-sellist-postitust",
      "resize 412×839",
      "goto /",
      "goto /about",
      "goto /blog",
      "goto /blog/5-nippi-tohusaks-treeninguks",
      "goto /contact",
      "resize 412×839",
      "goto /ei-ole-sellist-lehte",
      "goto /blog/ei-ole-sellist-postitust",
    ]);
  });

  it("restart a browser that stopped answering, take the picture again from its start in the new one, and say so in the line and the result", async () => {
    copyBaselines("Firefox");
    const frozen = engineOf(FIREFOX, { version: "153.7.0" });
    const goto = frozen.goto;
    // The first browser never answers on /about; every command after that would not be answered either.
    frozen.goto = (path) => (path === "/about" ? new Promise(() => undefined) : goto(path));
    const fresh = engineOf(FIREFOX, { version: "153.7.0" });
    const session = sessionOf(frozen, async () => fresh, SHORT_LIMIT_MS);
    const { pictures } = await runSitePictures(FIREFOX, session, place(), log);
    const seen =
      "Firefox stopped answering during `picture engines/firefox/about-desktop.png` (no answer to goto within 0.05 s)";
    expect(lines[1]).toBe(`  ↻ ${seen}; restarting it`);
    expect(pictures[1]).toMatchObject({
      file: "engines/firefox/about-desktop.png",
      status: "unchanged",
      restarts: [`${seen}; restarted; taken on the second go`],
    });
    expect(pictures.map(({ status }) => status)).toEqual(Array(14).fill("unchanged"));
    expect(frozen.log.at(-1)).toBe("kill");
    // The new browser is sized before its first picture, which it takes from the start.
    expect(fresh.log.filter((line) => line.startsWith("resize") || line.startsWith("goto")).slice(0, 3)).toEqual([
      "resize 1280×800",
      "goto /about",
      "goto /blog",
    ]);
  });

  it("give up on the engine once it stops answering on the second go too: that picture and every one left are not compared, naming the hang", async () => {
    const hanging = () => {
      const driver = engineOf(FIREFOX, { version: "153.7.0" });
      driver.goto = (path) => {
        driver.log.push(`goto ${path}`);
        return new Promise(() => undefined);
      };
      return driver;
    };
    const first = hanging();
    const second = hanging();
    const session = sessionOf(first, async () => second, SHORT_LIMIT_MS);
    const { pictures } = await runSitePictures(FIREFOX, session, place(), log);
    const seen =
      "Firefox stopped answering during `picture engines/firefox/home-desktop.png` (no answer to goto within 0.05 s)";
    const gaveUp = `${seen}; restarted, and it stopped answering again (no answer to goto within 0.05 s)`;
    expect(pictures[0]).toMatchObject({ status: "not-compared", reason: gaveUp });
    expect(pictures.slice(1).map(({ reason }) => reason)).toEqual(Array(13).fill(`not taken: ${gaveUp}`));
    expect(lines).toHaveLength(1 + 14);
    // Each browser is ended; no third one is started.
    expect([first.log.at(-1), second.log.filter((line) => line.startsWith("goto"))]).toEqual(["kill", ["goto /"]]);
  });

  it("take no picture again when the browser answered and the page itself failed: one go, not compared", async () => {
    const driver = engineOf(FIREFOX, { version: "153.7.0" });
    const goto = driver.goto;
    let goes = 0;
    driver.goto = (path) => {
      if (path !== "/") return goto(path);
      goes++;
      return Promise.reject(new Error("Storybook shows the story as failed"));
    };
    const session = sessionOf(driver, () => Promise.reject(new Error("must not restart")));
    const { pictures } = await runSitePictures(FIREFOX, session, place(), log);
    expect([goes, pictures[0].status, pictures[0].reason]).toEqual([
      2, // desktop and mobile: once each
      "not-compared",
      "Storybook shows the story as failed",
    ]);
  });
});

describe("an engine's pictures, in another version than took the baselines", () => {
  it("are compared by the across-versions rule, which the lines say, and the run says which version took the baselines", async () => {
    copyBaselines("Firefox", ["home-mobile.png", "unknown-page-desktop.png"]);
    const driver = engineOf(FIREFOX, {
      version: "153.8.0",
      taken: {
        "engines/firefox/unknown-page-desktop.png": await onePixelOff("engines/firefox/unknown-page-desktop.png"),
      },
    });
    const { pictures, versions } = await runSitePictures(FIREFOX, sessionOf(driver), place(false, NEXT_BUILDS), log);
    expect(versions).toEqual({ engine: "Firefox", version: FIREFOX_153_8, baselineVersion: FIREFOX_153_7 });
    expect(picture("engines/firefox/home-mobile.png", pictures)).toMatchObject({
      status: "unchanged",
      comparison: "across-versions",
    });
    expect(picture("engines/firefox/unknown-page-desktop.png", pictures)).toMatchObject({
      status: "changed",
      comparison: "across-versions",
      reason: "1 pixel differs beyond antialiasing",
      baseline: inOutput("engines/firefox/unknown-page-desktop-expected.png"),
    });
    expect(lines[7]).toBe(`  ✓ Firefox 153.8.0 › picture engines/firefox/home-mobile.png (across versions) (2.4 s)`);
    expect(lines[5]).toBe(
      `  ✗ Firefox 153.8.0 › picture engines/firefox/unknown-page-desktop.png changed (across versions): ` +
        "1 pixel differs beyond antialiasing (2.4 s)",
    );
    expect(pictures.filter(({ status }) => status === "new")).toHaveLength(12);
  });

  it("are all new before the engine's first baselines, which no version took", async () => {
    const driver = engineOf(WEBKIT, { version: "2.50.6" });
    const { pictures, versions } = await runSitePictures(WEBKIT, sessionOf(driver), place(), log);
    expect(versions).toStrictEqual({ engine: "WebKit", version: WEBKIT_2_50_6, baselineVersion: undefined });
    expect(pictures.every(({ status }) => status === "new")).toBe(true);
    expect(lines[7]).toBe(
      `  ✗ WebKit 2.50.6 › picture engines/webkit/home-mobile-447px.png is new: no baseline yet (2.4 s)`,
    );
    expect(filesIn(snapshotsDir)).toEqual([]);
    expect(driver.log.filter((line) => line.startsWith("resize"))).toEqual(["resize 1280×800", "resize 447×839"]);
  });
});

describe("an engine's pictures, in another Debian build of the version that took the baselines", () => {
  it("are compared by the across-versions rule, and the run says the engine moved from one build to the other", async () => {
    copyBaselines("Firefox", ["home-desktop.png", "about-mobile.png"]);
    const rebuilt = { ...COMMITTED_BUILDS, "firefox-esr": "153.7.0esr-1~deb12u2" };
    const driver = engineOf(FIREFOX, { version: "153.7.0" });
    const { pictures, versions } = await runSitePictures(FIREFOX, sessionOf(driver), place(false, rebuilt), log);
    const version = "153.7.0 (firefox-esr 153.7.0esr-1~deb12u2)";
    expect(versions).toEqual({ engine: "Firefox", version, baselineVersion: FIREFOX_153_7 });
    expect(picture("engines/firefox/home-desktop.png", pictures)).toMatchObject({
      status: "unchanged",
      comparison: "across-versions",
    });
    expect(picture("engines/firefox/about-mobile.png", pictures)).toMatchObject({
      status: "unchanged",
      comparison: "across-versions",
    });
    expect(lines[0]).toBe(`  ✓ Firefox 153.7.0 › picture engines/firefox/home-desktop.png (across versions) (2.4 s)`);
    expect(versionMoveLine(versions)).toBe(
      `  Firefox moved from ${FIREFOX_153_7} (its baselines) to ${version}: its pictures are compared by the ` +
        "across-versions rule, antialiasing forgiven. `npm run snapshots:engines -- --engine firefox` remakes them.",
    );
    expect(pictureSummaryLine(versions, pictures)).toBe(
      `✗ Firefox ${version}: 12 of 14 pictures not as their baselines: 12 new`,
    );
  });
});

describe("the version an engine's baselines record", () => {
  it("is what the browser says and the Debian build of the engine's package", () => {
    const asked: string[] = [];
    const installed = (name: string) => {
      asked.push(name);
      return "2.50.6-1~deb12u2";
    };
    expect(exactVersion("2.50.6", WEBKIT, installed)).toBe("2.50.6 (libwebkit2gtk-4.1-0 2.50.6-1~deb12u2)");
    expect(asked).toEqual(["libwebkit2gtk-4.1-0"]);
  });

  it("is what the browser says alone where the engine's package has no version", () => {
    expect(exactVersion("153.7.0", FIREFOX, () => undefined)).toBe("153.7.0");
    // dpkg knows a removed package whose files are kept, with an empty version.
    expect(exactVersion("153.7.0", FIREFOX, () => "")).toBe("153.7.0");
  });

  it("names the build dpkg says is installed, without dpkg's newline, when the run is given no lookup of its own", async () => {
    standInDpkg({ "firefox-esr": "153.7.0esr-1~deb12u1" });
    copyBaselines("Firefox", ["contact-form-mobile.png"]);
    const driver = engineOf(FIREFOX, { version: "153.7.0" });
    const { pictures, versions } = await runSitePictures(
      FIREFOX,
      sessionOf(driver),
      { snapshotsDir, outputDir, update: false, stories: [], origins: ORIGINS },
      log,
    );
    expect(versions).toEqual({ engine: "Firefox", version: FIREFOX_153_7, baselineVersion: FIREFOX_153_7 });
    expect(picture("engines/firefox/contact-form-mobile.png", pictures)).toMatchObject({
      status: "unchanged",
      comparison: "exact",
    });
  });

  it("is what the browser says alone where dpkg knows no such package, which no committed record names", async () => {
    standInDpkg({ "libwebkit2gtk-4.1-0": "2.50.6-1~deb12u2" });
    copyBaselines("Firefox", ["contact-form-mobile.png"]);
    const driver = engineOf(FIREFOX, { version: "153.7.0" });
    const { pictures, versions } = await runSitePictures(
      FIREFOX,
      sessionOf(driver),
      { snapshotsDir, outputDir, update: false, stories: [], origins: ORIGINS },
      log,
    );
    expect(versions).toEqual({ engine: "Firefox", version: "153.7.0", baselineVersion: FIREFOX_153_7 });
    expect(picture("engines/firefox/contact-form-mobile.png", pictures)).toMatchObject({
      status: "unchanged",
      comparison: "across-versions",
    });
  });
});

describe("an engine's baselines whose record is missing or cannot be read", () => {
  const remake = (engine: string) =>
    `\`npm run snapshots:engines -- --engine ${engine}\` remakes the baselines and the record`;

  it("are not compared while the record is missing, and the pictures without a baseline are still new", async () => {
    copyBaselines("Firefox", ["home-desktop.png", "about-mobile.png"]);
    rmSync(inSnapshots("engines/firefox/engine.json"));
    const driver = engineOf(FIREFOX, { version: "153.7.0" });
    const { pictures, versions } = await runSitePictures(FIREFOX, sessionOf(driver), place(), log);
    const reason = `engines/firefox/engine.json is missing, so which version took the baseline is not known: ${remake("firefox")}`;
    expect(versions).toStrictEqual({ engine: "Firefox", version: FIREFOX_153_7, baselineVersion: undefined });
    expect(pictures[0]).toStrictEqual({
      file: "engines/firefox/home-desktop.png",
      engine: "Firefox",
      name: "home",
      source: { kind: "page", id: "/" },
      viewport: "desktop",
      status: "not-compared",
      reason,
    });
    expect(picture("engines/firefox/about-mobile.png", pictures)).toMatchObject({ status: "not-compared", reason });
    expect(pictures.filter(({ status }) => status === "new")).toHaveLength(12);
    expect(lines[0]).toBe(
      `  ✗ Firefox 153.7.0 › picture engines/firefox/home-desktop.png not compared: ${reason} (2.4 s)`,
    );
    // The picture taken is kept; no baseline copy beside it, and the record is not written.
    expect(readFileSync(inOutput("engines/firefox/home-desktop.png"))).toEqual(
      standIn("engines/firefox/home-desktop.png"),
    );
    expect(filesIn(outputDir).filter((file) => file.endsWith("-expected.png"))).toEqual([]);
    expect(existsSync(inSnapshots("engines/firefox/engine.json"))).toBe(false);
  });

  it("are not compared while the record names no version, an empty one or one that is no text", async () => {
    for (const record of ['{ "engine": "WebKit" }', '{ "engine": "WebKit", "version": "" }', '{ "version": 2.5 }']) {
      lines = [];
      copyBaselines("WebKit", ["contact-form-desktop.png"]);
      writeFileSync(inSnapshots("engines/webkit/engine.json"), record);
      const driver = engineOf(WEBKIT, { version: "2.50.6" });
      const { pictures, versions } = await runSitePictures(WEBKIT, sessionOf(driver), place(), log);
      expect(versions.baselineVersion).toBeUndefined();
      expect(picture("engines/webkit/contact-form-desktop.png", pictures)).toStrictEqual({
        file: "engines/webkit/contact-form-desktop.png",
        engine: "WebKit",
        name: "contact-form",
        source: { kind: "page", id: "/contact" },
        viewport: "desktop",
        status: "not-compared",
        reason: `engines/webkit/engine.json names no version: ${remake("webkit")}`,
      });
      expect(pictures.filter(({ status }) => status === "new")).toHaveLength(13);
    }
  });

  it("are not compared while the record cannot be read, with the reader's own words", async () => {
    copyBaselines("Firefox", ["contact-form-mobile.png"]);
    const broken = '{\n  "engine": "Firefox",\n';
    writeFileSync(inSnapshots("engines/firefox/engine.json"), broken);
    const driver = engineOf(FIREFOX, { version: "153.7.0" });
    const { pictures, versions } = await runSitePictures(FIREFOX, sessionOf(driver), place(), log);
    expect(versions.baselineVersion).toBeUndefined();
    expect(picture("engines/firefox/contact-form-mobile.png", pictures)).toMatchObject({
      status: "not-compared",
      reason:
        "engines/firefox/engine.json cannot be read (Expected double-quoted property name in JSON at position 25 (line 3 column 1)): " +
        remake("firefox"),
    });
    expect(pictures.filter(({ status }) => status === "new")).toHaveLength(13);
  });

  it("are remade all the same, and the record with them", async () => {
    copyBaselines("Firefox", ["home-desktop.png"]);
    writeFileSync(inSnapshots("engines/firefox/engine.json"), "{");
    const driver = engineOf(FIREFOX, { version: "153.7.0" });
    const { pictures, versions } = await runSitePictures(FIREFOX, sessionOf(driver), place(true), log);
    expect(pictures.every(({ status }) => status === "updated")).toBe(true);
    expect(versions).toEqual({ engine: "Firefox", version: FIREFOX_153_7, baselineVersion: FIREFOX_153_7 });
    expect(readFileSync(inSnapshots("engines/firefox/engine.json"), "utf8")).toBe(RECORD("Firefox", FIREFOX_153_7));
  });
});

describe("remaking an engine's baselines", () => {
  it("writes each picture as its baseline, whatever was there, and the version that took them", async () => {
    copyBaselines("Firefox");
    const driver = engineOf(FIREFOX, {
      version: "153.8.0",
      taken: { "engines/firefox/home-desktop.png": await onePixelOff("engines/firefox/home-desktop.png") },
    });
    const { pictures, versions } = await runSitePictures(FIREFOX, sessionOf(driver), place(true, NEXT_BUILDS), log);
    expect(versions).toEqual({ engine: "Firefox", version: FIREFOX_153_8, baselineVersion: FIREFOX_153_8 });
    expect(pictures[0]).toStrictEqual({
      file: "engines/firefox/home-desktop.png",
      engine: "Firefox",
      name: "home",
      source: { kind: "page", id: "/" },
      viewport: "desktop",
      status: "updated",
      actual: inOutput("engines/firefox/home-desktop.png"),
    });
    expect(pictures.every(({ status }) => status === "updated")).toBe(true);
    expect(readFileSync(inSnapshots("engines/firefox/home-desktop.png"))).toEqual(
      readFileSync(inOutput("engines/firefox/home-desktop.png")),
    );
    expect(readFileSync(inSnapshots("engines/firefox/home-desktop.png"))).not.toEqual(
      standIn("engines/firefox/home-desktop.png"),
    );
    expect(readFileSync(inSnapshots("engines/firefox/engine.json"), "utf8")).toBe(RECORD("Firefox", FIREFOX_153_8));
    expect(filesIn(outputDir).filter((file) => file.endsWith("-expected.png"))).toEqual([]);
    expect(lines[0]).toBe(
      `  ✓ Firefox 153.8.0 › picture engines/firefox/home-desktop.png written as the baseline (2.4 s)`,
    );
    // A baseline being remade is no picture to match, even where the shot is its old bytes: two agreeing shots each.
    expect(driver.log.filter((line) => line.startsWith("shot"))).toHaveLength(2 * FIREFOX_FILES.length);
  });

  it("makes an engine's first baselines and its record, in folders made as needed", async () => {
    const driver = engineOf(WEBKIT, { version: "2.50.6" });
    await runSitePictures(WEBKIT, sessionOf(driver), place(true), log);
    // The committed pages' baselines and record (a story's baseline has the "--" of its id: none taken here).
    expect(filesIn(join(snapshotsDir, "engines", "webkit"))).toEqual(
      filesIn(join(SNAPSHOTS, "engines", "webkit")).filter((file) => !file.includes("--")),
    );
    expect(readFileSync(inSnapshots("engines/webkit/engine.json"), "utf8")).toBe(
      readFileSync(join(SNAPSHOTS, "engines", "webkit", "engine.json"), "utf8"),
    );
    expect(readFileSync(inSnapshots("engines/webkit/about-mobile-447px.png"))).toEqual(
      standIn("engines/webkit/about-mobile-447px.png"),
    );
  });

  it("keeps the old record when a picture could not be taken, and writes the others", async () => {
    copyBaselines("Firefox");
    const driver = engineOf(FIREFOX, {
      version: "153.8.0",
      failing: { "engines/firefox/article-mobile.png": new Error("Firefox crashed") },
    });
    const { pictures, versions } = await runSitePictures(FIREFOX, sessionOf(driver), place(true, NEXT_BUILDS), log);
    expect(pictures[10]).toMatchObject({ status: "not-compared", reason: "Firefox crashed" });
    expect(pictures.filter(({ status }) => status === "updated")).toHaveLength(13);
    expect(readFileSync(inSnapshots("engines/firefox/engine.json"), "utf8")).toBe(RECORD("Firefox", FIREFOX_153_7));
    // The run says what engine.json says: the next run compares across versions, and the move is printed.
    expect(versions).toEqual({ engine: "Firefox", version: FIREFOX_153_8, baselineVersion: FIREFOX_153_7 });
  });

  it("writes no record at all when the first baselines are not all taken", async () => {
    const driver = engineOf(WEBKIT, { version: "2.50.6", widthFor: (asked) => Math.max(asked, 460) });
    const { pictures, versions } = await runSitePictures(WEBKIT, sessionOf(driver), place(true), log);
    expect(versions).toStrictEqual({ engine: "WebKit", version: WEBKIT_2_50_6, baselineVersion: undefined });
    expect(pictures[7]).toMatchObject({
      status: "not-compared",
      reason:
        "WebKit made its window 460 px wide, not 447 px as engines/webkit/home-mobile-447px.png says: " +
        "the engine's narrowest window has changed (qa/engines/pictures.ts names it).",
    });
    expect(existsSync(inSnapshots("engines/webkit/engine.json"))).toBe(false);
    expect(existsSync(inSnapshots("engines/webkit/home-desktop.png"))).toBe(true);
    expect(existsSync(inSnapshots("engines/webkit/home-mobile-447px.png"))).toBe(false);
  });
});

describe("the line of one picture", () => {
  const result = (status: PictureResult["status"], more: Partial<PictureResult> = {}): PictureResult => ({
    file: "engines/webkit/home-mobile-447px.png",
    engine: "WebKit",
    name: "home",
    source: { kind: "page", id: "/" },
    viewport: "mobile",
    status,
    ...more,
  });

  it("says what the picture came to, and how long it took to a tenth of a second", () => {
    const label = "WebKit 2.50.6";
    const file = "engines/webkit/home-mobile-447px.png";
    expect(pictureLine(label, result("unchanged", { comparison: "exact" }), 51)).toBe(
      `  ✓ WebKit 2.50.6 › picture ${file} (0.1 s)`,
    );
    expect(pictureLine(label, result("updated"), 12_340)).toBe(
      `  ✓ WebKit 2.50.6 › picture ${file} written as the baseline (12.3 s)`,
    );
    expect(pictureLine(label, result("changed", { comparison: "exact", reason: "2 pixels differ" }), 0)).toBe(
      `  ✗ WebKit 2.50.6 › picture ${file} changed: 2 pixels differ (0.0 s)`,
    );
    expect(pictureLine(label, result("new"), 3_000)).toBe(
      `  ✗ WebKit 2.50.6 › picture ${file} is new: no baseline yet (3.0 s)`,
    );
    expect(pictureLine(label, result("not-compared", { reason: "WebKit is not installed here" }), 0)).toBe(
      `  ✗ WebKit 2.50.6 › picture ${file} not compared: WebKit is not installed here (0.0 s)`,
    );
  });

  it("says when the picture was compared across versions, whatever it came to", () => {
    const file = "engines/webkit/home-mobile-447px.png";
    expect(pictureLine("WebKit 2.52.0", result("unchanged", { comparison: "across-versions" }), 4_449)).toBe(
      `  ✓ WebKit 2.52.0 › picture ${file} (across versions) (4.4 s)`,
    );
    expect(
      pictureLine(
        "WebKit 2.52.0",
        result("changed", {
          comparison: "across-versions",
          reason: "the pictures differ in size: 447×2120 against 447×2136",
        }),
        4_449,
      ),
    ).toBe(
      `  ✗ WebKit 2.52.0 › picture ${file} changed (across versions): the pictures differ in size: 447×2120 against 447×2136 (4.4 s)`,
    );
  });
});

/** The recorded catalogue's stories of these ids, in its order. */
const recorded = (...ids: string[]) => recordedStories().filter(({ id }) => ids.includes(id));

describe("an engine's pictures of the catalogue's stories", () => {
  /** The ContactForm's sending story (at both sizes) and the open menu (a small screen's: at mobile size alone). */
  const STORIES = recorded("contactform--sending", "header--menu-open");
  const SENDING = "engines/firefox/contactform--sending-desktop.png";
  const MENU_OPEN = "engines/firefox/header--menu-open-mobile.png";

  /** The catalogue's page as Firefox shoots it (teal), the story's root at (16, 16), 200 × 50 (jsdom lays nothing out). */
  async function storiesScene(version: string): Promise<Scene> {
    vi.spyOn(page.window.Element.prototype, "getBoundingClientRect").mockImplementation(
      () => ({ left: 16, top: 16, right: 216, bottom: 66 }) as DOMRect,
    );
    const taken: Record<string, Buffer> = {};
    for (const file of [SENDING, "engines/firefox/contactform--sending-mobile.png", MENU_OPEN]) {
      taken[file] = await plain(file.endsWith("desktop.png") ? 1280 : 412, 300, "#008080");
    }
    return { version, stories: STORIES, taken };
  }

  it("are taken after the pages at each size, opened in the catalogue, cut to the story and compared, with the story as what they show", async () => {
    // The pages' baselines alone: the stories' are this test's own.
    copyBaselines(
      "Firefox",
      FIREFOX_FILES.map((file) => basename(file)),
    );
    mkdirSync(join(snapshotsDir, "engines", "firefox"), { recursive: true });
    writeFileSync(inSnapshots(SENDING), await plain(200, 50, "#008080"));
    const driver = engineOf(FIREFOX, await storiesScene("153.7.0"));
    const { pictures } = await runSitePictures(
      FIREFOX,
      sessionOf(driver),
      place(false, COMMITTED_BUILDS, STORIES),
      log,
    );
    expect(pictures.map(({ file }) => file)).toEqual([
      ...FIREFOX_FILES.slice(0, 7),
      SENDING,
      ...FIREFOX_FILES.slice(7),
      "engines/firefox/contactform--sending-mobile.png",
      MENU_OPEN,
    ]);
    expect(picture(SENDING, pictures)).toStrictEqual({
      file: SENDING,
      engine: "Firefox",
      name: "contactform--sending",
      source: { kind: "story", id: "contactform--sending" },
      viewport: "desktop",
      status: "unchanged",
      comparison: "exact",
      actual: inOutput(SENDING),
      baseline: undefined,
    });
    expect(picture(MENU_OPEN, pictures)).toStrictEqual({
      file: MENU_OPEN,
      engine: "Firefox",
      name: "header--menu-open",
      source: { kind: "story", id: "header--menu-open" },
      viewport: "mobile",
      status: "new",
      actual: inOutput(MENU_OPEN),
      baseline: undefined,
    });
    // The picture kept is the story's box, not the whole page shot.
    expect(await sharp(readFileSync(inOutput(MENU_OPEN))).metadata()).toMatchObject({ width: 200, height: 50 });
    expect(lines[7]).toBe(`  ✓ Firefox 153.7.0 › picture ${SENDING} (2.4 s)`);
    expect(lines.at(-1)).toBe(`  ✗ Firefox 153.7.0 › picture ${MENU_OPEN} is new: no baseline yet (2.4 s)`);
    const sentTo = (id: string) =>
      `goto http://localhost:6123/iframe.html?id=${id}&viewMode=story&globals=a11y.manual:!true`;
    // What the driver is asked besides the pictures' own steps (take-picture.test.ts): where it goes, and at what
    // size. The first story after the pages loads the catalogue; the next is shown in its place.
    const moves = driver.log.filter((line) => /^(goto|resize|shown in place) /.test(line));
    expect(moves).toEqual([
      "resize 1280×800",
      ...PICTURED_PAGES.map(({ path }) => `goto ${path}`),
      sentTo("contactform--sending"),
      "resize 412×839",
      ...PICTURED_PAGES.map(({ path }) => `goto ${path}`),
      sentTo("contactform--sending"),
      "shown in place header--menu-open",
    ]);
  });

  it("are written as the stories' baselines, named by their ids, when the baselines are remade, and the record with them", async () => {
    const driver = engineOf(FIREFOX, await storiesScene("153.7.0"));
    const { pictures } = await runSitePictures(FIREFOX, sessionOf(driver), place(true, COMMITTED_BUILDS, STORIES), log);
    expect(pictures.every(({ status }) => status === "updated")).toBe(true);
    expect(filesIn(join(snapshotsDir, "engines", "firefox")).filter((file) => file.includes("--"))).toEqual([
      "contactform--sending-desktop.png",
      "contactform--sending-mobile.png",
      "header--menu-open-mobile.png",
    ]);
    expect(readFileSync(inSnapshots(MENU_OPEN))).toEqual(readFileSync(inOutput(MENU_OPEN)));
    expect(readFileSync(inSnapshots("engines/firefox/engine.json"), "utf8")).toBe(RECORD("Firefox", FIREFOX_153_7));
  });
});

describe("an engine's pictures when it could not take them", () => {
  it("are each listed, in the order they are taken, none compared, all for the same reason", () => {
    const pictures = notTaken(picturesOf(WEBKIT, sitePictures([])), "WebKit did not start");
    expect(pictures.map(({ file }) => file)).toEqual(picturesOf(WEBKIT, sitePictures([])).map(({ file }) => file));
    expect(pictures[7]).toStrictEqual({
      file: "engines/webkit/home-mobile-447px.png",
      engine: "WebKit",
      name: "home",
      source: { kind: "page", id: "/" },
      viewport: "mobile",
      status: "not-compared",
      reason: "WebKit did not start",
    });
    expect(pictures.every(({ status, reason }) => status === "not-compared" && reason === "WebKit did not start")).toBe(
      true,
    );
  });

  it("are its pictures of the catalogue's stories too, each with the story it shows", () => {
    const stories = recordedStories();
    const pictures = notTaken(picturesOf(WEBKIT, sitePictures(stories)), "WebKit did not start");
    expect(pictures.map(({ file }) => file)).toEqual(picturesOf(WEBKIT, sitePictures(stories)).map(({ file }) => file));
    // 7 pages at both sizes, 39 stories at desktop size and all 40 at mobile size.
    expect(pictures).toHaveLength(7 + 39 + 7 + 40);
    expect(picture("engines/webkit/header--menu-open-mobile-447px.png", pictures)).toStrictEqual({
      file: "engines/webkit/header--menu-open-mobile-447px.png",
      engine: "WebKit",
      name: "header--menu-open",
      source: { kind: "story", id: "header--menu-open" },
      viewport: "mobile",
      status: "not-compared",
      reason: "WebKit did not start",
    });
    expect(pictures.every(({ status, reason }) => status === "not-compared" && reason === "WebKit did not start")).toBe(
      true,
    );
  });
});

describe("an engine's summary line", () => {
  const statuses = (...counts: [PictureResult["status"], number][]) =>
    counts.flatMap(([status, count]) => Array.from({ length: count }, () => ({ status })));

  it("says that every picture is as its baseline, or how many of them are not and how each is not", () => {
    expect(
      pictureSummaryLine({ engine: "Firefox", version: "153.7.0" }, statuses(["unchanged", 13], ["updated", 1])),
    ).toBe("✓ Firefox 153.7.0: 14 pictures as their baselines");
    expect(
      pictureSummaryLine(
        { engine: "WebKit", version: "2.50.6" },
        statuses(["unchanged", 11], ["changed", 1], ["new", 2], ["not-compared", 1]),
      ),
    ).toBe("✗ WebKit 2.50.6: 4 of 15 pictures not as their baselines: 1 changed, 2 new, 1 not compared");
    expect(pictureSummaryLine({ engine: "WebKit", version: "2.50.6" }, statuses(["new", 2]))).toBe(
      "✗ WebKit 2.50.6: 2 of 2 pictures not as their baselines: 2 new",
    );
  });

  it("leaves the version out of an engine that gave none", () => {
    expect(pictureSummaryLine({ engine: "WebKit" }, statuses(["not-compared", 14]))).toBe(
      "✗ WebKit: 14 of 14 pictures not as their baselines: 14 not compared",
    );
  });
});

describe("one engine's picture files", () => {
  it("are cleared from the run's output folder, the other engine's left as they were", () => {
    const dir = testFolder("engine-pictures");
    for (const engine of ["firefox", "webkit"]) {
      mkdirSync(join(dir, "engines", engine), { recursive: true });
      writeFileSync(join(dir, "engines", engine, "home-desktop.png"), engine);
    }
    clearEnginePictureFiles(dir, "WebKit");
    expect(existsSync(join(dir, "engines", "webkit"))).toBe(false);
    expect(readFileSync(join(dir, "engines", "firefox", "home-desktop.png"), "utf8")).toBe("firefox");
    expect(() => clearEnginePictureFiles(dir, "WebKit")).not.toThrow();
  });
});
