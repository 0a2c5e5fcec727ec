import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { waitFor } from "#qa/support/wait.ts";
import { killTree, processTree } from "./process-tree.ts";

/** Whether the process still runs or is stopped: gone, or ended and waiting to be reaped (a zombie), is not. */
const running = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
  } catch {
    return false;
  }
};

describe("ending a browser that no longer answers", () => {
  it("kills the process and every process below it, frozen ones and those in a session of their own too", async () => {
    // A shell with a child of its own, and a grandchild that left for a session of its own (as WebKit's
    // sandboxed web processes do); then all of them frozen, as a hung browser is.
    const root = spawn("sh", ["-c", "sleep 300 & setsid sleep 300 & wait"], { stdio: "ignore" });
    const tree = await waitFor(
      "the shell's two children",
      async () => processTree(root.pid as number),
      (pids) => pids.length === 3,
    );
    for (const pid of tree) process.kill(pid, "SIGSTOP");
    const ended = new Promise((resolve) => root.once("exit", (_code, signal) => resolve(signal)));
    killTree(root.pid);
    const left = await waitFor(
      "the tree to end",
      async () => tree.filter(running),
      (pids) => pids.length === 0,
    );
    expect(left).toEqual([]);
    expect(await ended).toBe("SIGKILL");
  });

  it("does nothing for a process that never started", () => {
    expect(() => killTree(undefined)).not.toThrow();
  });
});
