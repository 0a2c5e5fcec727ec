import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cleanReports, keepResults } from "./folders";

const scratch = () => mkdtempSync(join(tmpdir(), "soak-folders-"));
function write(file: string, text = "{}") {
  mkdirSync(join(file, ".."), { recursive: true });
  writeFileSync(file, text);
}

describe("before each run", () => {
  it("every report but the soak's own folder is deleted", () => {
    const reports = join(scratch(), "reports");
    write(join(reports, "last-run", "vitest.json"));
    write(join(reports, "playwright", "index.html"));
    write(join(reports, "stray.txt"));
    write(join(reports, "soak", "runs", "1", "output.log"));
    expect(cleanReports(reports, join(reports, "soak")).sort()).toEqual(["last-run", "playwright", "stray.txt"]);
    expect(readdirSync(reports)).toEqual(["soak"]);
    expect(existsSync(join(reports, "soak", "runs", "1", "output.log"))).toBe(true);
  });

  it("nothing is deleted where there are no reports yet", () => {
    const root = scratch();
    expect(cleanReports(join(root, "reports"), join(root, "reports", "soak"))).toEqual([]);
  });
});

describe("after each run", () => {
  it("every result of the last run is copied into the run's folder, a hung browser's record too", () => {
    const root = scratch();
    const lastRun = join(root, "reports", "last-run");
    write(join(lastRun, "vitest.json"), '{"success": true}');
    write(join(lastRun, "stages.json"));
    write(join(lastRun, "webkit-hang-2026-12-06T21-04-05-678Z.txt"), "WebKit stopped answering");
    mkdirSync(join(lastRun, "a-folder"));
    const runDir = join(root, "reports", "soak", "runs", "2");
    const kept = ["stages.json", "vitest.json", "webkit-hang-2026-12-06T21-04-05-678Z.txt"];
    expect(keepResults(lastRun, runDir)).toEqual(kept);
    expect(readdirSync(runDir).sort()).toEqual(kept);
    expect(readFileSync(join(runDir, "vitest.json"), "utf8")).toBe('{"success": true}');
  });

  it("the run's folder is made all the same when the run left no results", () => {
    const root = scratch();
    const runDir = join(root, "runs", "1");
    expect(keepResults(join(root, "last-run"), runDir)).toEqual([]);
    expect(existsSync(runDir)).toBe(true);
  });
});
