import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { waitFor, withTimeout } from "./wait.ts";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** What a promise has come to so far: its value, its error's message, or nothing yet. */
function outcomeOf<T>(promise: Promise<T>) {
  const outcome: { value?: T; error?: string } = {};
  promise.then(
    (value) => {
      outcome.value = value;
    },
    (error: Error) => {
      outcome.error = error.message;
    },
  );
  return outcome;
}

/** A page value that changes on its own: the milliseconds since the wait began, as read. */
function clock() {
  const start = Date.now();
  const reads: number[] = [];
  return {
    reads,
    read: async () => {
      reads.push(Date.now() - start);
      return Date.now() - start;
    },
  };
}

describe("waiting for a page to reach a state", () => {
  it("gives the first wanted answer, asking again every interval until then", async () => {
    const page = clock();
    const outcome = outcomeOf(waitFor("the counter to reach 150", page.read, (ms) => ms >= 150, 1000, 50));
    await vi.advanceTimersByTimeAsync(1000);
    expect(outcome).toEqual({ value: 150 });
    expect(page.reads).toEqual([0, 50, 100, 150]);
  });

  it("gives an answer that is wanted the first time without waiting", async () => {
    const outcome = outcomeOf(
      waitFor(
        "anything",
        async () => "ready",
        () => true,
        0,
        50,
      ),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(outcome).toEqual({ value: "ready" });
  });

  it("asks until the time is up, once more after it, and then names what it waited for and the last answer", async () => {
    const page = clock();
    const outcome = outcomeOf(waitFor("the menu to open", page.read, () => false, 100, 50));
    await vi.advanceTimersByTimeAsync(149);
    expect(outcome).toEqual({});
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toEqual({ error: "waited 100 ms for the menu to open; last saw 150" });
    expect(page.reads).toEqual([0, 50, 100, 150]);
  });
});

describe("giving work a time limit", () => {
  it("gives the work's own result when it finishes in time, and leaves no timer that would keep the process alive", async () => {
    const outcome = outcomeOf(withTimeout(Promise.resolve("done"), 5000, "the browser"));
    await vi.advanceTimersByTimeAsync(0);
    expect(outcome).toEqual({ value: "done" });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("gives the work's own error when it fails in time", async () => {
    const outcome = outcomeOf(withTimeout(Promise.reject(new Error("no such page")), 5000, "the browser"));
    await vi.advanceTimersByTimeAsync(0);
    expect(outcome).toEqual({ error: "no such page" });
  });

  it("fails once the time is up, naming the work and the limit in seconds", async () => {
    const outcome = outcomeOf(withTimeout(new Promise(() => {}), 2500, "the WebKit driver"));
    await vi.advanceTimersByTimeAsync(2499);
    expect(outcome).toEqual({});
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toEqual({ error: "the WebKit driver did not finish within 2.5 s" });
  });
});
