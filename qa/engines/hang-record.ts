/**
 * What a browser's processes were doing when it stopped answering, kept before it is killed: each
 * process and thread's state and where in the kernel it waits (from /proc), and gdb's backtrace of every
 * thread where gdb can attach. WebKit stops answering about once in a hundred starts on a busy machine
 * with no message of its own (decision 0010); this is how the next one shows where it stood.
 *
 */
import { execFile } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { processTree } from "./process-tree.ts";

/** How long gdb may take to attach and walk one process's threads (about 2 s for a web process). */
const GDB_LIMIT_MS = 30_000;
const STATES: Record<string, string> = {
  R: "running",
  S: "sleeping",
  D: "waiting on the disk or the kernel",
  T: "stopped",
  t: "stopped by a tracer",
  Z: "ended, not yet reaped",
};

/** A /proc stat line's fields after the name, which may hold spaces and brackets. */
function statFields(file: string): string[] {
  const stat = readFileSync(file, "utf8");
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
}

/** USER_HZ, the unit of /proc's CPU times on Linux. */
const TICKS_PER_SECOND = 100;
const read = (file: string) => readFileSync(file, "utf8").trim();

function threadLine(pid: number, tid: string): string {
  const task = `/proc/${pid}/task/${tid}`;
  const fields = statFields(`${task}/stat`);
  const [state] = fields;
  const cpu = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  const wchan = read(`${task}/wchan`);
  const waits = wchan && wchan !== "0" ? `waiting in ${wchan}` : "not waiting in the kernel";
  return `  thread ${tid} ${read(`${task}/comm`)}: ${state} (${STATES[state] ?? "?"}), ${waits}, ${cpu} s of CPU`;
}

interface ProcessState {
  pid: number;
  name: string;
  /** The process's line, then one for each of its threads (the kernel lists them in the order they started). */
  lines: string[];
}

function processesBelow(root: number): ProcessState[] {
  const processes: ProcessState[] = [];
  for (const pid of processTree(root)) {
    try {
      const [, parent] = statFields(`/proc/${pid}/stat`);
      const name = read(`/proc/${pid}/comm`);
      const command = read(`/proc/${pid}/cmdline`).replaceAll("\0", " ").trim();
      const threads = readdirSync(`/proc/${pid}/task`).map((tid) => threadLine(pid, tid));
      processes.push({ pid, name, lines: [`process ${pid} (${name}), parent ${parent}: ${command}`, ...threads] });
    } catch {
      // It ended while it was read.
    }
  }
  return processes;
}

const linesOf = (processes: ProcessState[]) => processes.flatMap((state) => state.lines).join("\n");

/** Each process below `root` (parents first) and each of its threads, one line each; those that ended meanwhile are left out. */
export const processStates = (root: number): string => linesOf(processesBelow(root));

/**
 * gdb's backtraces of the process's threads, or why there are none. gdb runs beside the engines' own work
 * (the other engine's browser goes on answering meanwhile), not blocking it.
 */
function backtraces(pid: number, name: string, gdb: string): Promise<string> {
  const args = ["-p", String(pid), "-batch", "-nx", "-ex", "thread apply all bt 40"];
  return new Promise((resolve) => {
    execFile(gdb, args, { encoding: "utf8", timeout: GDB_LIMIT_MS }, (error, stdout, stderr) => {
      if (!error) return resolve(`gdb's backtraces of process ${pid} (${name}):\n${stdout}${stderr}`);
      const why = error.killed
        ? `gdb gave no answer within ${GDB_LIMIT_MS / 1000} s`
        : typeof error.code === "number"
          ? `gdb ended with ${error.code}: ${stderr.trim()}`
          : error.message;
      resolve(`no backtraces of process ${pid} (${name}): ${why}`);
    });
  });
}

export interface HangPlace {
  engine: string;
  /** The browser's (or its driver's) process, above everything it started. */
  root: number;
  /** The folder the record goes to. */
  dir: string;
  /** The gdb to run (one on PATH by default). */
  gdb?: string;
  at?: Date;
  /** What the browser still answered when asked, before it was killed (the driver's `stallSigns`). */
  signs?: string;
}

/** Writes what every process below `root` was doing into a file of its own in `dir`, and returns the file. */
export async function keepHang({ engine, root, dir, gdb = "gdb", at = new Date(), signs }: HangPlace): Promise<string> {
  const processes = processesBelow(root);
  // A process that ends before gdb reaches it is said so by gdb ("No such process").
  const traces: string[] = [];
  for (const { pid, name } of processes) traces.push(await backtraces(pid, name, gdb));
  mkdirSync(dir, { recursive: true });
  // Named by the time and the hung root: the two hangs of a run's restart can come in the same millisecond.
  const file = join(dir, `${engine.toLowerCase()}-hang-${at.toISOString().replaceAll(/[:.]/g, "-")}-${root}.txt`);
  const asked = signs ? `Asked before the kill: ${signs}.\n\n` : "";
  const heading = `${engine} stopped answering; its processes at ${at.toISOString()}:`;
  writeFileSync(file, `${asked}${heading}\n\n${linesOf(processes)}\n\n${traces.join("\n\n")}\n`);
  return file;
}
