import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { testFolder } from "#qa/support/fixtures/test-folder.ts";
import { waitFor } from "#qa/support/wait.ts";
import { recordedGdb } from "./fixtures/recorded-gdb.ts";
import { keepHang, processStates } from "./hang-record.ts";
import { killTree, processTree } from "./process-tree.ts";

/** A shell waiting for a sleeping child, as a hung browser waits on its processes; ended with the test. */
async function sleepingTree() {
  const root = spawn("sh", ["-c", "sleep 300 & wait"], { stdio: "ignore" });
  onTestFinished(() => killTree(root.pid));
  const pids = await waitFor(
    "the shell's child",
    async () => processTree(root.pid as number),
    (tree) => tree.length === 2,
  );
  // The child is a sleep once it has exec'd (until then it is a copy of the shell).
  await waitFor(
    "the child to be sleep",
    async () => readFileSync(`/proc/${pids[1]}/comm`, "utf8").trim(),
    (name) => name === "sleep",
  );
  return pids as [number, number];
}

describe("what a browser's processes were doing when it stopped answering", () => {
  it("names each process below the root, parents first, with every thread's state and where it waits", async () => {
    const [shell, sleep] = await sleepingTree();
    const lines = processStates(shell).split("\n");
    expect(lines[0]).toMatch(new RegExp(`^process ${shell} \\(sh\\), parent ${process.pid}: sh -c sleep 300 & wait$`));
    expect(lines[1]).toMatch(new RegExp(`^  thread ${shell} sh: S \\(sleeping\\), waiting in \\S+, [0-9.]+ s of CPU$`));
    expect(lines[2]).toBe(`process ${sleep} (sleep), parent ${shell}: sleep 300`);
    expect(lines[3]).toMatch(
      new RegExp(`^  thread ${sleep} sleep: S \\(sleeping\\), waiting in hrtimer_nanosleep, 0 s of CPU$`),
    );
    expect(lines).toHaveLength(4);
  });

  it("says a frozen process is stopped", async () => {
    const [shell, sleep] = await sleepingTree();
    process.kill(sleep, "SIGSTOP");
    const states = await waitFor(
      "the child to be stopped",
      async () => processStates(shell),
      (seen) => !seen.includes(`thread ${sleep} sleep: S`),
    );
    expect(states).toContain(`thread ${sleep} sleep: T (stopped), waiting in `);
  });

  it("is kept in a file of its own, with each process's backtraces, and named in the restart's record", async () => {
    const [shell, sleep] = await sleepingTree();
    const dir = testFolder("hangs");
    const file = keepHang({
      engine: "WebKit",
      root: shell,
      dir,
      gdb: recordedGdb(),
      at: new Date("2026-12-06T21:04:05.678Z"),
    });
    expect(file).toBe(join(dir, `webkit-hang-2026-12-06T21-04-05-678Z-${shell}.txt`));
    const kept = readFileSync(file, "utf8");
    expect(kept).toContain(`process ${sleep} (sleep), parent ${shell}: sleep 300`);
    // The recorded backtrace, once per process, under a heading that names it.
    expect(kept.split('Thread 1 (Thread 0x7f066ebc5140 (LWP 13249) "WebKitWebProces"):')).toHaveLength(3);
    expect(kept).toContain(`gdb's backtraces of process ${shell} (sh):`);
    expect(kept).toContain(`gdb's backtraces of process ${sleep} (sleep):`);
  });

  it("says why there are no backtraces when gdb cannot give them", async () => {
    const [shell] = await sleepingTree();
    const file = keepHang({
      engine: "WebKit",
      root: shell,
      dir: testFolder("hangs"),
      gdb: "/nonexistent/gdb",
      at: new Date(),
    });
    expect(readFileSync(file, "utf8")).toContain(
      `no backtraces of process ${shell} (sh): spawnSync /nonexistent/gdb ENOENT`,
    );
  });
});
