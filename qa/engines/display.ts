/**
 * A display of its own for WebKit (MiniBrowser needs one): Xvfb, which picks a free display number
 * itself and says which (`-displayfd`). xvfb-run's `--auto-servernum` guessed a free number from the
 * lock files and then started Xvfb on it, so two starts at once (two clones, or a restart while the
 * last display was still going) could pick the same number, and one of them never came up.
 *
 */
import { spawn } from "node:child_process";
import { answerWithin } from "./answering.ts";
import { killTree } from "./process-tree.ts";

export const XVFB = "/usr/bin/Xvfb";
/** xvfb-run's own screen, which the WebKit baselines were taken on. */
const SCREEN = ["-screen", "0", "1280x1024x24", "-nolisten", "tcp"];
const START_LIMIT_MS = 10_000;

export interface Display {
  /** The DISPLAY value for the programs drawn on it (":3"). */
  name: string;
  pid: number | undefined;
  stop(): void;
}

/** Starts Xvfb on a display number it chooses, once it accepts clients. */
export async function startDisplay(): Promise<Display> {
  // Its own process group, so that nothing sent to npm test's group reaches it before it is stopped.
  const child = spawn(XVFB, ["-displayfd", "3", ...SCREEN], {
    detached: true,
    stdio: ["ignore", "ignore", "pipe", "pipe"],
  });
  const stop = () => killTree(child.pid);
  process.once("exit", stop);
  let said = "";
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    said += chunk;
  });
  const number = new Promise<string>((resolve, reject) => {
    let written = "";
    // Xvfb writes the number to descriptor 3 once its socket listens.
    const channel = child.stdio[3] as NodeJS.ReadableStream;
    channel.setEncoding("utf8");
    channel.on("data", (chunk: string) => {
      written += chunk;
      if (written.includes("\n")) resolve(written.trim());
    });
    child.once("error", reject);
    child.once("exit", (code) =>
      reject(new Error(`Xvfb ended (exit ${code}) before it had a display: ${said.trim()}`)),
    );
  });
  try {
    return { name: `:${await answerWithin(number, START_LIMIT_MS, "Xvfb's display number")}`, pid: child.pid, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
