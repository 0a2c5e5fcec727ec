/**
 * Ending a browser that no longer answers: the process and every process below it, at once. A browser
 * stopped by the system (or frozen) never handles SIGTERM, and WebKit's web processes live in a sandbox
 * session of their own, outside the driver's process group: so each one found below the root in /proc
 * gets SIGKILL.
 *
 */
import { readdirSync, readFileSync } from "node:fs";

/** The parent of each running process, read from /proc (Linux). */
function parents(): Map<number, number> {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // "pid (name) state ppid …": the name may hold spaces and brackets, so read after its last ")".
      const [, ppid] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      parentOf.set(Number(entry), Number(ppid));
    } catch {
      // It ended while the list was read.
    }
  }
  return parentOf;
}

/** `root` and every process below it, parents before their children. */
export function processTree(root: number): number[] {
  const parentOf = parents();
  const tree = [root];
  for (let index = 0; index < tree.length; index++) {
    for (const [pid, ppid] of parentOf) if (ppid === tree[index]) tree.push(pid);
  }
  return tree;
}

/** Sends SIGKILL to `root` and to every process below it; those already gone are skipped. */
export function killTree(root: number | undefined): void {
  if (!root) return;
  // Read first, then killed: a killed parent's children would be handed to init and lost from the tree.
  for (const pid of processTree(root)) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  }
}
