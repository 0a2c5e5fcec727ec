import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { testFolder } from "#qa/support/fixtures/test-folder.ts";
import { waitFor } from "#qa/support/wait.ts";
import { asleepInSleep, doing, started } from "./fixtures/processes.ts";
import { gdbThat, recordedGdb } from "./fixtures/recorded-gdb.ts";
import { keepHang, processStates } from "./hang-record.ts";
import { processTree } from "./process-tree.ts";

/** A shell waiting for a sleeping child, as a hung browser waits on its processes, both asleep; ended with the test. */
async function sleepingTree() {
  const shell = await started("sleep 300 & wait", "the shell", (seen) => seen.startsWith("sh "));
  const [, sleep] = await waitFor(
    "the shell's child",
    async () => processTree(shell),
    (tree) => tree.length === 2,
  );
  await waitFor(
    "the child asleep and the shell waiting for it",
    async () => [doing(sleep), doing(shell)],
    ([child, parent]) => asleepInSleep(child) && parent.startsWith("sh S "),
  );
  return [shell, sleep] as const;
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

  it("says a thread at work is running and not waiting in the kernel", async () => {
    const busy = await started("while :; do :; done", "the shell at work", (seen) => seen.startsWith("sh R "));
    expect(processStates(busy)).toMatch(
      new RegExp(
        `^process ${busy} \\(sh\\), parent ${process.pid}: sh -c while :; do :; done\n  thread ${busy} sh: R \\(running\\), not waiting in the kernel, [0-9.]+ s of CPU$`,
      ),
    );
  });

  it("gives each thread's CPU so far in seconds, its time in the program and in the kernel together", async () => {
    // Work in the shell itself (arithmetic, and opening /dev/null: time in the kernel too), then asleep as itself.
    const worked = await started(
      "i=0; while [ $i -lt 20000 ]; do i=$((i+1)); : >/dev/null; done; exec sleep 300",
      "the work done and the shell asleep as sleep",
      asleepInSleep,
    );
    const stat = readFileSync(`/proc/${worked}/task/${worked}/stat`, "utf8");
    const [user, kernel] = stat
      .slice(stat.lastIndexOf(")") + 2)
      .split(" ")
      .slice(11, 13)
      .map(Number);
    expect(user + kernel).toBeGreaterThan(0);
    expect(processStates(worked).split("\n")[1]).toBe(
      `  thread ${worked} sleep: S (sleeping), waiting in hrtimer_nanosleep, ${(user + kernel) / 100} s of CPU`,
    );
  });

  it("says a frozen process is stopped", async () => {
    const [shell, sleep] = await sleepingTree();
    process.kill(sleep, "SIGSTOP");
    const states = await waitFor(
      "the child to be stopped",
      async () => processStates(shell),
      // Woken to take the signal, it runs for a moment before it stops.
      (seen) => seen.includes(`thread ${sleep} sleep: T `),
    );
    expect(states).toContain(`thread ${sleep} sleep: T (stopped), waiting in `);
  });

  it("is kept in a file of its own, with each process's backtraces, and named in the restart's record", async () => {
    const [shell, sleep] = await sleepingTree();
    const dir = testFolder("hangs");
    const file = await keepHang({
      engine: "WebKit",
      root: shell,
      dir,
      gdb: recordedGdb(),
      at: new Date("2026-12-06T21:04:05.678Z"),
    });
    expect(file).toBe(join(dir, `webkit-hang-2026-12-06T21-04-05-678Z-${shell}.txt`));
    const kept = readFileSync(file, "utf8");
    expect(kept.split("\n").slice(0, 3)).toEqual([
      "WebKit stopped answering; its processes at 2026-12-06T21:04:05.678Z:",
      "",
      `process ${shell} (sh), parent ${process.pid}: sh -c sleep 300 & wait`,
    ]);
    expect(kept).toContain(`process ${sleep} (sleep), parent ${shell}: sleep 300`);
    // The recorded backtrace, once per process, under a heading that names it.
    expect(kept.split('Thread 1 (Thread 0x7f066ebc5140 (LWP 13249) "WebKitWebProces"):')).toHaveLength(3);
    // The states, then the backtraces, root first, and nothing between.
    expect(kept.split("\n\n")[2].startsWith(`gdb's backtraces of process ${shell} (sh):\n`)).toBe(true);
    expect(kept).toContain(`gdb's backtraces of process ${sleep} (sleep):`);
  });

  it("asks gdb for a backtrace of every thread of each process, attaching to it by its number", async () => {
    const [shell, sleep] = await sleepingTree();
    const asked = join(testFolder("asked"), "asked");
    await keepHang({
      engine: "WebKit",
      root: shell,
      dir: testFolder("hangs"),
      gdb: gdbThat(`echo "$@" >> '${asked}'`),
    });
    expect(readFileSync(asked, "utf8")).toBe(
      [shell, sleep].map((pid) => `-p ${pid} -batch -nx -ex thread apply all bt 40\n`).join(""),
    );
  });

  it("runs the gdb on the PATH unless told another", async () => {
    const [shell] = await sleepingTree();
    const onPath = gdbThat("echo the gdb on the PATH");
    vi.stubEnv("PATH", `${join(onPath, "..")}:${process.env.PATH}`);
    const file = await keepHang({ engine: "WebKit", root: shell, dir: testFolder("hangs") });
    expect(readFileSync(file, "utf8")).toContain(`gdb's backtraces of process ${shell} (sh):\nthe gdb on the PATH\n`);
  });

  it("says what gdb answered when it could not attach", async () => {
    const [shell] = await sleepingTree();
    const refused = gdbThat("echo 'ptrace: Operation not permitted.' >&2; exit 1");
    const file = await keepHang({ engine: "WebKit", root: shell, dir: testFolder("hangs"), gdb: refused });
    expect(readFileSync(file, "utf8")).toContain(
      `no backtraces of process ${shell} (sh): gdb ended with 1: ptrace: Operation not permitted.\n`,
    );
  });

  it("says why there are no backtraces when gdb cannot give them", async () => {
    const [shell] = await sleepingTree();
    const file = await keepHang({
      engine: "WebKit",
      root: shell,
      dir: testFolder("hangs"),
      gdb: "/nonexistent/gdb",
      at: new Date(),
    });
    expect(readFileSync(file, "utf8")).toContain(
      `no backtraces of process ${shell} (sh): spawn /nonexistent/gdb ENOENT`,
    );
  });
});
