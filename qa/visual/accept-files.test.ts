import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { acceptInSnapshots } from "./accept-files";
import { collectRun, obsoleteBaselines } from "./collect";
import { recordedClaims, recordedVisualRun, snapshotsCopy } from "./fixtures/load-fixture";
import { baselineFiles } from "./load-run";

/** The recorded run collected against a copy of its snapshots/, which the test may change. */
async function runOnCopy() {
  const snapshotsDir = snapshotsCopy();
  const claimed = recordedClaims();
  const run = await collectRun(recordedVisualRun(), { snapshotsDir, claimed });
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
    const escaping = { ...change, name: "../outside.png" };
    const before = contents(snapshotsDir);
    expect(() => acceptInSnapshots({ ...run, changes: [escaping] }, ["../outside.png"], false, snapshotsDir)).toThrow(
      '"../outside.png" is not a baseline under snapshots/.',
    );
    expect(contents(snapshotsDir)).toEqual(before);
  });
});
