import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { enginePictures } from "#qa/engines/index.ts";
import { sitePictures } from "#qa/plan/site-pictures.ts";
import { testFolder } from "#qa/support/fixtures/test-folder.ts";
import { acceptInSnapshots, holdsAccepted } from "./accept-files";
import { collectRun, obsoleteBaselines } from "./collect";
import { collectEnginePictures } from "./engine-changes";
import {
  recordedClaims,
  recordedCollectionIn,
  recordedEngineRun,
  recordedStories,
  recordedVisualRun,
  snapshotsCopy,
} from "./fixtures/load-fixture";
import { baselineFiles } from "./load-run";

/** The recorded run collected against a copy of its snapshots/, which the test may change. */
async function runOnCopy() {
  const snapshotsDir = snapshotsCopy();
  onTestFinished(() => rmSync(snapshotsDir, { recursive: true, force: true }));
  const claimed = recordedClaims();
  const run = recordedCollectionIn(snapshotsDir);
  run.changes.push(...obsoleteBaselines(claimed, baselineFiles(snapshotsDir), snapshotsDir));
  return { run, snapshotsDir, claimed };
}

const contents = (dir: string) =>
  Object.fromEntries(baselineFiles(dir).map((file) => [file, readFileSync(join(dir, file)).toString("base64")]));

describe("accepting into snapshots/", () => {
  it("writes exactly the named baselines and nothing else", async () => {
    const { run, snapshotsDir } = await runOnCopy();
    const before = contents(snapshotsDir);
    const name = "stories.spec.ts/header--on-home-desktop.png";
    expect(acceptInSnapshots(run, [name], false, snapshotsDir)).toEqual([`updated ${name}`]);
    const after = contents(snapshotsDir);
    const changed = Object.keys(after).filter((file) => after[file] !== before[file]);
    expect(changed).toEqual([name]);
    const actual = run.changes.find((change) => change.name === name)?.files.actual as string;
    expect(readFileSync(join(snapshotsDir, name)).equals(readFileSync(actual))).toBe(true);
  });

  it("refuses --all while a test failed first; without it, a fresh collection finds every change accepted and the renamed story's old files gone", async () => {
    const { run, snapshotsDir, claimed } = await runOnCopy();
    const before = contents(snapshotsDir);
    expect(() => acceptInSnapshots(run, [], true, snapshotsDir)).toThrow("--all refused");
    expect(contents(snapshotsDir)).toEqual(before);
    // Without the page test that failed first, --all takes everything.
    const compared = run.changes.filter((change) => !change.name.startsWith("not-found.spec.ts/unknown-page-"));
    acceptInSnapshots({ ...run, changes: compared }, [], true, snapshotsDir);
    const again = await collectRun(recordedVisualRun(), { snapshotsDir, claimed });
    const open = again.changes.filter((change) => change.status !== "not-compared" && !change.accepted);
    expect(open).toEqual([]);
    expect(obsoleteBaselines(claimed, baselineFiles(snapshotsDir), snapshotsDir)).toEqual([]);
    expect(existsSync(join(snapshotsDir, "stories.spec.ts/thankyoupanel--shown-mobile.png"))).toBe(true);
    expect(
      readdirSync(join(snapshotsDir, "stories.spec.ts")).filter((file) => file.startsWith("thankyoupanel--")),
    ).toEqual([
      "thankyoupanel--shown-desktop.aria.yml",
      "thankyoupanel--shown-desktop.png",
      "thankyoupanel--shown-mobile.aria.yml",
      "thankyoupanel--shown-mobile.png",
    ]);
  });

  it("refuses a name that would leave snapshots/, before writing anything", async () => {
    const { run, snapshotsDir } = await runOnCopy();
    const [change] = run.changes.filter((c) => c.status === "changed");
    const outside = `../${basename(snapshotsDir)}-outside.png`;
    const before = contents(snapshotsDir);
    expect(() =>
      acceptInSnapshots({ ...run, changes: [{ ...change, name: outside }] }, [outside], false, snapshotsDir),
    ).toThrow(`"${outside}" is not a baseline under snapshots/.`);
    expect(contents(snapshotsDir)).toEqual(before);
    expect(existsSync(join(snapshotsDir, outside))).toBe(false);
  });

  it("refuses every name when one of them would leave snapshots/, writing none of the others", async () => {
    const { run, snapshotsDir } = await runOnCopy();
    const [inside, other] = run.changes.filter((c) => c.status === "changed");
    const outside = `../${basename(snapshotsDir)}-outside.png`;
    const before = contents(snapshotsDir);
    expect(() =>
      acceptInSnapshots(
        { ...run, changes: [inside, { ...other, name: outside }] },
        [inside.name, outside],
        false,
        snapshotsDir,
      ),
    ).toThrow(`"${outside}" is not a baseline under snapshots/.`);
    expect(contents(snapshotsDir)).toEqual(before);
    expect(existsSync(join(snapshotsDir, outside))).toBe(false);
  });

  it("refuses a name that is neither a picture nor a text baseline", async () => {
    const { run, snapshotsDir } = await runOnCopy();
    const [change] = run.changes.filter((c) => c.status === "changed" && c.kind === "image");
    const name = `${change.name}.orig`;
    const before = contents(snapshotsDir);
    expect(() => acceptInSnapshots({ ...run, changes: [{ ...change, name }] }, [name], false, snapshotsDir)).toThrow(
      `"${name}" is not a baseline under snapshots/.`,
    );
    expect(contents(snapshotsDir)).toEqual(before);
    expect(existsSync(join(snapshotsDir, name))).toBe(false);
  });

  it("counts an obsolete baseline that is gone already as removed", async () => {
    const { run, snapshotsDir } = await runOnCopy();
    const name = "stories.spec.ts/thankyoupanel--default-desktop.png";
    expect(run.changes.find((change) => change.name === name)?.status).toBe("obsolete");
    rmSync(join(snapshotsDir, name));
    expect(acceptInSnapshots(run, [name], false, snapshotsDir)).toEqual([`removed ${name}`]);
    expect(existsSync(join(snapshotsDir, name))).toBe(false);
  });
});

describe("whether snapshots/ holds a change accepted", () => {
  it("is so once the change is accepted, for a picture, a text and an obsolete baseline alike, and not before", async () => {
    const { run, snapshotsDir } = await runOnCopy();
    const byName = (name: string) => run.changes.find((change) => change.name === `stories.spec.ts/${name}`);
    const picked = [
      byName("header--on-home-desktop.png"),
      byName("notfound--page-desktop.aria.yml"),
      byName("thankyoupanel--shown-desktop.png"),
      byName("thankyoupanel--default-desktop.png"),
    ].map((change) => change as NonNullable<typeof change>);
    expect(picked.map((change) => change.status)).toEqual(["changed", "changed", "new", "obsolete"]);
    expect(picked.map((change) => holdsAccepted(change, snapshotsDir))).toEqual([false, false, false, false]);
    acceptInSnapshots(
      run,
      picked.map((change) => change.name),
      false,
      snapshotsDir,
    );
    expect(picked.map((change) => holdsAccepted(change, snapshotsDir))).toEqual([true, true, true, true]);
  });

  it("is never so for a baseline the run did not compare", async () => {
    const { run, snapshotsDir } = await runOnCopy();
    const uncompared = run.changes.filter((change) => change.status === "not-compared");
    expect(uncompared.length).toBeGreaterThan(0);
    expect(uncompared.map((change) => holdsAccepted(change, snapshotsDir))).toEqual(uncompared.map(() => false));
  });
});

describe("accepting an engine's pictures", () => {
  /** The recorded Firefox and WebKit run, collected against a snapshots/ of no engine baselines and no records. */
  async function engineRunOnEmpty() {
    const run = recordedEngineRun("both");
    const files = run.pictures.map((picture) => picture.file);
    const claimed = enginePictures(sitePictures(recordedStories())).filter((picture) => files.includes(picture.file));
    const snapshotsDir = testFolder("engine-snapshots");
    const collected = await collectEnginePictures(
      run,
      { commit: run.commit, inputs: run.inputs },
      { snapshotsDir, claimed },
    );
    return { collected, snapshotsDir };
  }
  const record = (snapshotsDir: string, engine: string) =>
    JSON.parse(readFileSync(join(snapshotsDir, "engines", engine, "engine.json"), "utf8"));

  it("records, with an engine's first baselines, the version that took them, which the next run compares in", async () => {
    const { collected, snapshotsDir } = await engineRunOnEmpty();
    expect(acceptInSnapshots(collected, ["engines/firefox/about-desktop.png"], false, snapshotsDir)).toEqual([
      "added engines/firefox/about-desktop.png",
      "recorded engines/firefox/engine.json: Firefox 153.7.0 took its baselines",
    ]);
    expect(record(snapshotsDir, "firefox")).toEqual({ engine: "Firefox", version: "153.7.0" });
    expect(existsSync(join(snapshotsDir, "engines", "webkit", "engine.json"))).toBe(false);
  });

  it("records no version the run did not say", async () => {
    const { collected, snapshotsDir } = await engineRunOnEmpty();
    const unsaid = collected.changes.map(({ engineVersion: _, ...change }) => change);
    expect(
      acceptInSnapshots({ ...collected, changes: unsaid }, ["engines/firefox/about-desktop.png"], false, snapshotsDir),
    ).toEqual(["added engines/firefox/about-desktop.png"]);
    expect(existsSync(join(snapshotsDir, "engines", "firefox", "engine.json"))).toBe(false);
  });

  it("leaves the record of an engine that has baselines as it is", async () => {
    const { collected, snapshotsDir } = await engineRunOnEmpty();
    mkdirSync(join(snapshotsDir, "engines", "webkit"), { recursive: true });
    const older = `${JSON.stringify({ engine: "WebKit", version: "2.50.5" }, null, 2)}\n`;
    writeFileSync(join(snapshotsDir, "engines", "webkit", "engine.json"), older);
    expect(acceptInSnapshots(collected, ["engines/webkit/unknown-page-desktop.png"], false, snapshotsDir)).toEqual([
      "updated engines/webkit/unknown-page-desktop.png",
    ]);
    expect(readFileSync(join(snapshotsDir, "engines", "webkit", "engine.json"), "utf8")).toBe(older);
  });
});
