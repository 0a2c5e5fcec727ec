import { spawn } from "node:child_process";

/** A process that keeps one core busy until it is stopped. */
export interface Load {
  pid: number;
  /** Ends it and waits until it has ended; throws if it is still there. */
  stop(): Promise<void>;
  /** Ends it without waiting: for a process that is exiting. */
  kill(): void;
}

/** Whether a process of this id exists (signal 0 only asks). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Starts a busy loop in a Node process of its own: the steady load of one core another job puts on a shared runner. */
export function startLoad(): Load {
  const child = spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" });
  if (child.pid === undefined) throw new Error("the load process did not start");
  const pid = child.pid;
  const ended = new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
  });
  const kill = () => {
    // A busy loop holds nothing to clean up: SIGKILL, which it cannot ignore.
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  };
  return {
    pid,
    kill,
    async stop() {
      kill();
      await ended;
      if (isRunning(pid)) throw new Error(`the load process ${pid} is still running`);
    },
  };
}
