import { describe, expect, it } from "vitest";
import { isRunning, startLoad } from "./load";

describe("the soak's load", () => {
  it("is a process of its own until it is stopped, and is gone once stop has returned", async () => {
    const load = startLoad();
    expect(isRunning(load.pid)).toBe(true);
    expect(load.pid).not.toBe(process.pid);
    await load.stop();
    expect(isRunning(load.pid)).toBe(false);
  });

  it("ends when killed without waiting too, and stopping it after that is no error", async () => {
    const load = startLoad();
    load.kill();
    await load.stop();
    expect(isRunning(load.pid)).toBe(false);
  });

  it("is the test's own process, running, and no process where there is none", () => {
    expect(isRunning(process.pid)).toBe(true);
    // Above any pid Linux hands out (pid_max is at most 2^22).
    expect(isRunning(2 ** 22 + 1)).toBe(false);
  });
});
