/**
 * The proof that the harness's machinery is not Vormis's alone: run on a second, tiny site (a tea shop of two
 * static pages and one component, fixtures/second-site/), it takes their pictures in Chromium (Playwright, as
 * the site's browser specs take them) and in Firefox (the engines' picture run), compares them exactly, sees a
 * colour token one step off in every picture of both, shows the changes on the review page, and accepts them.
 * Nothing it imports reaches Vormis: not the site, its plan, its mocks or its catalogue.
 */
import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sirv from "sirv";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMMAND_LIMIT_MS, type EngineSession, guarded, startAfresh } from "#qa/engines/answering.ts";
import { firefox } from "#qa/engines/firefox.ts";
import { runPictures, type TakePicture } from "#qa/engines/picture-run.ts";
import { type PicturePlan, picturesOf, picturingEngine } from "#qa/engines/pictures.ts";
import { settleForPicture, waitForFonts, wholePageShot } from "#qa/engines/settled-shot.ts";
import { modulesReached } from "#qa/house/arrows.ts";
import { readPictureRun, readRunReport, writePictureRun } from "#qa/results/index.ts";
import { withEnv } from "#qa/settings.ts";
import { chromiumBuild } from "#qa/support/chromium.ts";
import { acceptInSnapshots } from "#qa/visual/accept-files.ts";
import { type CollectedRun, joinRuns } from "#qa/visual/change.ts";
import { claimedFilesOf, collectRun } from "#qa/visual/collect.ts";
import { collectEnginePictures } from "#qa/visual/engine-changes.ts";
import { writeReview } from "#qa/visual/review-page.ts";
import { writeSingleFileReview } from "#qa/visual/review-single-file.ts";
import { COMPONENT, PAGES, type SecondSiteRun, SIZES } from "./fixtures/second-site/plan.ts";

const FIXTURE = join(import.meta.dirname, "fixtures", "second-site");
const CONFIG = join(FIXTURE, "playwright.config.ts");
/** What every run of the second site is held to: its results must say they were made of it. */
const COMMIT = "the second site";
const FIREFOX = picturingEngine("Firefox");

/** What the engines picture of the second site: its pages, and its component alone. */
const SECOND_SITE_PICTURES: PicturePlan = {
  sizes: SIZES,
  subjectsAt: () => [
    ...[...PAGES, COMPONENT].map(({ name, path }) => ({
      name,
      source: { kind: "page", id: path } as const,
      waitingPhotos: 0,
    })),
  ],
};

/** The box of the element a selector names, in whole pixels of the document (run in the page). */
function boxOf(selector: string) {
  const element = document.querySelector(selector);
  if (!element) throw new Error(`the page has no ${selector}`);
  const box = element.getBoundingClientRect();
  const left = Math.floor(box.left);
  const top = Math.floor(box.top + window.scrollY);
  return { left, top, width: Math.ceil(box.right) - left, height: Math.ceil(box.bottom + window.scrollY) - top };
}

/** How the second site's Firefox pictures are taken: the page opened and settled, the component cut to its box. */
const takeSecondSitePicture: TakePicture = async (driver, picture, baseline) => {
  await driver.goto(picture.subject.source.id);
  await settleForPicture(driver, picture);
  await waitForFonts(driver, picture);
  const box = picture.subject.name === COMPONENT.name ? await driver.evaluate(boxOf, COMPONENT.selector) : undefined;
  return wholePageShot(driver, picture, baseline, box);
};

/** Every command of the engine answered within this, or the browser is restarted, as in the engines' own run. */
const LIMITS = { commandMs: 3 * COMMAND_LIMIT_MS };

let work: string;
let site: string;
let snapshotsDir: string;
let server: Server;
let origin: string;
/** One Firefox for the three runs, each on a page as if just started (a user context of its own), as the engines' run starts its journeys. */
let session: EngineSession;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "second-site-"));
  site = join(work, "site");
  snapshotsDir = join(work, "snapshots");
  cpSync(join(FIXTURE, "site"), site, { recursive: true });
  const files = sirv(site, { dev: true });
  server = createServer((request, response) => files(request, response));
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Unpacked once before Playwright's run names it (its global setup is the site's, which this run has not).
  chromiumBuild();
  const missing = firefox.programs.filter((program) => !existsSync(program));
  if (missing.length > 0)
    throw new Error(`${missing.join(", ")} missing: \`bash .ci/setup\` installs what the proof runs`);
  const launch = async () => guarded(await firefox.launch({ origin }), LIMITS);
  session = { engine: FIREFOX.name, driver: await launch(), relaunch: launch };
  // A fresh clone unpacks the pinned Chromium here, and Firefox starts a new profile, beside the other stages.
}, 120_000);

afterAll(async () => {
  await session?.driver.close();
  await new Promise((closed) => server.close(closed));
  rmSync(work, { recursive: true, force: true });
});

/** One run of the second site's Chromium pictures (Playwright) and Firefox pictures (the engines' run), read as the review reads them. */
async function runSecondSite(run: number) {
  const folder = join(work, `run-${run}`);
  const place: SecondSiteRun = {
    origin,
    snapshotsDir,
    outputDir: join(folder, "chromium"),
    report: join(folder, "chromium.json"),
    commit: COMMIT,
  };
  const { PLAYWRIGHT_JSON_OUTPUT_FILE: _, ...env } = process.env;
  const chromiumExit = await new Promise<number>((exited) =>
    execFile(
      process.execPath,
      [join("node_modules", "@playwright", "test", "cli.js"), "test", "--config", CONFIG],
      { env: withEnv(env, { SECOND_SITE_RUN: JSON.stringify(place) }) },
      (error) => exited(error ? Number(error.code ?? 1) : 0),
    ),
  );
  const read = readRunReport(place.report, { commit: COMMIT });
  if ("stale" in read) throw new Error(read.stale);
  const chromium = await collectRun(read.report, { snapshotsDir, claimed: claimedFilesOf(read.report) });

  if (run > 1) session.driver = await startAfresh(session, LIMITS);
  const pictures = picturesOf(FIREFOX, SECOND_SITE_PICTURES);
  const lines: string[] = [];
  const taken = await runPictures(
    FIREFOX,
    session,
    { snapshotsDir, outputDir: join(folder, "engines"), update: false, pictures, take: takeSecondSitePicture },
    (line) => lines.push(line),
  );
  writePictureRun(join(folder, "engine-pictures.json"), { commit: COMMIT, engines: [taken.versions], ...taken });
  const engines = await collectEnginePictures(
    readPictureRun(join(folder, "engine-pictures.json")),
    { commit: COMMIT },
    { snapshotsDir, claimed: pictures },
  );
  return { chromiumExit, chromium, engines, joined: joinRuns(chromium, engines), lines, folder };
}

/** The review's page of a run, as `npm run snapshots:review` writes it, and its single file. */
function reviewOf(run: CollectedRun, folder: string) {
  const dir = join(folder, "review");
  const data = writeReview(dir, { ...run, commit: COMMIT }, { serve: false });
  const single = writeSingleFileReview(dir, data);
  return { data, page: readFileSync(join(dir, "index.html"), "utf8"), single };
}

const names = (run: CollectedRun) => run.changes.map(({ name, status }) => `${status} ${name}`).sort();
const EVERY_SUBJECT = ["about", "card", "home"];
const chromiumFiles = (ending: string) =>
  EVERY_SUBJECT.flatMap((name) => ["desktop", "mobile"].map((size) => `pictures.spec.ts/${name}-${size}${ending}`));
const firefoxFiles = EVERY_SUBJECT.flatMap((name) =>
  ["desktop", "mobile"].map((size) => `engines/firefox/${name}-${size}.png`),
);

// Three runs of both engines, each a Playwright run of its own: about 15 s each on two busy cores.
describe("the machinery, run on a second site that shares nothing with Vormis", { timeout: 120_000 }, () => {
  it("imports nothing of Vormis: not its site, plan, mocks, catalogue, specs or configuration", () => {
    const reached = modulesReached(
      [
        "qa/proof/second-site.test.ts",
        "qa/proof/fixtures/second-site/pictures.spec.ts",
        "qa/proof/fixtures/second-site/playwright.config.ts",
      ],
      (file) => (/\.tsx?$/.test(file) && existsSync(file) ? readFileSync(file, "utf8") : undefined),
    );
    // The machinery it runs: Playwright's pictures and the review's collection, the engines' run, the results core.
    expect(reached).toEqual(
      expect.arrayContaining([
        "qa/visual/baselines.ts",
        "qa/visual/collect.ts",
        "qa/engines/picture-run.ts",
        "qa/results/index.ts",
      ]),
    );
    const vormis =
      /^(src|mocks|specs|\.storybook|public)\/|^qa\/plan\/|^(vite|tailwind|react-router|playwright)\.config\.ts$/;
    expect(reached.filter((file) => vormis.test(file))).toEqual([]);
  });

  it("takes every picture in both engines, shows each new one for review, and accepts them with the version that took Firefox's", async () => {
    const first = await runSecondSite(1);
    // A missing baseline fails the run, and each one is a change to review, never a silent pass.
    expect(first.chromiumExit).toBe(1);
    expect(names(first.chromium)).toEqual(
      [...chromiumFiles(".aria.yml"), ...chromiumFiles(".png")].map((file) => `new ${file}`).sort(),
    );
    expect(first.chromium).toMatchObject({ claimed: 12, compared: 12, unchanged: 0, partial: undefined });
    expect(names(first.engines)).toEqual(firefoxFiles.map((file) => `new ${file}`).sort());
    expect(first.engines).toMatchObject({ claimed: 6, compared: 6, unchanged: 0, partial: undefined });
    expect(first.lines.filter((line) => line.includes("is new: no baseline yet"))).toHaveLength(6);

    const { data, page } = reviewOf(first.joined, first.folder);
    expect(data.counts).toMatchObject({ new: 18 });
    expect(data.changes.filter(({ engine }) => engine === "Firefox")).toHaveLength(6);
    expect(page).toContain("pictures.spec.ts/card-mobile.png");
    expect(page).toContain("engines/firefox/card-mobile.png");

    const accepted = acceptInSnapshots(first.joined, [], true, snapshotsDir);
    expect(accepted).toHaveLength(19);
    expect(accepted.at(-1)).toMatch(
      /^recorded engines\/firefox\/engine\.json: Firefox [\d.]+ \(firefox-esr .+\) took its baselines$/,
    );
    for (const file of [...chromiumFiles(".png"), ...chromiumFiles(".aria.yml"), ...firefoxFiles]) {
      expect(existsSync(join(snapshotsDir, file)), file).toBe(true);
    }
  });

  it("sees a colour token one step off in every picture of both engines, shows each on the review page, and accepts them", async () => {
    const css = join(site, "site.css");
    writeFileSync(css, readFileSync(css, "utf8").replace("--accent: #1d4ed8;", "--accent: #1d4ed9;"));
    const changed = await runSecondSite(2);
    expect(changed.chromiumExit).toBe(1);
    // The pictures changed, the accessibility trees did not.
    expect(names(changed.joined)).toEqual(
      [...chromiumFiles(".png"), ...firefoxFiles].map((file) => `changed ${file}`).sort(),
    );
    expect(changed.joined).toMatchObject({ claimed: 18, compared: 18, unchanged: 6, partial: undefined });
    expect(changed.joined.changes.every(({ pixels }) => (pixels?.count ?? 0) > 0)).toBe(true);

    const { data, page, single } = reviewOf(changed.joined, changed.folder);
    expect(data.changes.map(({ engine }) => engine).sort()).toEqual([
      ...Array(6).fill("Chromium"),
      ...Array(6).fill("Firefox"),
    ]);
    expect(page).toContain("engines/firefox/home-desktop.png");
    expect(page).toContain("pictures.spec.ts/home-desktop.png");
    expect(single).toMatchObject({ leftOut: [] });

    // A reviewer accepts one picture by its path, then the rest.
    expect(acceptInSnapshots(changed.joined, ["engines/firefox/card-mobile.png"], false, snapshotsDir)).toEqual([
      "updated engines/firefox/card-mobile.png",
    ]);
    expect(readFileSync(join(snapshotsDir, "engines/firefox/card-mobile.png"))).toEqual(
      readFileSync(join(changed.folder, "engines", "engines/firefox/card-mobile.png")),
    );
    expect(acceptInSnapshots(changed.joined, [], true, snapshotsDir)).toHaveLength(12);
  });

  it("compares the accepted pictures as they are: the next run is clean in both engines", async () => {
    const clean = await runSecondSite(3);
    expect(clean.chromiumExit).toBe(0);
    expect(clean.joined).toMatchObject({ changes: [], claimed: 18, compared: 18, unchanged: 18, partial: undefined });
    expect(clean.lines.every((line) => line.includes("✓"))).toBe(true);
  });
});
