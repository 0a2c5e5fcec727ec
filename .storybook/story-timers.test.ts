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
