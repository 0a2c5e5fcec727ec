// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { keepStoryTimers } from "./story-timers";

describe("the timers a story starts", () => {
  let endStoryTimers: (() => void) | undefined;
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    endStoryTimers?.();
    vi.useRealTimers();
  });

  it("end with the story, timeouts and intervals alike, before their time comes", () => {
    endStoryTimers = keepStoryTimers();
    const ran: string[] = [];
    setTimeout(() => ran.push("timeout"), 60_000);
    window.setInterval(() => ran.push("interval"), 1_000);
    vi.advanceTimersByTime(1_000);
    expect(ran).toEqual(["interval"]);
    endStoryTimers();
    vi.advanceTimersByTime(120_000);
    expect(ran).toEqual(["interval"]);
  });

  it("run as the story asks while it is shown, with their arguments", () => {
    endStoryTimers = keepStoryTimers();
    const ran: string[] = [];
    setTimeout((what: string) => ran.push(what), 100, "once");
    vi.advanceTimersByTime(100);
    expect(ran).toEqual(["once"]);
  });

  it("are the story's alone: a timer started before it, and one started after it, runs", () => {
    const ran: string[] = [];
    setTimeout(() => ran.push("before"), 100);
    endStoryTimers = keepStoryTimers();
    endStoryTimers();
    setTimeout(() => ran.push("after"), 100);
    vi.advanceTimersByTime(100);
    expect(ran).toEqual(["before", "after"]);
  });

  it("give the window its own setTimeout and setInterval back as the story ends", () => {
    const own = { setTimeout: window.setTimeout, setInterval: window.setInterval };
    endStoryTimers = keepStoryTimers();
    expect(window.setTimeout).not.toBe(own.setTimeout);
    expect(window.setInterval).not.toBe(own.setInterval);
    endStoryTimers();
    expect({ setTimeout: window.setTimeout, setInterval: window.setInterval }).toEqual(own);
  });
});

describe("the timers of stories shown at once (a docs page)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("end with their own story, whichever ends first", () => {
    const startedWith = window.setTimeout;
    const endFirst = keepStoryTimers();
    const endSecond = keepStoryTimers();
    const ran: string[] = [];
    setTimeout(() => ran.push("the second story's"), 100);
    endFirst();
    // The first story ended out of turn: the second's wrapper stays, and a timer started now is still the second's.
    expect(window.setTimeout).not.toBe(startedWith);
    setTimeout(() => ran.push("the second story's, later"), 100);
    endSecond();
    vi.advanceTimersByTime(100);
    expect(ran).toEqual([]);
  });

  it("are not ended by a story that has ended already, whose wrapper another story still calls through", () => {
    const endFirst = keepStoryTimers();
    const endSecond = keepStoryTimers();
    endFirst();
    // The second story's wrapper calls the first's, which only passes the timer on.
    const ran: string[] = [];
    setTimeout(() => ran.push("started after the first story ended"), 100);
    endSecond();
    const endThird = keepStoryTimers();
    setTimeout(() => ran.push("the third story's own"), 100);
    vi.advanceTimersByTime(100);
    endThird();
    expect(ran).toEqual(["the third story's own"]);
  });
});
